// Placements of a named token in shell sessions: env prefixes, exports, flags, printed output.
// `p` is { value, env, snake, camel, kind }; each `make` returns the text a session would show.

const host = (r) =>
  r.pick(["api.internal.example.net", "staging.acme.dev", "ci.corp.example", "localhost:8080"]);

export const SHELL = [
  {
    context: "shell-export",
    make: (r, p) =>
      `$ export ${p.env}=${p.value}\n$ ${r.pick(["npm run deploy", "make release", "./scripts/sync.sh", "python manage.py runserver"])}`,
  },
  { context: "shell-export", make: (_r, p) => `export ${p.env}="${p.value}"\nexport NODE_ENV=production` },
  {
    context: "shell-env-prefix",
    make: (r, p) =>
      `${p.env}=${p.value} ${r.pick(["node scripts/publish.mjs", "go run ./cmd/worker", "pytest -k integration", "cargo run --release"])}`,
  },
  {
    context: "shell-env-prefix",
    make: (r, p) =>
      `$ env ${p.env}='${p.value}' DEBUG=1 ./bin/run --once\nstarting worker pid=${r.int(1000, 60000)}`,
  },
  {
    context: "shell-flag",
    make: (_r, p) => `$ ./deploy.sh --${p.snake.replace(/_/g, "-")} ${p.value} --env prod`,
  },
  {
    context: "shell-flag",
    make: (r, p) =>
      `python tools/upload.py --region eu-west-1 --${r.pick(["token", "api-key", "key"])}=${p.value} dist/`,
  },
  {
    context: "shell-header",
    make: (r, p) =>
      `curl -sS -H "Authorization: Bearer ${p.value}" https://${host(r)}/v1/${r.pick(["me", "projects", "status"])}`,
  },
  {
    context: "shell-header",
    make: (r, p) =>
      `curl -X POST https://${host(r)}/hooks \\\n  -H 'Content-Type: application/json' \\\n  -H 'X-Api-Key: ${p.value}' \\\n  -d '{"event":"deploy"}'`,
  },
  {
    context: "powershell",
    make: (_r, p) => `PS C:\\src\\app> $env:${p.env} = "${p.value}"\nPS C:\\src\\app> npm start`,
  },
  {
    context: "powershell",
    make: (_r, p) => `[Environment]::SetEnvironmentVariable("${p.env}", "${p.value}", "User")`,
  },
  {
    context: "windows-cmd",
    make: (_r, p) => `C:\\Users\\dev\\proj>set ${p.env}=${p.value}\nC:\\Users\\dev\\proj>node index.js`,
  },
  {
    context: "windows-cmd",
    make: (_r, p) => `setx ${p.env} "${p.value}"\n\nSUCCESS: Specified value was saved.`,
  },
  {
    context: "fish",
    make: (_r, p) => `~/code/app (main)> set -gx ${p.env} ${p.value}\n~/code/app (main)> just dev`,
  },
  {
    context: "cmd-output",
    make: (_r, p) =>
      `$ env | grep -i ${p.env.split("_")[0].toLowerCase()}\n${p.env}=${p.value}\n${p.env.split("_")[0]}_REGION=us-east-1`,
  },
  { context: "cmd-output", make: (_r, p) => `$ printenv ${p.env}\n${p.value}` },
  {
    context: "cmd-output",
    make: (r, p) =>
      `$ cat .env.local\n# generated ${r.int(2023, 2026)}-0${r.int(1, 9)}-1${r.int(0, 9)}\n${p.env}=${p.value}\nPORT=3000`,
  },
  {
    context: "cmd-output",
    make: (_r, p) =>
      `$ docker inspect web --format '{{json .Config.Env}}'\n["PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin","${p.env}=${p.value}","LANG=C.UTF-8"]`,
  },
];
