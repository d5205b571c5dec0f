// Two groups that cut across vendors: secrets pasted into a user's prompt, and secrets inside the JSON
// a Claude Code hook receives on stdin (PreToolUse/PostToolUse/UserPromptSubmit payloads, field names
// from the Claude Code hooks reference), where the value sits in a JSON string with escaped newlines
// and quotes. Hook cases carry `form: "hook-json"`.

export function promptCases({ add, h, t, r }) {
  add(
    "source-hosting",
    "github-pat",
    "prose",
    t.ghp,
    (s) =>
      `gh keeps saying "HTTP 401: Bad credentials". I generated ${s} an hour ago with repo scope — is it being shadowed by GH_TOKEN?`,
  );
  add(
    "package-registry",
    "npm-token",
    "prose",
    t.npm,
    (s) =>
      `npm publish fails with E403 in CI. The NPM_TOKEN secret is set to ${s}; is an automation token needed for 2FA accounts?`,
  );
  add(
    "cloud",
    "digitalocean-pat",
    "prose",
    t.doPat,
    (s) => `terraform plan can't list droplets. My token: ${s}`,
  );
  add(
    "payment",
    "stripe-secret-key",
    "prose",
    t.stripeLive,
    (s) =>
      `Refund order 48213 for the customer please, the live key is ${s} and the charge id is in the ticket`,
  );
  add(
    "messaging",
    "slack-bot-token",
    "prose",
    t.slackBot,
    (s) =>
      `the bot token ${s} works in Postman but chat.postMessage returns not_in_channel from the app, why?`,
  );
  add(
    "ai-provider",
    "openai-api-key",
    "prose",
    t.openaiProject,
    (s) => `switch the embeddings to OpenAI, key ${s}, model text-embedding-3-small`,
  );
  add(
    "ai-provider",
    "huggingface-token",
    "prose",
    t.hf,
    (s) => `downloading the gated model 401s. I'm logged in as ${h.user()} with ${s}`,
  );
  add(
    "observability",
    "datadog-api-key",
    "prose",
    t.ddApi,
    (s) =>
      `Datadog agent logs "API Key invalid, dropping transaction" — the key in datadog.yaml is ${s}. It's the one from Organization Settings → API Keys.`,
  );
  add(
    "ci-cd",
    "circleci-token",
    "prose",
    t.circlePat,
    (s) => `can you trigger a pipeline on the release branch via the API? personal token: ${s}`,
  );
  add(
    "database",
    "mongodb-url-password",
    "prose",
    () => r.password(),
    (s) =>
      `connect to the analytics cluster and count yesterday's events: mongodb+srv://analyst:${s}@cluster0.${r.lower(5)}.mongodb.net/events`,
  );
  add(
    "saas",
    "linear-api-key",
    "prose",
    t.linear,
    (s) => `create Linear issues for each TODO in src/, API key ${s}, team ENG`,
  );
  add(
    "generic-credential",
    "password-prose",
    "prose",
    () => r.password(),
    (s) => `ssh ${h.user()}@10.0.4.21 (password ${s}) and tail the nginx error log`,
  );
  add(
    "generic-credential",
    "password-prose",
    "prose",
    () => r.password(16),
    (s) =>
      `The Wi-Fi at the office changed, new password is "${s}" — update the provisioning script for the kiosks.`,
  );
  add(
    "cloud",
    "azure-storage-account-key",
    "prose",
    t.azureStorageKey,
    (s) => `upload the build to our storage account ${h.org()}builds, key ${s}`,
  );
  add(
    "generic-credential",
    "api-key-prose",
    "prose",
    () => r.alnum(32),
    (s) => `For the geocoding provider, my key is\n\n    ${s}\n\nrate limit is 10 req/s.`,
  );
}

