// Credentials given to CLIs as positional arguments and subcommands (`tool login <token>`,
// `tool config set …`), and tokens CLIs print (`gh auth token`, `vault token create`, `npm token
// create`, `heroku auth:token`, `gcloud auth print-access-token`, `op read`, `terraform output`).

import { bashToolUseLine, toolResultLine } from "./places.mjs";
import { ALNUM, base62, crc32, DIGITS, LOWER } from "./prng.mjs";
import { password } from "./special-conn.mjs";

const gh = (r, p) => {
  const b = r.alnum(30);
  return `${p}${b}${base62(crc32(b), 6)}`;
};

function subcommands(r) {
  const S = [
    [
      "ngrok",
      () => `${r.digits(1)}${r.alnum(26)}_${r.alnum(21)}`,
      (v) =>
        `$ ngrok config add-authtoken ${v}\nAuthtoken saved to configuration file: /home/dev/.config/ngrok/ngrok.yml`,
    ],
    [
      "tailscale",
      () => `tskey-auth-k${r.alnum(10)}CNTRL-${r.alnum(33)}`,
      (v) => `$ sudo tailscale up --authkey=${v} --ssh`,
    ],
    [
      "cargo",
      () => `cio${r.alnum(32)}`,
      (v) => `$ cargo login ${v}\n       Login token for \`crates-io\` saved`,
    ],
    ["npm-config", () => gh(r, "npm_"), (v) => `$ npm config set //registry.npmjs.org/:_authToken ${v}`],
    ["yarn-config", () => gh(r, "npm_"), (v) => `$ yarn config set npmAuthToken ${v} -H`],
    ["poetry", () => `pypi-AgEIcHlwaS5vcmc${r.b64url(120)}`, (v) => `$ poetry config pypi-token.pypi ${v}`],
    [
      "twine",
      () => `pypi-AgEIcHlwaS5vcmc${r.b64url(100)}`,
      (v) =>
        `$ twine upload -u __token__ -p ${v} dist/*\nUploading distributions to https://upload.pypi.org/legacy/`,
    ],
    ["snyk", () => r.uuid(), (v) => `$ snyk auth ${v}\nYour account has been authenticated.`],
    ["sentry-cli", () => `sntryu_${r.hex(64)}`, (v) => `$ sentry-cli --auth-token ${v} releases new 1.4.2`],
    ["codecov", () => r.uuid(), (v) => `$ ./codecov -t ${v} -f coverage/lcov.info`],
    [
      "sonar-scanner",
      () => `sqp_${r.hex(40)}`,
      (v) =>
        `$ sonar-scanner -Dsonar.projectKey=acme_api -Dsonar.host.url=https://sonarcloud.io -Dsonar.token=${v}`,
    ],
    [
      "gh-auth-stdin",
      () => gh(r, "ghp_"),
      (v) =>
        `$ echo ${v} | gh auth login --with-token\n$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account octo-dev (keyring)`,
    ],
    ["glab", () => `glpat-${r.b64url(20)}`, (v) => `$ glab auth login --hostname gitlab.com --token ${v}`],
    [
      "doctl",
      () => `dop_v1_${r.hex(64)}`,
      (v) => `$ doctl auth init --access-token ${v}\nValidating token... ✔`,
    ],
    ["hcloud", () => r.alnum(64), (v) => `$ hcloud context create prod --token ${v}`],
    ["vercel", () => r.alnum(24), (v) => `$ vercel deploy --prod --token ${v}\nVercel CLI 39.1.1`],
    ["netlify", () => `nfp_${r.alnum(36)}`, (v) => `$ netlify deploy --prod --auth ${v} --dir dist`],
    ["fly", () => `FlyV1 fm2_${r.b64(200)}`, (v) => `$ FLY_API_TOKEN="${v}" flyctl deploy --remote-only`],
    [
      "heroku-git",
      () => `HRKU-AA${r.b64url(58)}`,
      (v) => `$ git remote add heroku https://heroku:${v}@git.heroku.com/acme-api.git`,
    ],
    [
      "git-clone-oauth2",
      () => `glpat-${r.b64url(20)}`,
      (v) => `$ git clone https://oauth2:${v}@gitlab.com/acme/platform/infra.git\nCloning into 'infra'...`,
    ],
    [
      "git-remote-v",
      () => gh(r, "ghp_"),
      (v) =>
        `$ git remote -v\norigin\thttps://x-access-token:${v}@github.com/acme/api.git (fetch)\norigin\thttps://x-access-token:${v}@github.com/acme/api.git (push)`,
    ],
    [
      "helm-registry",
      () => password(r, "safe"),
      (v) => `$ helm registry login registry.acme.io --username robot\\$ci --password ${v}\nLogin Succeeded`,
    ],
    [
      "stripe-cli",
      () => `sk_test_51${r.alnum(97)}`,
      (v) => `$ stripe listen --api-key ${v} --forward-to localhost:4242/webhook`,
    ],
    ["wrangler", () => r.b64url(40), (v) => `$ CLOUDFLARE_API_TOKEN=${v} npx wrangler deploy`],
    ["pulumi", () => `pul-${r.hex(40)}`, (v) => `$ pulumi login --cloud-url https://api.pulumi.com <<< ${v}`],
    [
      "vault-login",
      () => `hvs.${r.b64url(95)}`,
      (v) => `$ vault login ${v}\nSuccess! You are now authenticated.`,
    ],
    [
      "op-inject",
      () => password(r, "strong"),
      (v) => `$ op item create --category=login --title=grafana username=admin 'password=${v}'`,
    ],
    [
      "docker-stdin",
      () => gh(r, "ghp_"),
      (v) => `$ echo "${v}" | docker login ghcr.io -u octo-dev --password-stdin\nLogin Succeeded`,
    ],
    [
      "supabase",
      () => `sbp_${r.hex(40)}`,
      (v) => `$ supabase login --token ${v}\nYou are now logged in. Happy coding!`,
    ],
    ["linear-cli", () => `lin_api_${r.alnum(40)}`, (v) => `$ linear auth set ${v}`],
    ["railway", () => r.uuid(), (v) => `$ RAILWAY_TOKEN=${v} railway up --service api`],
    [
      "hf-cli",
      () => `hf_${r.str(ALNUM.slice(0, 52), 34)}`,
      (v) =>
        `$ huggingface-cli login --token ${v} --add-to-git-credential\nToken is valid (permission: write).`,
    ],
  ];
  return S.map(([kind, make, fn], i) => {
    const v = make();
    const text = fn(v);
    const wrap =
      i % 4 === 1
        ? bashToolUseLine(r, text.split("\n")[0].replace(/^\$ /, ""), "Authenticate the CLI")
        : i % 4 === 2
          ? toolResultLine(r, text)
          : text;
    const context =
      i % 4 === 1 ? "transcript-bash-command" : i % 4 === 2 ? "transcript-bash-output" : "cli-command";
    return {
      family: "cli-credential",
      kind,
      context,
      text: wrap,
      secret: v.startsWith("FlyV1 ") ? v.slice(6) : v,
    };
  });
}

