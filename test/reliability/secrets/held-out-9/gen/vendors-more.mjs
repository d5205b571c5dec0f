// More vendor token formats (same sources and rules as vendors.mjs), chosen for the CLI forms a session
// shows: positional arguments and subcommands (`wandb login <key>`, `ngrok config add-authtoken <token>`,
// `tailscale up --authkey=<key>`, `dotnet nuget push --api-key <key>`).

import { B62, DIGITS, HEX, LOWER, UPPER } from "./prng.mjs";

/** @type {Array<{family: string, kind: string, weak?: boolean, env: string[], cli: string[], make: (r: any) => string}>} */
export const MORE_VENDORS = [
  {
    family: "wandb",
    kind: "api-key",
    weak: true,
    env: ["WANDB_API_KEY"],
    cli: ["wandb login {T}", "wandb login --relogin {T}"],
    make: (r) => r.hex(40),
  },
  {
    family: "ngrok",
    kind: "authtoken",
    env: ["NGROK_AUTHTOKEN"],
    cli: ["ngrok config add-authtoken {T}", "ngrok authtoken {T}"],
    make: (r) => `2${r.b62(26)}_${r.b62(21)}`,
  },
  {
    family: "langsmith",
    kind: "api-key",
    env: ["LANGSMITH_API_KEY", "LANGCHAIN_API_KEY"],
    cli: ["langsmith config set api_key {T}"],
    make: (r) => `lsv2_${r.pick(["pt", "sk"])}_${r.hex(32)}_${r.hex(10)}`,
  },
  {
    family: "openrouter",
    kind: "api-key",
    env: ["OPENROUTER_API_KEY"],
    cli: ["aider --api-key openrouter={T}"],
    make: (r) => `sk-or-v1-${r.hex(64)}`,
  },
  {
    family: "tailscale",
    kind: "auth-key",
    env: ["TS_AUTHKEY", "TAILSCALE_AUTHKEY"],
    cli: ["sudo tailscale up --authkey={T} --hostname ci-runner", "tailscale up --auth-key {T}"],
    make: (r) => `tskey-${r.pick(["auth", "api", "client"])}-k${r.b62(10)}CNTRL-${r.b62(33)}`,
  },
  {
    family: "buildkite",
    kind: "api-token",
    env: ["BUILDKITE_API_TOKEN"],
    cli: ["bk configure --org acme --token {T}"],
    make: (r) => `bkua_${r.hex(40)}`,
  },
  {
    family: "rubygems",
    kind: "api-key",
    env: ["GEM_HOST_API_KEY"],
    cli: ["GEM_HOST_API_KEY={T} gem push pkg/acme-client-1.4.0.gem"],
    make: (r) => `rubygems_${r.hex(48)}`,
  },
  {
    family: "nuget",
    kind: "api-key",
    env: ["NUGET_API_KEY"],
    cli: [
      "dotnet nuget push bin/Release/Acme.Client.1.4.0.nupkg --api-key {T} --source https://api.nuget.org/v3/index.json",
    ],
    make: (r) => `oy2${r.str(LOWER + DIGITS, 43)}`,
  },
  {
    family: "bitbucket",
    kind: "app-password",
    env: ["BITBUCKET_APP_PASSWORD", "BITBUCKET_TOKEN"],
    cli: ["git clone https://jdoe:{T}@bitbucket.org/acme/web.git"],
    make: (r) => `ATBB${r.b62(32)}${r.str(HEX.toUpperCase(), 8)}`,
  },
  {
    family: "dynatrace",
    kind: "api-token",
    env: ["DT_API_TOKEN", "DYNATRACE_API_TOKEN"],
    cli: ["dtctl --token {T} config get"],
    make: (r) => `dt0c01.${r.str(UPPER + DIGITS, 24)}.${r.str(UPPER + DIGITS, 64)}`,
  },
  {
    family: "brevo",
    kind: "api-key",
    env: ["BREVO_API_KEY", "SENDINBLUE_API_KEY"],
    cli: ["curl -H 'api-key: {T}' https://api.brevo.com/v3/account"],
    make: (r) => `xkeysib-${r.hex(64)}-${r.b62(16)}`,
  },
  {
    family: "resend",
    kind: "api-key",
    env: ["RESEND_API_KEY"],
    cli: ["resend emails send --api-key {T} --to ops@acme.dev"],
    make: (r) => `re_${r.b62(8)}_${r.b62(24)}`,
  },
];

