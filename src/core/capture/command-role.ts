/**
 * What a shell command is for, from its structure rather than a list of one stack's tools:
 * - `check`: a test, build, lint, typecheck or format run (core/capture/command-kind) or a syntax or
 *   config check (`python -m py_compile`, `bash -n`, `node --check`, `nginx -t`, `terraform validate`);
 * - `install`: a package manager changing what is installed (`npm i`, `pip install`, `uv sync`,
 *   `cargo add`, `apt install`, `opkg remove`, `winget install`, `Install-Module`);
 * - `script`: a project script or task (`python scripts/x.py`, `./deploy.sh`, `npm run seed`,
 *   `make docs`, `mix ecto.migrate`, `cargo run`, `python -m app`);
 * - `remote`: a command run on another machine (`ssh host …`, `scp`, `rsync host:…`);
 * - `deploy`: shipping or publishing (core/capture/command-shape `isDeployCommand`, not `git push`);
 * - `vcs`: version control and tracker writes (`git commit`, `git push`, `gh pr create`);
 * - `look`: reading or probing without changing anything (`ls`, `cat`, `grep`, `git status`,
 *   `Get-…` cmdlets, `systemctl status`, `--help`);
 * - `change`: everyday file and process operations (`mkdir`, `rm`, `mv`, `chmod`, `kill`, inline
 *   code `python -c …`, `Set-…`/`Remove-…` cmdlets);
 * - `tool`: any other program run with arguments (`ffmpeg -i a.mp3 …`, `gitleaks detect`, `adb push`).
 * A chain (`&&`, `||`, `;`) takes its strongest step; a pipe is judged by its first command; wrappers
 * (`powershell -Command "…"`, `cmd /c "…"`, `bash -c '…'`, `timeout 30 …`) by the command they run. Pure.
 */
import { memoized } from "../common/memo.js";
import { classifyCommand, stripStep, unquote } from "./command-kind.js";
import { displayCommand, isDeployCommand, programName } from "./command-shape.js";

export { programName };

export type CommandRole =
  | "check"
  | "deploy"
  | "install"
  | "script"
  | "remote"
  | "tool"
  | "vcs"
  | "change"
  | "look";

/** Stronger roles win in a chain (`cd x && npm test` is a check). */
export const ROLE_RANK: Record<CommandRole, number> = {
  check: 8,
  deploy: 7,
  install: 6,
  script: 5,
  remote: 4,
  tool: 3,
  vcs: 2,
  change: 1,
  look: 0,
};