function printed(r) {
  const P = [
    ["gh-auth-token", () => gh(r, "gho_"), (v) => `$ gh auth token\n${v}\n`],
    [
      "gh-auth-status",
      () => gh(r, "gho_"),
      (v) =>
        `$ gh auth status --show-token\ngithub.com\n  ✓ Logged in to github.com account octo-dev (/home/dev/.config/gh/hosts.yml)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: ${v}\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'\n`,
    ],
    [
      "heroku-auth-token",
      () => `HRKU-AA${r.b64url(58)}`,
      (v) => `$ heroku auth:token\n ›   Warning: token will expire 11/27/2027\n${v}\n`,
    ],
    [
      "gcloud-print-token",
      () => `ya29.a0${r.b64url(200)}`,
      (v) => `$ gcloud auth print-access-token\n${v}\n`,
    ],
    [
      "vault-token-create",
      () => `hvs.${r.b64url(92)}`,
      (v) =>
        `$ vault token create -policy=ci -ttl=24h\nKey                  Value\n---                  -----\ntoken                ${v}\ntoken_accessor       ${r.b64url(24)}\ntoken_duration       24h\ntoken_renewable      true\ntoken_policies       ["ci" "default"]\n`,
    ],
    [
      "npm-token-create",
      () => gh(r, "npm_"),
      (v) =>
        `$ npm token create --read-only\n┌────────────────┬──────────────────────────────────────────┐\n│ token          │ ${v} │\n├────────────────┼──────────────────────────────────────────┤\n│ readonly       │ true                                     │\n│ created        │ 2026-11-27T09:20:11.512Z                 │\n└────────────────┴──────────────────────────────────────────┘\n`,
    ],
    ["op-read", () => password(r, "strong"), (v) => `$ op read "op://Private/Prod DB/password"\n${v}\n`],
    [
      "terraform-output",
      () => password(r, "safe"),
      (v) => `$ terraform output -raw db_admin_password\n${v}%\n`,
    ],
    [
      "security-find",
      () => password(r, "human"),
      (v) => `$ security find-generic-password -s "acme-vpn" -w\n${v}\n`,
    ],
    [
      "pass-show",
      () => password(r, "strong"),
      (v) => `$ pass show work/jenkins\n${v}\nuser: admin\nurl: https://jenkins.acme.io\n`,
    ],
    [
      "kubectl-jsonpath",
      () => password(r, "safe"),
      (v) => `$ kubectl get secret grafana -o jsonpath='{.data.admin-password}' | base64 -d\n${v}`,
    ],
    [
      "aws-configure-get",
      () => r.str(`${ALNUM}/+`, 40),
      (v) => `$ aws configure get aws_secret_access_key --profile prod\n${v}\n`,
    ],
    [
      "doppler-secrets",
      () => password(r, "safe"),
      (v) =>
        `$ doppler secrets --only-names=false\n┌──────────────────┬──────────────────────────────┐\n│ NAME             │ VALUE                        │\n├──────────────────┼──────────────────────────────┤\n│ DB_PASSWORD      │ ${v.padEnd(28)} │\n│ DOPPLER_CONFIG   │ prd                          │\n└──────────────────┴──────────────────────────────┘\n`,
    ],
    [
      "railway-variables",
      () => r.str(LOWER + DIGITS, 32),
      (v) => `$ railway variables --kv\nPORT=8080\nSESSION_SECRET=${v}\nRAILWAY_ENVIRONMENT=production\n`,
    ],
    [
      "cloudflared-token",
      () => `eyJhIjoi${r.b64(180)}`,
      (v) => `$ cloudflared tunnel token acme-tunnel\n${v}\n`,
    ],
    [
      "stripe-login",
      () => `sk_test_51${r.alnum(97)}`,
      (v) =>
        `$ stripe config --list\n[default]\n  device_name = 'devbox'\n  test_mode_api_key = '${v}'\n  test_mode_key_expires_at = '2027-02-25'\n`,
    ],
  ];
  return P.map(([kind, make, fn], i) => {
    const v = make();
    const text = fn(v);
    const context = i % 3 === 0 ? "transcript-bash-output" : "cli-output";
    return {
      family: "cli-printed",
      kind,
      context,
      text: context === "cli-output" ? text : toolResultLine(r, text),
      secret: v,
    };
  });
}

/** CLI subcommand/argument credentials and tokens CLIs print. */
export function cliCases(r) {
  return [...subcommands(r), ...printed(r)];
}
