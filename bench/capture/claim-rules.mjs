// The checks of the claim checker (bench/capture/claim-check.mjs): the claims of a home (its memories and
// pack) and the later events of its sessions (bench/capture/claim-events.mjs) in, suspects out. Pure.
const STOP = new Set(
  "the and for with that this from into then than when what which was were are has have had not but all any its it's you your our can will would should could also just only now one two via after before need needs more most some such each".split(
    " ",
  ),
);
/** Content words (letters/digits, ≥ 3 characters, any script) of a text, lower-cased. */
export function words(text) {
  return new Set(
    (text.toLowerCase().match(/[\p{L}\p{N}_./-]{3,}/gu) ?? [])
      .map((w) => w.replace(/^[./-]+|[./-]+$/g, ""))
      .filter((w) => w.length >= 3 && !STOP.has(w)),
  );
}
/** |A ∩ B| / min(|A|, |B|), 0 when the smaller set has < 3 words. */
export function overlap(a, b) {
  const n = Math.min(a.size, b.size);
  if (n < 3) return 0;
  let k = 0;
  for (const w of a) if (b.has(w)) k++;
  return k / n;
}
const norm = (c) => c.replace(/\s+/g, " ").trim();
/** A command without its trailing redirections (`2>&1`, `2>/dev/null`, `| tail -5`) and leading `cd X &&`. */
export const bare = (c) =>
  norm(c)
    .replace(/^cd \S+ && /, "")
    .replace(/(\s+(\d?>&?\d|\d?>\s*\/dev\/null)|\s*\|\s*(head|tail)\b[^|]*)+$/, "")
    .trim();
/** A check's key: its program and first non-flag word (`pnpm test`, `mix compile`, `npx vitest`). */
const keyOf = (c) =>
  bare(c)
    .split(" ")
    .filter((w) => !w.startsWith("-"))
    .slice(0, 2)
    .join(" ");
const LOOKING =
  /^(ls|cat|head|tail|grep|rg|find|echo|pwd|which|where|type|git (log|status|diff|show|branch|remote)|wc|stat|test|dir|Get-\w+)\b/;
const tail = (p) => p.replace(/\\/g, "/").split("/").slice(-2).join("/");

/** The events' position where `key` first appears in any text (0 when nowhere). */
function originOf(events, key) {
  const k = norm(key).slice(0, 40).toLowerCase();
  if (k.length < 8) return 0;
  for (const e of events) {
    const text =
      e.text ??
      e.command ??
      (e.items ? e.items.map((x) => x.content).join("\n") : (e.new ?? e.content ?? ""));
    if (norm(text).toLowerCase().includes(k)) return e.i;
  }
  return 0;
}

