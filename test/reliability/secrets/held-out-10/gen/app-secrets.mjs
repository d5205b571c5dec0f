// Framework signing keys, cluster join tokens, secrets set through a platform CLI, and credentials
// inside agent transcripts (tool calls and results, JSON escaped two levels deep). Formats: Laravel
// APP_KEY ("base64:" + 32 bytes), Rails master.key (32 hex), kubeadm bootstrap tokens ([a-z0-9]{6}.[a-z0-9]{16}),
// Docker swarm SWMTKN-1, Tailscale tskey-auth-, ngrok authtokens, otpauth:// TOTP seeds (RFC 4226/6238 base32).

import { ALNUM, B32, LOWNUM } from "./rand.mjs";
import { password } from "./shapes.mjs";

/** @returns {{family:string, kind:string, context:string, text:string, secret:string, also?:string[]}[]} */
export function appSecretCases(r, vendorsByKind) {
  const out = [];
  const add = (family, kind, context, text, secret) => out.push({ family, kind, context, text, secret });
  const tok = (kind) => vendorsByKind[kind].make(r);
  let s = r.b64bytes(32);
  add(
    "app-secret",
    "laravel-app-key",
    "cat-dotenv",
    `APP_NAME=Portal\nAPP_ENV=production\nAPP_KEY=base64:${s}\nAPP_DEBUG=false`,
    s,
  );
  s = password(r, 50, "!@#%^&*(-_=+)");
  add(
    "app-secret",
    "django-secret-key",
    "python-code",
    `# settings/production.py\nSECRET_KEY = "${s}"\nDEBUG = False`,
    s,
  );
  s = r.hex(32);
  add("app-secret", "rails-master-key", "cli-output", `$ cat config/master.key\n${s}`, s);
  s = r.hex(128);
  add("app-secret", "rails-secret-key-base", "yaml-config", `production:\n  secret_key_base: ${s}`, s);
  s = r.b64bytes(32);
  add(
    "app-secret",
    "nextauth-secret",
    "diff-added",
    `@@ -4,3 +4,4 @@\n NEXTAUTH_URL=https://app.acme.dev\n+NEXTAUTH_SECRET=${s}\n GITHUB_ID=Iv23li8xk2`,
    s,
  );
  s = password(r, 40, "");
  add(
    "app-secret",
    "jwt-secret",
    "js-code",
    `app.use(session({ secret: "${s}", resave: false, saveUninitialized: false }));`,
    s,
  );
  s = r.hex(64);
  add(
    "app-secret",
    "encryption-key",
    "k8s-stringdata",
    `stringData:\n  ENCRYPTION_KEY: "${s}"\n  LOG_LEVEL: info`,
    s,
  );
  s = r.str(B32, 32);
  add(
    "app-secret",
    "totp-seed",
    "prompt-en",
    `can you generate the 2FA code in the script? the otpauth url is otpauth://totp/ACME:dana%40acme.dev?secret=${s}&issuer=ACME`,
    s,
  );
  s = `${r.str(LOWNUM, 6)}.${r.str(LOWNUM, 16)}`;
  add(
    "infra-token",
    "kubeadm-bootstrap",
    "cli-output",
    `Then you can join any number of worker nodes by running the following on each as root:\n\nkubeadm join 10.0.0.10:6443 --token ${s} \\\n\t--discovery-token-ca-cert-hash sha256:${r.hex(64)}`,
    s,
  );
  s = `SWMTKN-1-${r.str(LOWNUM, 50)}-${r.str(LOWNUM, 25)}`;
  add(
    "infra-token",
    "docker-swarm-join",
    "cli-output",
    `$ docker swarm join-token worker\nTo add a worker to this swarm, run the following command:\n\n    docker swarm join --token ${s} 192.168.65.3:2377`,
    s,
  );
  s = `K10${r.hex(64)}::server:${r.hex(32)}`;
  add("infra-token", "k3s-token", "cli-output", `$ sudo cat /var/lib/rancher/k3s/server/node-token\n${s}`, s);
  s = `tskey-auth-${r.mixed(ALNUM, 12)}CNTRL-${r.mixed(ALNUM, 33)}`;
  add(
    "infra-token",
    "tailscale-auth-key",
    "dockerfile-env",
    `RUN tailscale up --authkey=${s} --hostname=ci-runner`,
    s,
  );
  s = `2${r.mixed(ALNUM, 26)}_${r.mixed(ALNUM, 21)}`;
  add(
    "infra-token",
    "ngrok-authtoken",
    "cli-subcommand",
    `$ ngrok config add-authtoken ${s}\nAuthtoken saved to configuration file: /home/dev/.config/ngrok/ngrok.yml`,
    s,
  );
  s = Buffer.from(JSON.stringify({ a: r.hex(32), t: r.uuid(), s: r.b64bytes(32) })).toString("base64");
  add(
    "infra-token",
    "cloudflared-tunnel",
    "compose-environment",
    `  tunnel:\n    image: cloudflare/cloudflared\n    command: tunnel run --token ${s}`,
    s,
  );
  s = r.uuid();
  add(
    "infra-token",
    "consul-acl",
    "export",
    `export CONSUL_HTTP_ADDR=https://consul.internal:8501\nexport CONSUL_HTTP_TOKEN=${s}`,
    s,
  );
  // secrets set through a platform CLI
  let t = tok("npm-automation");
  add(
    "cli-set-secret",
    "gh-secret-set",
    "cli-subcommand",
    `gh secret set NPM_TOKEN --repo acme/ui --body "${t}"`,
    t,
  );
  t = tok("stripe-secret");
  add(
    "cli-set-secret",
    "fly-secrets-set",
    "cli-subcommand",
    `fly secrets set STRIPE_SECRET_KEY=${t} -a acme-billing`,
    t,
  );
  t = tok("sendgrid");
  add(
    "cli-set-secret",
    "heroku-config-set",
    "cli-subcommand",
    `heroku config:set SENDGRID_API_KEY=${t} --app acme-mailer\nSetting SENDGRID_API_KEY and restarting ⬢ acme-mailer... done, v42`,
    t,
  );
  let p = password(r, 24, "");
  add(
    "cli-set-secret",
    "kubectl-from-literal",
    "cli-subcommand",
    `kubectl create secret generic db-creds --from-literal=username=app --from-literal=password=${p} -n prod`,
    p,
  );
  t = tok("anthropic");
  add(
    "cli-set-secret",
    "supabase-secrets-set",
    "cli-subcommand",
    `supabase secrets set ANTHROPIC_API_KEY=${t} --project-ref ${r.str(LOWNUM, 20)}`,
    t,
  );
  t = tok("openai-project");
  add(
    "cli-set-secret",
    "vercel-env-pipe",
    "cli-subcommand",
    `echo -n "${t}" | vercel env add OPENAI_API_KEY production`,
    t,
  );
  // agent transcripts: tool calls and results, JSON escaped two levels deep
  t = tok("github-classic-pat");
  add(
    "transcript",
    "bash-tool-input",
    "tool-call-json",
    JSON.stringify({
      type: "tool_use",
      id: `toolu_01${r.mixed(ALNUM, 22)}`,
      name: "Bash",
      input: {
        command: `curl -s -H 'Authorization: token ${t}' https://api.github.com/user`,
        description: "Check token scopes",
      },
    }),
    t,
  );
  t = tok("groq");
  add(
    "transcript",
    "tool-result-env",
    "tool-result-json",
    JSON.stringify({
      type: "user",
      message: {
        role: "user",
        content: [
          {
            type: "tool_result",
            tool_use_id: `toolu_01${r.mixed(ALNUM, 22)}`,
            content: `NODE_ENV=development\nGROQ_API_KEY=${t}\nPORT=3000\n`,
          },
        ],
      },
    }),
    t,
  );
  t = tok("slack-bot");
  add(
    "transcript",
    "double-escaped",
    "json-in-json-in-json",
    JSON.stringify({
      event: "log",
      payload: JSON.stringify({ line: JSON.stringify({ slack: { botToken: t } }) }),
    }),
    t,
  );
  t = tok("telegram-bot");
  add(
    "transcript",
    "url-path-token",
    "log-line",
    `2026-11-26 10:14:02,118 DEBUG urllib3.connectionpool https://api.telegram.org:443 "POST /bot${t}/sendMessage HTTP/1.1" 200 312`,
    t,
  );
  t = tok("openai-legacy");
  add(
    "transcript",
    "python-debug-http",
    "log-line",
    `send: b'POST /v1/chat/completions HTTP/1.1\\r\\nHost: api.openai.com\\r\\nAuthorization: Bearer ${t}\\r\\nContent-Type: application/json\\r\\n\\r\\n'`,
    t,
  );
  t = tok("mailgun");
  add(
    "transcript",
    "notebook-output",
    "notebook-output",
    JSON.stringify({
      output_type: "stream",
      name: "stdout",
      text: ["Loaded config:\n", `  mailgun_api_key = ${t}\n`, "  domain = mg.acme.io\n"],
    }),
    t,
  );
  p = password(r, 20, "");
  add(
    "transcript",
    "git-diff-cached",
    "diff-added",
    `$ git diff --cached config/database.yml\n@@ -8,4 +8,4 @@ production:\n   username: shop\n-  password: <%= ENV["DB_PASSWORD"] %>\n+  password: ${p}\n   host: db.internal`,
    p,
  );
  return out;
}
