/**
 * Where Claude Code keeps a project's auto memory (docs/agents/claude-code-auto-memory.md, "Auto memory", verified end
 * to end on 2.1.197 and 2.1.330): `<claude config dir>/projects/<sanitised path>/memory/`. Sanitising: every
 * character outside `[A-Za-z0-9]` becomes `-`; a result longer than 200 characters is cut to 200 and
 * `-<base36 of |h|>` appended, `h` the 32-bit Java string hash of the path (`h = 31*h + charCode | 0`).
 * Pure.
 */

function javaHash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  return h;
}

/** The folder name the client gives `path` under `projects/`. */
export function sanitisedProjectName(path: string): string {
  const name = path.replace(/[^A-Za-z0-9]/g, "-");
  if (name.length <= 200) return name;
  return `${name.slice(0, 200)}-${Math.abs(javaHash(path)).toString(36)}`;
}

/**
 * Whether auto memory is off for a run: `CLAUDE_CODE_DISABLE_AUTO_MEMORY` truthy turns it off and a falsy
 * value (`0`, `false`) forces it on over the settings; `CLAUDE_CODE_SIMPLE` turns it off; otherwise the
 * `autoMemoryEnabled` setting (default true) decides.
 */
export function autoMemoryDisabled(
  env: Readonly<Record<string, string | undefined>>,
  autoMemoryEnabled: unknown,
): boolean {
  const flag = env.CLAUDE_CODE_DISABLE_AUTO_MEMORY?.trim().toLowerCase();
  if (flag !== undefined && flag !== "") return !["0", "false", "no", "off"].includes(flag);
  if (truthy(env.CLAUDE_CODE_SIMPLE)) return true;
  return autoMemoryEnabled === false;
}

function truthy(v: string | undefined): boolean {
  const s = v?.trim().toLowerCase();
  return s !== undefined && s !== "" && !["0", "false", "no", "off"].includes(s);
}
