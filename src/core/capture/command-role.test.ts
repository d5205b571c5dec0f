// Command roles over real commands of many stacks and shells: what a command is for decides whether its
// pass is worth remembering and whether its failure is the session's error.
import { describe, expect, it } from "vitest";
import { type CommandRole, commandRole, programName, splitChain } from "./command-role.js";

const TABLE: readonly [string, CommandRole][] = [
  // checks of any ecosystem, and syntax or config checks
  ["cd web && pnpm test", "check"],
  ["python -m py_compile scripts/sync.py", "check"],
  ["bash -n scripts/install.sh", "check"],
  ["node --check dist/index.js", "check"],
  ["nginx -t", "check"],
  ["gitleaks detect --source . -v", "check"],
  // package managers of languages and systems
  ["npm install -g ccusage", "install"],
  ["uv sync --all-extras", "install"],
  ["pip install -r requirements-dev.txt", "install"],
  ["cargo add serde --features derive", "install"],
  ["opkg remove luci-app-cloudflared", "install"],
  ["winget install --id Git.Git", "install"],
  ["sudo apt-get install -y pipewire-audio", "install"],
  // project scripts and tasks
  ["python scripts/sync_raw_logs.py", "script"],
  ["/c/Python314/python scripts/convert_to_markdown.py --all", "script"],
  ["C:\\Python314\\python.exe 'Projects\\Scripts\\sync_raw_logs.py'", "script"],
  ["./scripts/deploy.sh staging", "script"],
  ["pnpm seed", "script"],
  ["npm run db:migrate", "script"],
  ["mix ecto.migrate", "script"],
  ["cargo run --release -- --port 8080", "script"],
  ["python -m app.cli export", "script"],
  ["make docs", "check"],
  // remote machines
  ['ssh -o ConnectTimeout=10 root@192.0.2.1 "opkg list-installed"', "remote"],
  ["scp root@192.0.2.1:/etc/config/network ./network.bak", "remote"],
  // wrappers run what they quote
  ['powershell.exe -Command "Get-MpComputerStatus | Select-Object AntivirusEnabled"', "look"],
  ['powershell.exe -NoProfile -Command "Install-Module PSWindowsUpdate -Force"', "install"],
  ['cmd.exe /c "whoami /priv"', "look"],
  ["bash -c 'npm test'", "check"],
  ["timeout 30 git commit -m x", "vcs"],
  // looking and probing
  ["ls -la ~/.ssh", "look"],
  ['find /e/ -type f -name "*.pem" 2>/dev/null', "look"],
  ["git status --short | head -10", "look"],
  ["systemctl status pipewire", "look"],
  ["gh pr view 12", "look"],
  ["ccusage --help", "look"],
  ["cat ~/.config/app.toml", "look"],
  // everyday changes and version control
  ["mkdir -p tests", "change"],
  ["rm -f tmpclaude-*", "change"],
  ['python3 -c "import platform; print(platform.system())"', "change"],
  ["cat > notes.txt << 'EOF'\nhello; world\nEOF", "change"],
  ["git add -A && git commit -m 'x'", "vcs"],
  ["git push -u origin main", "vcs"],
  // other programs run with arguments
  ['ffmpeg -i "Black Sun.mp3" -c:a aac -b:a 64k "Black Sun.m4b"', "tool"],
  ["adb push build.apk /sdcard/", "tool"],
  ["vercel deploy --prod", "deploy"],
];

describe("commandRole", () => {
  it.each(TABLE)("%s → %s", (command, role) => {
    expect(commandRole(command)).toBe(role);
  });
});

describe("helpers", () => {
  it("names a program without its directory or Windows extension", () => {
    expect(programName("/c/Python314/python.exe")).toBe("python");
    expect(programName("C:\\tools\\gitleaks.exe")).toBe("gitleaks");
    expect(programName("npx")).toBe("npx");
  });

  it("splits chains outside quotes only", () => {
    expect(splitChain(`cd a && git commit -m "x; y && z" ; ls`)).toEqual([
      "cd a",
      'git commit -m "x; y && z"',
      "ls",
    ]);
  });
});
