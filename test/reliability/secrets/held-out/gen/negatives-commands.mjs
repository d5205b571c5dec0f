// Negative cases, part 3: ordinary shell commands of a coding session (many near credentials: auth
// subcommands, variables named after tokens, digests and hashes as arguments), and hook payloads that
// carry no secret.

export function commandNegatives({ neg, h, r, out }) {
  const sha = () => r.hex(40);
  neg("command", "shell", `git push --force-with-lease origin feat/token-refresh`);
  neg("command", "shell", `git commit -m "Rotate token handling: refresh 60 s before expiry"`);
  neg("command", "shell", `grep -rn "API_KEY\\|SECRET" src/ --include=*.ts | grep -v test`);
  neg("command", "shell", `env | grep -c TOKEN`);
  neg("command", "shell", `export AWS_PROFILE=prod AWS_REGION=${h.region()} NODE_ENV=production`);
  neg(
    "command",
    "shell",
    `docker build -t ghcr.io/${h.org()}/${h.repo()}:sha-${r.hex(7)} --build-arg NODE_VERSION=20.13.1 .`,
  );
  neg(
    "command",
    "shell",
    `kubectl rollout restart deployment/${h.repo()} -n prod && kubectl rollout status deployment/${h.repo()} -n prod`,
  );
  neg(
    "command",
    "shell",
    `aws s3 cp s3://${h.org()}-artifacts/releases/${h.repo()}-1.3.0.tgz . --profile readonly`,
  );
  neg(
    "command",
    "shell",
    `cosign verify --key cosign.pub ghcr.io/${h.org()}/${h.repo()}@sha256:${r.hex(64)}`,
  );
  neg("command", "shell", `git checkout ${sha()} -- src/auth/token-store.ts`);
  neg("command", "shell", `gh auth status && gh auth setup-git`);
  neg("command", "shell", `vault kv get -field=username secret/${h.repo()}/db`);
  neg(
    "command",
    "shell",
    `psql -h localhost -U app -d ${h.db()}_dev -c 'SELECT count(*) FROM api_tokens WHERE revoked_at IS NULL;'`,
  );
  neg("command", "shell", `openssl x509 -in certs/server.crt -noout -subject -issuer -dates`);
  neg("command", "shell", `sed -i 's/token_ttl: 3600/token_ttl: 7200/' config/auth.yml`);
  neg(
    "command",
    "shell",
    `curl -s https://api.github.com/repos/${h.org()}/${h.repo()}/releases/latest | jq -r .tag_name`,
  );
  neg("command", "shell", `npx vitest run test/auth/password-policy.test.ts -t "rejects password123"`);
  neg("command", "shell", `ssh-add ~/.ssh/id_ed25519 && ssh -T git@github.com`);
  neg(
    "command",
    "shell",
    `docker run --rm -e NODE_ENV=production -e LOG_LEVEL=info -p 3000:3000 ${h.repo()}:latest`,
  );
  neg(
    "command",
    "shell",
    `terraform apply -var="instance_type=t3.medium" -var="key_name=deployer-key" -auto-approve`,
  );
  // Hook payloads without a secret
  const session = () => ({
    session_id: r.uuid(),
    transcript_path: `/home/${h.user()}/.claude/projects/-home-dev-${h.repo()}/${r.uuid()}.jsonl`,
    cwd: `/home/dev/${h.repo()}`,
    permission_mode: "default",
  });
  const toolUse = () => `toolu_01${r.alnum(22)}`;
  const hookNeg = (kind, context, payload) => {
    neg(kind, context, JSON.stringify(payload));
    out.at(-1).form = "hook-json";
  };
  hookNeg("command", "shell", {
    ...session(),
    hook_event_name: "PreToolUse",
    tool_name: "Bash",
    tool_input: {
      command: "git log --oneline -5 && git status --short",
      description: "Show recent commits and status",
    },
    tool_use_id: toolUse(),
  });
  hookNeg("lockfile-integrity", "output", {
    ...session(),
    hook_event_name: "PostToolUse",
    tool_name: "Bash",
    tool_input: {
      command: "grep -A3 '\"node_modules/zod\"' package-lock.json",
      description: "Find zod in lockfile",
    },
    tool_response: {
      stdout: `    "node_modules/zod": {\n      "version": "3.23.8",\n      "resolved": "https://registry.npmjs.org/zod/-/zod-3.23.8.tgz",\n      "integrity": "sha512-${r.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", 86)}=="`,
      stderr: "",
      interrupted: false,
      isImage: false,
    },
    tool_use_id: toolUse(),
  });
  hookNeg("env-reference", "code", {
    ...session(),
    hook_event_name: "PreToolUse",
    tool_name: "Edit",
    tool_input: {
      file_path: `/home/dev/${h.repo()}/src/config.ts`,
      old_string: `apiKey: "",`,
      new_string: `apiKey: process.env.ANTHROPIC_API_KEY ?? "",`,
      replace_all: false,
    },
    tool_use_id: toolUse(),
  });
  hookNeg("prose", "prose", {
    ...session(),
    hook_event_name: "UserPromptSubmit",
    prompt_id: r.uuid(),
    prompt: "the token refresh test is flaky on CI — it uses a fake clock, so why would the expiry race?",
  });
  hookNeg("uuid", "output", {
    ...session(),
    hook_event_name: "Stop",
    stop_hook_active: false,
    last_assistant_message: `Done. The migration ${r.uuid()} ran and commit ${r.hex(7)} records it.`,
    background_tasks: [],
    session_crons: [],
  });
}