export function hookPayloadCases({ add, h, t, r, k, out }) {
  const session = () => ({
    session_id: r.uuid(),
    transcript_path: `/home/${h.user()}/.claude/projects/-home-dev-${h.repo()}/${r.uuid()}.jsonl`,
    cwd: `/home/dev/${h.repo()}`,
    permission_mode: "default",
  });
  const toolUse = () => `toolu_01${r.alnum(22)}`;
  const hook = (family, kind, context, gen, payload) =>
    add(family, kind, context, gen, (s) => JSON.stringify(payload(s)));
  const tag = () => {
    const c = out.at(-1);
    c.form = "hook-json";
  };
  hook("cloud", "aws-secret-access-key", "shell", t.awsSecret, (s) => ({
    ...session(),
    hook_event_name: "PreToolUse",
    tool_name: "Bash",
    tool_input: {
      command: `AWS_ACCESS_KEY_ID=${t.awsKeyId()} AWS_SECRET_ACCESS_KEY=${s} aws s3 ls`,
      description: "List S3 buckets",
    },
    tool_use_id: toolUse(),
  }));
  tag();
  hook("source-hosting", "github-pat", "shell", t.ghp, (s) => ({
    ...session(),
    hook_event_name: "PreToolUse",
    tool_name: "Bash",
    tool_input: {
      command: `curl -sH "Authorization: token ${s}" https://api.github.com/repos/${h.org()}/${h.repo()}/actions/runs?per_page=5 | jq '.workflow_runs[].conclusion'`,
      description: "Check recent workflow runs",
    },
    tool_use_id: toolUse(),
  }));
  tag();
  hook("ai-provider", "anthropic-api-key", "output", t.anthropic, (s) => ({
    ...session(),
    hook_event_name: "PostToolUse",
    tool_name: "Bash",
    tool_input: { command: "cat .env", description: "Show environment file" },
    tool_response: {
      stdout: `PORT=8080\nANTHROPIC_API_KEY=${s}\nLOG_LEVEL=debug`,
      stderr: "",
      interrupted: false,
      isImage: false,
    },
    tool_use_id: toolUse(),
  }));
  tag();
  hook(
    "database",
    "postgres-url-password",
    "output",
    () => r.password(),
    (s) => ({
      ...session(),
      hook_event_name: "PostToolUse",
      tool_name: "Read",
      tool_input: { file_path: `/home/dev/${h.repo()}/config/database.yml` },
      tool_response: {
        type: "text",
        file: {
          filePath: `/home/dev/${h.repo()}/config/database.yml`,
          content: `production:\n  adapter: postgresql\n  url: "postgres://rails:${s}@${h.host()}:5432/${h.db()}"\n  pool: 10`,
          numLines: 4,
          startLine: 1,
          totalLines: 4,
        },
      },
      tool_use_id: toolUse(),
    }),
  );
  tag();
  {
    let body;
    hook(
      "private-key",
      "rsa-pkcs1-pem-escaped",
      "output",
      () => {
        const key = k.rsaPkcs1();
        body = key.text;
        return key.secret.replace(/\n/g, "\\n");
      },
      () => ({
        ...session(),
        hook_event_name: "PostToolUse",
        tool_name: "Bash",
        tool_input: { command: "cat certs/dev.key", description: "Show dev key" },
        tool_response: { stdout: body, stderr: "", interrupted: false, isImage: false },
        tool_use_id: toolUse(),
      }),
    );
    tag();
  }
  hook("payment", "stripe-secret-key", "code", t.stripeLive, (s) => ({
    ...session(),
    hook_event_name: "PreToolUse",
    tool_name: "Write",
    tool_input: {
      file_path: `/home/dev/${h.repo()}/src/billing.ts`,
      content: `import Stripe from "stripe";\n\nexport const stripe = new Stripe("${s}", { apiVersion: "2024-04-10" });\n`,
    },
    tool_use_id: toolUse(),
  }));
  tag();
  hook("messaging", "sendgrid-api-key", "code", t.sendgrid, (s) => ({
    ...session(),
    hook_event_name: "PostToolUse",
    tool_name: "Edit",
    tool_input: {
      file_path: `/home/dev/${h.repo()}/mailer.py`,
      old_string: `sg = SendGridAPIClient(os.environ["SENDGRID_API_KEY"])`,
      new_string: `sg = SendGridAPIClient("${s}")`,
      replace_all: false,
    },
    tool_response: { filePath: `/home/dev/${h.repo()}/mailer.py`, success: true },
    tool_use_id: toolUse(),
  }));
  tag();
  hook(
    "generic-credential",
    "password-prose",
    "prose",
    () => r.password(),
    (s) => ({
      ...session(),
      hook_event_name: "UserPromptSubmit",
      prompt_id: r.uuid(),
      prompt: `the sftp upload keeps failing. host sftp.${h.org()}.io, user "uploader", password "${s}" — can you script it with lftp?`,
    }),
  );
  tag();
  hook("package-registry", "npm-token", "output", t.npm, (s) => ({
    ...session(),
    hook_event_name: "PostToolUseFailure",
    tool_name: "Bash",
    tool_input: {
      command: `npm publish --//registry.npmjs.org/:_authToken=${s}`,
      description: "Publish package",
    },
    tool_use_id: toolUse(),
    error:
      "Exit code 1\nnpm ERR! code E403\nnpm ERR! 403 Forbidden - PUT https://registry.npmjs.org/@acme%2fsdk - You cannot publish over the previously published versions: 1.3.0.",
  }));
  tag();
  hook(
    "generic-credential",
    "bearer-token",
    "shell",
    () => r.b64url(43),
    (s) => ({
      ...session(),
      hook_event_name: "PermissionRequest",
      tool_name: "WebFetch",
      tool_input: {
        url: `https://api.${h.org()}.internal/v1/health?access_token=${s}`,
        prompt: "Is the service healthy?",
      },
    }),
  );
  tag();
}
