// Credentials as positional arguments, subcommand values and CLI output: `tool secret set …`,
// `tool config set …`, `tool login <token>`, bootstrap commands that print a secret, and
// credentials in URL paths (Telegram Bot API, IFTTT, Zapier) — formats from each tool's docs.
import { A, checksummed } from "./rand.mjs";

const S = (family, kind, n, make) => ({ family, kind, n, make });

export const CLI_CASES = [
  S("cli-secret-set", "gh-secret-set", 1, (R) => {
    const p = checksummed(R, "npm_");
    return {
      context: "cli-command",
      secret: p,
      text: `$ gh secret set NPM_TOKEN --repo acme/web --body "${p}"\n✓ Set Actions secret NPM_TOKEN for acme/web`,
    };
  }),
  S("cli-secret-set", "flyctl-secrets", 1, (R) => {
    const p = `sk_live_51${R.b62(97)}`;
    return {
      context: "cli-command",
      secret: p,
      text: `$ fly secrets set STRIPE_KEY=${p} -a acme-api\nUpdating existing machines in 'acme-api' with rolling strategy`,
    };
  }),
  S("cli-secret-set", "heroku-config-set", 1, (R) => {
    const p = R.password();
    return {
      context: "cli-command",
      secret: p,
      text: `$ heroku config:set SMTP_PASSWORD='${p}' -a acme-web\nSetting SMTP_PASSWORD and restarting ⬢ acme-web... done, v184`,
    };
  }),
  S("cli-secret-set", "railway-variables", 1, (R) => {
    const p = `re_${R.b62(8)}_${R.b62(24)}`;
    return {
      context: "cli-command",
      secret: p,
      text: `railway variables --set "RESEND_API_KEY=${p}" --service api`,
    };
  }),
  S("cli-secret-set", "doppler-set", 1, (R) => {
    const p = R.b64u(40);
    return {
      context: "cli-command",
      secret: p,
      text: `$ doppler secrets set JWT_SIGNING_SECRET="${p}" --project api --config prd`,
    };
  }),
  S("cli-secret-set", "wrangler-secret-put", 1, (R) => {
    const p = `sk-ant-api03-${R.b64u(93)}AA`;
    return {
      context: "cli-command",
      secret: p,
      text: `$ echo "${p}" | npx wrangler secret put ANTHROPIC_API_KEY\n✨ Success! Uploaded secret ANTHROPIC_API_KEY`,
    };
  }),
  S("cli-secret-set", "eas-secret-create", 1, (R) => {
    const p = `phx_${R.b62(47)}`;
    return {
      context: "cli-command",
      secret: p,
      text: `$ eas secret:create --scope project --name POSTHOG_KEY --value ${p} --type string`,
    };
  }),
  S("cli-config-set", "npm-config-set", 1, (R) => {
    const p = checksummed(R, "npm_");
    return {
      context: "cli-command",
      secret: p,
      text: `$ npm config set //registry.npmjs.org/:_authToken ${p}`,
    };
  }),
  S("cli-config-set", "yarn-config-set", 1, (R) => {
    const p = R.b62(40);
    return { context: "cli-command", secret: p, text: `$ yarn config set npmAuthToken ${p} -H` };
  }),
  S("cli-config-set", "poetry-config", 1, (R) => {
    const p = `pypi-AgEIcHlwaS5vcmcCJD${R.b64u(110)}`;
    return {
      context: "cli-command",
      secret: p,
      text: `$ poetry config pypi-token.pypi ${p}\n$ poetry publish --build`,
    };
  }),
  S("cli-config-set", "twine-upload", 1, (R) => {
    const p = `pypi-AgEIcHlwaS5vcmcCJD${R.b64u(100)}`;
    return { context: "cli-command", secret: p, text: `twine upload -u __token__ -p ${p} dist/*` };
  }),
  S("cli-config-set", "cargo-login", 1, (R) => {
    const p = `cio${R.b62(32)}`;
    return {
      context: "cli-command",
      secret: p,
      text: `$ cargo login ${p}\n       Login token for \`crates-io\` saved`,
    };
  }),
  S("cli-config-set", "dotnet-nuget-source", 1, (R) => {
    const p = R.str("abcdefghijklmnopqrstuvwxyz234567", 52);
    return {
      context: "cli-command",
      secret: p,
      text: `dotnet nuget add source https://pkgs.dev.azure.com/acme/_packaging/feed/nuget/v3/index.json -n acme -u build -p ${p} --store-password-in-clear-text`,
    };
  }),
  S("cli-config-set", "helm-repo-add", 1, (R) => {
    const p = R.password();
    return {
      context: "cli-command",
      secret: p,
      text: `helm repo add acme https://charts.acme.io --username ci --password '${p}'`,
    };
  }),
  S("cli-config-set", "git-insteadof", 1, (R) => {
    const p = checksummed(R, "ghp_");
    return {
      context: "cli-command",
      secret: p,
      text: `RUN git config --global url."https://${p}@github.com/".insteadOf "https://github.com/"`,
    };
  }),
  S("cli-config-set", "mc-alias-set", 2, (R) => {
    const p = R.b62(40);
    return {
      context: "cli-command",
      secret: p,
      text: `$ mc alias set myminio http://minio.acme.lan:9000 ${R.str(A.upperNum, 20)} ${p}\nAdded \`myminio\` successfully.`,
    };
  }),
  S("cli-config-set", "az-login-sp", 1, (R) => {
    const p = `${R.b62(3)}8Q~${R.str(`${A.b62}_~.-`, 34)}`;
    return {
      context: "cli-command",
      secret: p,
      text: `az login --service-principal -u ${R.uuid()} -p ${p} --tenant ${R.uuid()}`,
    };
  }),
  S("cli-config-set", "influx-config-create", 1, (R) => {
    const p = `${R.b64bytes(64).replace(/=+$/, "")}==`;
    return {
      context: "cli-command",
      secret: p,
      text: `influx config create --config-name prod --host-url https://eu-central-1-1.aws.cloud2.influxdata.com --org acme --token ${p} --active`,
    };
  }),
  S("cli-config-set", "sentry-cli", 1, (R) => {
    const p = `sntryu_${R.hex(64)}`;
    return {
      context: "cli-command",
      secret: p,
      text: `sentry-cli --auth-token ${p} releases new -p web 1.8.0`,
    };
  }),
  S("cli-config-set", "vault-write-userpass", 1, (R) => {
    const p = R.password();
    return {
      context: "cli-command",
      secret: p,
      text: `$ vault write auth/userpass/users/dev password='${p}' policies=dev`,
    };
  }),
  S("cli-printed", "consul-acl-bootstrap", 1, (R) => {
    const p = R.uuid();
    return {
      context: "cli-output",
      secret: p,
      text: `$ consul acl bootstrap\nAccessorID:       ${R.uuid()}\nSecretID:         ${p}\nDescription:      Bootstrap Token (Global Management)\nLocal:            false`,
    };
  }),
  S("cli-printed", "nomad-acl-bootstrap", 1, (R) => {
    const p = R.uuid();
    return {
      context: "cli-output",
      secret: p,
      text: `$ nomad acl bootstrap\nAccessor ID  = ${R.uuid()}\nSecret ID    = ${p}\nName         = Bootstrap Token\nType         = management`,
    };
  }),
  S("cli-printed", "firebase-login-ci", 1, (R) => {
    const p = `1//0${R.b64u(100)}`;
    return {
      context: "cli-output",
      secret: p,
      text: `✔  Success! Use this token to login on a CI server:\n\n${p}\n\nExample: firebase deploy --token "$FIREBASE_TOKEN"`,
    };
  }),
  S("cli-printed", "heroku-authorizations", 1, (R) => {
    const p = `HRKU-AA${R.b64u(58)}`;
    return {
      context: "cli-output",
      secret: p,
      text: `$ heroku authorizations:create -d "CI"\nCreating OAuth Authorization... done\nClient:      <none>\nID:          ${R.uuid()}\nDescription: CI\nScope:       global\nToken:       ${p}`,
    };
  }),
  S("cli-printed", "k3s-node-token", 1, (R) => {
    const p = `K10${R.hex(64)}::server:${R.hex(32)}`;
    return {
      context: "cli-output",
      secret: p,
      text: `$ sudo cat /var/lib/rancher/k3s/server/node-token\n${p}`,
    };
  }),
  S("cli-printed", "kubeadm-token", 1, (R) => {
    const p = `${R.str("abcdefghijklmnopqrstuvwxyz0123456789", 6)}.${R.str("abcdefghijklmnopqrstuvwxyz0123456789", 16)}`;
    return {
      context: "cli-output",
      secret: p,
      text: `kubeadm join 10.0.0.10:6443 --token ${p} \\\n\t--discovery-token-ca-cert-hash sha256:${R.hex(64)}`,
    };
  }),
  S("cli-printed", "docker-swarm-join", 1, (R) => {
    const p = `SWMTKN-1-${R.str("abcdefghijklmnopqrstuvwxyz0123456789", 50)}-${R.str("abcdefghijklmnopqrstuvwxyz0123456789", 25)}`;
    return {
      context: "cli-output",
      secret: p,
      text: `To add a worker to this swarm, run the following command:\n\n    docker swarm join --token ${p} 192.168.65.3:2377`,
    };
  }),
  S("cli-printed", "gitlab-runner-register", 1, (R) => {
    const p = `glrt-${R.b64u(20)}`;
    return {
      context: "cli-command",
      secret: p,
      text: `sudo gitlab-runner register --non-interactive --url https://gitlab.com --token ${p} --executor docker --docker-image alpine:3.20`,
    };
  }),
  S("url-path", "telegram-bot-api", 2, (R) => {
    const p = `${R.digits(10)}:AA${R.b64u(33)}`;
    return {
      context: "log-line",
      secret: p,
      text: `${R.pick(["ERROR", "WARN"])} POST https://api.telegram.org/bot${p}/sendMessage failed: 429 Too Many Requests`,
    };
  }),
  S("url-path", "ifttt-webhook", 1, (R) => {
    const p = R.b64u(22);
    return {
      context: "arduino-code",
      secret: p,
      text: `http.begin("https://maker.ifttt.com/trigger/door_open/with/key/${p}");`,
    };
  }),
  S("url-path", "zapier-catch-hook", 1, (R) => {
    const p = R.str(A.lowerNum, 7);
    return {
      context: "json-config",
      secret: p,
      text: JSON.stringify(
        { notify: { url: `https://hooks.zapier.com/hooks/catch/${R.digits(8)}/${p}/` } },
        null,
        2,
      ),
    };
  }),
];