/** Claims of one home: [{kind, text, from}] out of memories and the pack. */
function claimsOf(memories, pack) {
  const claims = [];
  const add = (kind, text, from) => text && claims.push({ kind, text: text.trim(), from });
  for (const m of memories) {
    const from = `${m.type} ${m.id}`;
    if (m.type === "verified_command") add("command", m.title.replace(/^`|`$/g, ""), from);
    if (m.type === "failed_attempt") {
      const ok = /`([^`]+)` worked instead/.exec(m.title);
      if (ok) add("command", ok[1], from);
    }
    if (m.type === "todo") add("next", m.title, from);
    if (m.type === "bug_note" || m.type === "failed_attempt") add("fix", `${m.title}\n${m.body}`, from);
    if (m.type === "preference" || m.type === "constraint" || m.type === "decision")
      add("pref", m.title, from);
    if (m.type === "task_summary") {
      for (const line of m.body.split("\n")) {
        if (line.startsWith("Commands: "))
          for (const c of line.slice(10).split(/; (?=[✓✗])/)) {
            const cmd = c.replace(/^[✓✗] /, "").replace(/ \([^)]*\)$/, "");
            add(c.startsWith("✗") ? "error" : "command", cmd, `${from} Commands`);
          }
        if (line.startsWith("Next: "))
          for (const n of line.slice(6).split("; ")) add("next", item(n), `${from} Next`);
        if (/^Earlier errors|^Errors?\b/.test(line))
          add("error", line.replace(/^[^:]+: /, ""), `${from} errors`);
        if (/^Committed: .* — not pushed/.test(line)) add("unpushed", line, `${from} Committed`);
        if (line.startsWith("Uncommitted at the end: "))
          add("uncommitted", line.slice(24), `${from} Uncommitted`);
        if (line.startsWith("Changed: "))
          for (const f of changedFiles(line.slice(9))) add("file", f, `${from} Changed`);
      }
      for (const f of m.files ?? []) add("file", f, `${from} files`);
    }
  }
  for (const line of pack.split("\n")) {
    const next = /^- (?:Next|Remaining|Todo|Open)[^:]*: (.*)/.exec(line);
    if (next) add("next", item(next[1].replace(/ \((last session|m_\w+)[^)]*\)$/, "")), "pack");
  }
  return claims;
}

/**
 * A next step's own words: without the framing a summary gives an unconfirmed request ("Not confirmed
 * finished: <request> (its last call, `…`, …)"), whose quoted call is evidence, not the task.
 */
const item = (n) => n.replace(/^Not confirmed finished: /, "").replace(/ \(its last call[\s\S]*$/, "");

/** Files of a "Changed:" line: `a, dir/ (b, c), d (+N more)` → a, dir/b, dir/c, d. */
function changedFiles(line) {
  const out = [];
  for (const m of line.replace(/ \(\+\d+ more\)$/, "").matchAll(/([^,(]+?)\/ \(([^)]*)\)|([^,]+)/g)) {
    if (m[1]) for (const f of m[2].split(", ")) out.push(`${m[1].trim()}/${f.trim()}`);
    else if (m[3]?.trim()) out.push(m[3].trim());
  }
  return out;
}

/** The suspects of one home: each claim with the later event that contradicts it. */
export function check(events, memories, pack) {
  const suspects = [];
  const flag = (claim, why, event) =>
    suspects.push({
      kind: claim.kind,
      from: claim.from,
      claim: claim.text.slice(0, 160),
      why,
      at: event?.t ?? null,
    });
  const bash = events.filter((e) => e.kind === "bash" && e.ok !== null);
  const lastStart = events.findLast((e) => e.first)?.i ?? 0;
  const runsOf = (cmd) => bash.filter((e) => bare(e.command) === bare(cmd));
  for (const c of claimsOf(memories, pack)) {
    if (c.kind === "command") {
      const runs = runsOf(c.text);
      const last = runs.at(-1);
      if (last && last.ok === false)
        flag(c, `last run failed: ${last.output.split("\n").slice(0, 2).join(" | ").slice(0, 160)}`, last);
      // A script the command runs that is deleted after its last run (and not written again).
      const scripts = (c.text.match(/[\w./\\-]+\.(mjs|cjs|js|ts|py|sh|rb|pl|ps1|exs?)\b/g) ?? []).map(tail);
      for (const f of scripts) {
        const after = events.filter((e) => ["write", "delete"].includes(e.kind) && tail(e.path).endsWith(f));
        if (after.at(-1)?.kind === "delete") {
          flag(c, `its script ${f} was deleted later`, after.at(-1));
          break;
        }
      }
    } else if ((c.kind === "unpushed" || c.kind === "uncommitted") && lastStart === 0) {
      // The git state a summary gives at the end (one session only: a history's summaries are per session),
      // against a passing push / commit after the last `git status` read.
      const read = bash.findLast((e) => /\bgit status\b/.test(e.command))?.i ?? 0;
      const re = c.kind === "unpushed" ? /\bgit push\b/ : /\bgit commit\b/;
      const last = bash.findLast((e) => re.test(e.command));
      if (last?.ok && last.i > read)
        flag(
          c,
          `a later \`${c.kind === "unpushed" ? "git push" : "git commit"}\` passed: ${norm(last.command).slice(0, 100)}`,
          last,
        );
    } else if (c.kind === "error") {
      const cmd = c.text.replace(/^[✗ ]+/, "").split(" — ")[0];
      const last = runsOf(cmd).at(-1);
      if (last && last.ok === true)
        flag(c, `the same command passed later: ${norm(last.command).slice(0, 100)}`, last);
    } else if (c.kind === "file") {
      const t = tail(c.text);
      const under = (d) => {
        const dir = d
          .replace(/\/?["']?\*?["']?$/, "")
          .split("/")
          .pop();
        return dir.length >= 4 && !dir.includes(".") && c.text.replace(/\\/g, "/").includes(`${dir}/`);
      };
      const touching = events.filter(
        (e) =>
          ["write", "edit", "delete"].includes(e.kind) &&
          (tail(e.path).endsWith(t) || (e.kind === "delete" && under(e.path))),
      );
      const last = touching.at(-1);
      if (last?.kind === "delete") flag(c, `deleted later (${norm(last.by.command).slice(0, 100)})`, last);
    } else if (c.kind === "next") {
      const from = originOf(events, c.text);
      const w = words(c.text);
      const named = [...c.text.matchAll(/[\w.-]+\.[a-z]{1,5}\b/g)]
        .map((m) => m[0])
        .filter((f) => !/^\d/.test(f));
      for (const e of events) {
        if (e.i <= from) continue;
        if (
          (e.kind === "edit" || e.kind === "write") &&
          named.some((f) => e.path.endsWith(`/${f}`) || e.path === f)
        ) {
          flag(c, `a later ${e.kind} of ${tail(e.path)} (named by the item)`, e);
          break;
        }
        if (e.kind === "commit" && overlap(w, words(e.message)) >= 0.6) {
          flag(c, `later commit: ${e.message.slice(0, 120)}`, e);
          break;
        }
        // The item itself, when the task list holds it; else one that says the same (overlap ≥ 0.8).
        const same = e.kind === "todos" && e.items.find((x) => norm(x.content) === norm(c.text));
        const done =
          e.kind === "todos" &&
          (same
            ? same.status === "completed" && same
            : e.items.find((x) => x.status === "completed" && overlap(w, words(x.content)) >= 0.8));
        if (done) {
          flag(c, `later completed task: ${done.content.slice(0, 120)}`, e);
          break;
        }
      }
    } else if (c.kind === "fix") {
      const fix = /\bFix(?:ed)?\b:?([\s\S]*)/.exec(c.text)?.[1] ?? "";
      const spans = [...fix.matchAll(/`([^`\n]{6,})`/g)]
        .map((m) => m[1])
        .filter((s) => !/^[\w./-]+\.\w+$/.test(s));
      const from = Math.max(...spans.map((s) => originOf(events, s)), 0);
      for (const s of spans) {
        const e = events.find(
          (x) => x.kind === "edit" && x.i > from && x.old.includes(s) && !x.new.includes(s),
        );
        if (e) {
          flag(c, `a later edit of ${tail(e.path)} removed \`${s.slice(0, 60)}\``, e);
          break;
        }
      }
    } else if (c.kind === "pref") {
      const said = c.text.split(" → ").at(-1);
      const from = originOf(events, said);
      const w = words(said);
      const e = events.find(
        (x) =>
          x.kind === "user" &&
          x.i > from &&
          overlap(w, words(x.text)) >= 0.5 &&
          /\b(no|not|don't|instead|actually|rather|stop)\b|不|别|不要/i.test(x.text),
      );
      if (e) flag(c, `a later prompt: ${norm(e.text).slice(0, 140)}`, e);
    }
  }
  suspects.push(
    ...finalChecks(
      bash.filter((e) => e.i >= lastStart),
      memories,
      pack,
    ),
    ...selfCaused(events, memories),
  );
  return suspects;
}