/** Secret-setting subcommands of deploy and platform CLIs: the value is what they store. */
export function cliSecretCases(r, token) {
  const pw = () => `${r.b62(10)}${r.pick(["-", "_", "."])}${r.b62(10)}`;
  const rows = [
    [
      "kubectl",
      () => {
        const p = pw();
        return [
          `kubectl create secret generic db-creds --from-literal=username=app --from-literal=password=${p} -n prod`,
          p,
        ];
      },
    ],
    [
      "heroku",
      () => {
        const t = token("stripe", "secret-key");
        return [`heroku config:set STRIPE_SECRET_KEY=${t} -a acme-api`, t];
      },
    ],
    [
      "fly",
      () => {
        const p = pw();
        return [`fly secrets set DATABASE_URL=postgres://app:${p}@acme-db.flycast:5432/app`, p];
      },
    ],
    [
      "gh-secret",
      () => {
        const t = token("npm", "access-token");
        return [`gh secret set NPM_TOKEN --body "${t}" --repo acme/web`, t];
      },
    ],
    [
      "dotnet-user-secrets",
      () => {
        const p = pw();
        return [`dotnet user-secrets set "Smtp:Password" "${p}" --project src/Api`, p];
      },
    ],
    [
      "firebase",
      () => {
        const t = token("stripe", "secret-key");
        return [`firebase functions:config:set stripe.secret="${t}"`, t];
      },
    ],
    [
      "aws-ssm",
      () => {
        const t = token("openai", "api-key");
        return [
          `aws ssm put-parameter --name /prod/api/openai --type SecureString --value ${t} --overwrite`,
          t,
        ];
      },
    ],
    [
      "composer",
      () => {
        const t = token("github", "classic-pat");
        return [`composer config --global github-oauth.github.com ${t}`, t];
      },
    ],
    [
      "bundle",
      () => {
        const t = token("github", "classic-pat");
        return [`bundle config set --global rubygems.pkg.github.com jdoe:${t}`, t];
      },
    ],
    [
      "cargo",
      () => {
        const t = `cio${r.b62(32)}`;
        return [`$ cargo login ${t}\n       Login token for \`crates-io\` saved`, t];
      },
    ],
    [
      "poetry",
      () => {
        const p = pw();
        return [`poetry config http-basic.private ci-bot ${p}`, p];
      },
    ],
    [
      "git-insteadof",
      () => {
        const t = token("github", "fine-grained-pat");
        return [`git config --global url."https://${t}@github.com/".insteadOf "https://github.com/"`, t];
      },
    ],
    [
      "yarn",
      () => {
        const t = token("npm", "access-token");
        return [`yarn config set npmAuthToken ${t}`, t];
      },
    ],
    [
      "vault-kv",
      () => {
        const p = pw();
        return [`vault kv put secret/prod/db username=app password=${p}`, p];
      },
    ],
    [
      "az-keyvault",
      () => {
        const t = token("sendgrid", "api-key");
        return [`az keyvault secret set --vault-name kv-prod --name SendGridKey --value ${t}`, t];
      },
    ],
    [
      "gcloud-secrets",
      () => {
        const t = token("anthropic", "api-key");
        return [`printf '%s' '${t}' | gcloud secrets versions add anthropic-key --data-file=-`, t];
      },
    ],
    [
      "supabase",
      () => {
        const t = `re_${r.b62(8)}_${r.b62(24)}`;
        return [`supabase secrets set RESEND_API_KEY=${t}`, t];
      },
    ],
    [
      "netlify",
      () => {
        const t = token("stripe", "secret-key");
        return [`netlify env:set STRIPE_KEY ${t} --context production`, t];
      },
    ],
  ];
  return rows.map(([kind, make]) => {
    const [text, secret] = make();
    return { family: "cli-secret", kind, context: "cli-command", text, secret };
  });
}

export { B62 };