/** `powershell -Command "…"`, `cmd /c "…"`, `bash -c '…'`: the quoted command they run. */
const WRAPPED =
  /^(?:(?:powershell|pwsh)(?:\.exe)?(?:\s+-(?!c(?:ommand)?\b)\w+(?:\s+(?!-)\S+)?)*\s+-c(?:ommand)?|cmd(?:\.exe)?\s+\/[ck]|(?:ba|z)?sh\s+-c)\s+(["'])([\s\S]*)\1\s*$/i;
/** `timeout 30 …`, `nohup …`, `xargs …`: run what follows. */
const RUNNER = /^(?:timeout\s+\d+[smh]?|nohup|xargs(?:\s+-\S+)*|watch(?:\s+-n\s*\d+)?)\s+/;

const LOOK =
  /^(?:ls|ll|dir|cat|type|head|tail|less|more|grep|egrep|fgrep|rg|ag|ack|find|fd|findstr|locate|pwd|echo|printf|which|where|whereis|command -v|wc|tree|stat|file|du|df|free|ps|top|htop|pgrep|env|printenv|whoami|id|groups|hostname|uname|date|uptime|test|\[|true|false|sleep|wait|history|man|help|sort|uniq|cut|awk|diff|cmp|md5sum|sha1sum|sha256sum|shasum|ping|nslookup|dig|host|traceroute|tracert|netstat|ss|lsof|ifconfig|ipconfig|iwconfig|lsblk|lscpu|lsusb|lspci|dmesg|journalctl|last|w|who|jq|yq|xxd|hexdump|od|strings|readlink|realpath|basename|dirname|tasklist|systeminfo|getmac|arp|route print|reg query|sc query|mountvol|vol|ver|bd (?:show|list|ready|stats|search)|gh (?:pr|issue|run|repo|release) (?:view|list|status|checks|diff)|gh api|gh auth status|(?:systemctl|service) (?:status|is-active|is-enabled|list-units|show)|docker (?:ps|images|logs|inspect|info|version|stats)|kubectl (?:get|describe|logs|top|version)|ip (?:a|addr|address|r|route|link|neigh)(?: show)?|sed -n|git (?:status|log|diff|show|branch|remote|ls-files|ls-tree|blame|grep|rev-parse|describe|reflog|shortlog|config --get|cat-file|check-ignore|fetch|stash list|tag -l|worktree list)|(?:npm|pnpm|yarn) (?:ls|list|view|info|outdated|why|config get|-v|--version)|pip3? (?:list|show|freeze|check)|cargo (?:tree|metadata)|go (?:list|env|version)|(?:get|test|select|measure|format|where|find|resolve|join|split|compare|out)-\w+|write-(?:output|host)|curl(?!.*\s(?:-X\s*(?:POST|PUT|PATCH|DELETE)|-d|--data\S*|-F|--form|-T|--upload-file|-o\s+(?!\/dev\/null)\S))|wget --spider|http(?:ie)?|net (?:user|localgroup|accounts|share|use|view|config|statistics)(?!.*\/(?:add|delete|active))|auditpol \/get|bcdedit \/enum|certutil(?! -(?:add|del|import|repair))|docker context ls|(?:opkg|apk|apt|apt-cache|dpkg|rpm|brew|pip3?|gem|conda|snap|flatpak|winget|choco|scoop) (?:list\S*|info|show|search|status|query|policy|-l|-q\w*|outdated|--list)|uci (?:show|get|export)|-\S+)\b/;
const CHANGE =
  /^(?:cd|mkdir|md|rm|rmdir|rd|del|erase|mv|move|cp|copy|xcopy|robocopy|touch|chmod|chown|chgrp|ln|mklink|kill|pkill|killall|taskkill|export|set|setx|unset|source|\.|alias|tar|zip|unzip|7z|gzip|gunzip|tee|truncate|sed -i|perl -pi|attrib|icacls|takeown|ren|rename|open|start|explorer|code|clear|cls|exit|(?:set|new|remove|stop|start|restart|copy|move|rename|clear|add|enable|disable|register|unregister|update|import|export|invoke|wait|push|pop)-\w+)\b/;
/** PowerShell verbs that change state (`Set-ItemProperty`, `Remove-Item`, `Stop-Process`, …), anywhere in an expression. */
const CHANGING_VERB =
  /\b(?:set|new|remove|stop|start|restart|install|uninstall|enable|disable|add|register|unregister|invoke|rename|move|copy|clear|update|import)-[a-z]\w*/i;
const INSTALL =
  /^(?:(?:npm|pnpm|bun) (?:install|i|add|ci|remove|rm|uninstall|un|update|up|upgrade|link)\b|yarn(?: (?:install|add|remove|upgrade|up))?$|yarn (?:install|add|remove|upgrade|up)\b|(?:pip3?|python3? -m pip) (?:install|uninstall|download)\b|uv (?:sync|add|remove|lock|pip (?:install|uninstall|sync)|tool install|python install)\b|(?:poetry|pipenv|pdm) (?:install|add|remove|lock|update|sync)\b|(?:conda|mamba|micromamba) (?:install|create|remove|update)\b|cargo (?:add|install|remove|update|fetch)\b|go (?:get|install|mod (?:tidy|download|vendor))\b|gem (?:install|uninstall|update)\b|bundle(?: (?:install|update|add))?$|bundle (?:install|update|add)\b|composer (?:install|require|update|remove)\b|brew (?:install|uninstall|upgrade|reinstall|tap|update)\b|(?:apt|apt-get|aptitude|dnf|yum|zypper) (?:install|remove|purge|update|upgrade|dist-upgrade|autoremove)\b|pacman -S|(?:yay|paru) -S|apk (?:add|del|update|upgrade)\b|opkg (?:install|remove|update|upgrade)\b|pkg (?:install|delete|upgrade)\b|(?:winget|choco|scoop) (?:install|uninstall|upgrade|update)\b|(?:snap|flatpak) (?:install|remove|refresh|update)\b|mix (?:deps\.get|deps\.update|archive\.install)\b|rebar3 get-deps|dotnet (?:add|restore|tool install)\b|nuget (?:install|restore)\b|(?:install|uninstall|update)-(?:module|package|script)\b|npx playwright install\b|corepack (?:enable|prepare)\b|rustup (?:install|update|target add|component add|default)\b|nvm (?:install|use)\b)/;
const CHECK_EXTRA =
  /^(?:python3? -m (?:py_compile|compileall|json\.tool)\b|(?:ba|z|da)?sh -n\b|node (?:--check|-c)\b|php -l\b|ruby -c\b|perl -c\b|nginx -t\b|apachectl (?:-t|configtest)\b|terraform (?:validate|plan|fmt -check)\b|docker compose config\b|(?:yamllint|jsonlint|xmllint|actionlint|hadolint|markdownlint|codespell|gitleaks|trivy|semgrep|bandit|safety|npm audit|pnpm audit|yarn audit|pip-audit|cargo audit|mix audit|mix hex\.audit|mix sobelow)\b|visudo -c\b|sshd -t\b|promtool check\b|kubectl (?:apply|diff) .*--dry-run\b|helm (?:lint|template)\b)/;
const INTERPRETERS =
  /^(?:python[\d.]*|py|node|nodejs|deno|bun|tsx|ts-node|ruby|perl|php|bash|sh|zsh|dash|fish|pwsh|powershell|Rscript|julia|lua|elixir|escript|osascript|cscript|wscript)$/i;
const SCRIPT =
  /^(?:(?:npm|pnpm|yarn|bun) run\b|(?:pnpm|yarn|bun) (?!add|install|i|remove|rm|up|update|upgrade|exec|dlx|create|init|link|why|list|ls|info|view|config|outdated|audit|publish)[\w:.-]+(?:\s|$)|make\b|just\b|task\b|rake\b|mix (?!test|compile|format|credo|dialyzer|deps\.)[\w.]+|cargo run\b|go run\b|dotnet run\b|(?:uv|poetry|pipenv|pdm|hatch) run\b|bundle exec\b|python3? -m (?!pip|venv|pytest|unittest|py_compile|compileall|json\.tool|http\.server)[\w.]+|gradlew?\b|mvnw?\b|ant\b|sbt\b|lein\b|php artisan\b|(?:bin\/)?rails (?!s\b|server\b)\w|manage\.py\b|deno task\b|nx\b|turbo\b|lerna\b)/;
const REMOTE =
  /^(?:ssh|scp|sftp|mosh|rsync\b.*\S+:|kubectl (?:exec|cp|port-forward)|docker exec|adb shell)\b/;
const VCS = /^(?:git|gh|glab|hub|bd|jira|linear|svn|hg|jj)\b/;

/** A word naming a file to run: a path (`./x`, `a/b.py`, `C:\x\y.ps1`) or a name with a script extension. */
const SCRIPT_PATH =
  /[\\/]|\.(?:py|js|mjs|cjs|ts|mts|sh|bash|zsh|ps1|psm1|rb|pl|php|lua|r|jl|exs|bat|cmd|applescript|scpt)$/i;

/** From a heredoc marker (`<< 'EOF'`) to the end: the heredoc's body. */
const HEREDOC_BODY = /<<-?\s*(['"]?)\w+\1[\s\S]*$/;
/** An output redirect into a file (not `2>&1`, not `/dev/null`): the step writes. */
const WRITES = /(?:^|[^\d&<>])>>?\s*(?!&|\/dev\/null\b|\$null\b|nul\b)\S/i;

function stepRole(raw: string, depth: number): CommandRole {
  const step = raw.trim();
  if (step === "") return "look";
  const wrapped = depth < 2 ? WRAPPED.exec(step) : null;
  if (wrapped?.[2]) return roleOf(wrapped[2], depth + 1);
  const runner = RUNNER.exec(step);
  if (runner) return stepRole(step.slice(runner[0].length), depth);
  return ownRole(step);
}

/** The role of one step that wraps nothing. */
function ownRole(step: string): CommandRole {
  // a shell expression (assignment, block, loop, call operator): judged by the cmdlets and programs it names
  if (/^(?:`?\$|\(|&\s|\{|(?:if|try|foreach|for|while|do)\b)/i.test(step))
    return CHANGING_VERB.test(step) ? "change" : "look";
  const bare = unquote(step).split("|")[0] ?? "";
  if (classifyCommand(bare) !== null) return "check";
  const s = stripStep(bare);
  const words = s.split(/\s+/).filter(Boolean);
  const program = programName(words[0] ?? "").toLowerCase();
  const line = [program, ...words.slice(1)].join(" ");
  if (CHECK_EXTRA.test(line)) return "check";
  if (isDeployCommand(bare) && !/^git push\b/.test(line)) return "deploy";
  if (INSTALL.test(line)) return "install";
  if (REMOTE.test(line)) return "remote";
  if (words.length > 1 && words.slice(1).every((w) => /^(?:--?h(?:elp)?|--version|-v|-V|\/\?)$/.test(w)))
    return "look";
  if (LOOK.test(line)) return WRITES.test(unquote(step)) ? "change" : "look";
  if (VCS.test(line)) return "vcs";
  if (SCRIPT.test(line)) return "script";
  // an interpreter running a file, or a program run by its path (`./build.sh`, `bin/setup`)
  if (INTERPRETERS.test(program)) {
    // quoted paths count too (`python.exe 'Projects\\x.py'`); inline code (`-c "…"`) does not
    const args = step
      .split(/\s+/)
      .slice(1)
      .map((w) => w.replace(/^["']|["']$/g, ""));
    if (args.some((a) => /^-(?:c|e|command)$/i.test(a))) return "change";
    return args.some((a) => !a.startsWith("-") && SCRIPT_PATH.test(a)) ? "script" : "change";
  }
  if (/^\.{0,2}\/|^[\w.-]+\/[\w./-]+$/.test(words[0] ?? "") && !/^\//.test(words[0] ?? "")) return "script";
  if (CHANGE.test(line)) return "change";
  return words.length > 1 ? "tool" : "change";
}

function roleOf(command: string, depth: number): CommandRole {
  let best: CommandRole = "look";
  // a heredoc's body is data, not steps; quoted text stays whole while splitting
  const pieces = splitChain(command.replace(HEREDOC_BODY, ""));
  for (const piece of pieces) {
    const role = stepRole(piece, depth);
    if (ROLE_RANK[role] > ROLE_RANK[best]) best = role;
  }
  return best;
}

/** Splits a command on `&&`, `||`, `;` and newlines outside quotes (pipes stay: a pipe is one step). */
export function splitChain(command: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quote: string | null = null;
  for (let i = 0; i < command.length; i++) {
    const c = command[i] as string;
    if (quote) {
      cur += c;
      if (c === "\\" && quote === '"') cur += command[++i] ?? "";
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'") {
      quote = c;
      cur += c;
      continue;
    }
    const two = command.slice(i, i + 2);
    if (two === "&&" || two === "||") {
      out.push(cur);
      cur = "";
      i++;
      continue;
    }
    if (c === ";" || c === "\n") {
      out.push(cur);
      cur = "";
      continue;
    }
    cur += c;
  }
  out.push(cur);
  return out.map((s) => s.trim()).filter((s) => s !== "");
}

/** The role of a shell command (see the module comment). */
export function commandRole(command: string): CommandRole {
  return roleMemo(command);
}

/** One step with its role. */
export interface RoleStep {
  readonly step: string;
  readonly role: CommandRole;
}

// every derivation step asks for the role and steps of the same commands: each is read once
const roleMemo = memoized((command) => roleOf(displayCommand(command), 0));
const stepsMemo = memoized((command) => stepsOf(command, 0));

/**
 * The steps of a command with their roles, wrappers opened (`powershell -Command "a; b"` gives `a` and
 * `b`), runners dropped (`timeout 30 x` gives `x`), a heredoc's body and a trailing `&` job left out.
 */
export function roleSteps(command: string): readonly RoleStep[] {
  return stepsMemo(command);
}

function stepsOf(command: string, depth: number): RoleStep[] {
  const out: RoleStep[] = [];
  for (const piece of splitChain(displayCommand(command).replace(HEREDOC_BODY, ""))) {
    const wrapped = depth < 2 ? WRAPPED.exec(piece) : null;
    if (wrapped?.[2]) {
      out.push(...stepsOf(wrapped[2], depth + 1));
      continue;
    }
    let step = piece;
    for (let r = RUNNER.exec(step); r; r = RUNNER.exec(step)) step = step.slice(r[0].length);
    step = step.replace(/\s+&\s[\s\S]*$|\s+&$/, "").trim();
    if (step !== "") out.push({ step, role: ownRole(step) });
  }
  return out;
}

/** The step of the strongest role (the first of equals), or null when there is none. */
export function strongestStep<T extends { role: CommandRole }>(steps: readonly T[]): T | null {
  let best: T | null = null;
  for (const s of steps) if (best === null || ROLE_RANK[s.role] > ROLE_RANK[best.role]) best = s;
  return best;
}