/**
 * state: a check (a command that is not just looking) whose LAST run in the session failed, while the pack
 * or a memory tells it passed or tells success in Claude's closing words and never names the failure.
 */
function finalChecks(bash, memories, pack) {
  const out = [];
  const last = new Map();
  for (const e of bash) {
    // A passing chain passed every part; a failing one is charged to its last part.
    const parts = e.command
      .split(/\s*&&\s*/)
      .map(bare)
      .filter((p) => p && !LOOKING.test(p));
    for (const p of e.ok ? parts : parts.slice(-1)) last.set(keyOf(p), { ...e, command: p });
  }
  const told = `${pack}\n${memories.map((m) => `${m.title}\n${m.body}`).join("\n")}`;
  const ending = /Claude said at the end: ([^\n]*)/.exec(pack)?.[1] ?? "";
  for (const [key, e] of last) {
    if (e.ok !== false || !/^[\w./@:-]+ [\w./@:-]+$/.test(key)) continue;
    const said = e.output.split("\n").find((l) => l.trim() && !/^Exit code/.test(l)) ?? "";
    const named =
      told.includes(bare(e.command)) ||
      told.includes(`✗ ${key}`) ||
      (said.length > 20 && told.includes(said.trim().slice(0, 30)));
    const claimed =
      /\b(pass(es|ed|ing)|works|working|ready|fixed|succeeded|completed|all done|clean)\b/i.test(ending);
    if (!named && claimed)
      out.push({
        kind: "state",
        from: "pack ending",
        claim: ending.slice(0, 160),
        why: `the last run of \`${key}\` failed: ${norm(e.command).slice(0, 80)} → ${e.output.split("\n")[0].slice(0, 100)}`,
        at: e.t,
      });
  }
  return out;
}

/**
 * self: a bug note whose error first shows in a result right after Claude's own edit or write of a file the
 * error names, and whose command passed later in the session (an error the session made and fixed).
 */
function selfCaused(events, memories) {
  const out = [];
  for (const m of memories.filter((x) => x.type === "bug_note")) {
    const err = /failure fixed: (.{20,60})/.exec(m.title)?.[1];
    if (!err) continue;
    const at = events.find(
      (e) => e.kind === "bash" && e.ok === false && norm(e.output).includes(norm(err).slice(0, 40)),
    );
    if (!at) continue;
    const edited = events.filter((e) => (e.kind === "edit" || e.kind === "write") && e.i < at.i);
    const base = edited
      .map((e) => e.path.split("/").pop())
      .find((b) => b.length > 3 && at.output.includes(b));
    const passed = events.find(
      (e) => e.kind === "bash" && e.i > at.i && e.ok && keyOf(e.command) === keyOf(at.command),
    );
    if (base && passed)
      out.push({
        kind: "self",
        from: `bug_note ${m.id}`,
        claim: m.title.slice(0, 160),
        why: `the error names ${base}, which Claude had written before; \`${keyOf(at.command)}\` passed later`,
        at: at.t,
      });
  }
  return out;
}
