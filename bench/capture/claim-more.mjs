// More checks of the claim checker (bench/capture/claim-check.mjs), for failure classes the first set
// (claim-rules.mjs) does not read: the claims of a home (memories, pack) and the events of its sessions
// (claim-events.mjs) in, suspects `{kind, from, claim, why, at}` out. Pure. Suspects are to be read, not
// verdicts. Checks:
//   incidental  an error shown as the session's (summary "Errors:", pack "Earlier errors", a bug note)
//               whose failing command only looked (ls, cat, find, …) while work went on after it (class 7)
//   claimed     Claude's words shown with a success word and naming a check whose last run failed (class 2)
//   two-states  one task shown both as open ("Next", "Open", a todo) and as done (pack "Committed:"/"Done")
//   reverted    a file listed as changed whose changes a later `git checkout --`/`git restore`/`git stash` undid
//               (class 6; a deletion is claim-rules' `file` check)
//   chain       a verified command that ran only inside chains (`a && b`, `a; b`, `a | b`) that failed
//   remote      a file listed as changed that no local write or edit touched, only a command run over ssh
//   rewritten   a memory naming a file that a later session wrote whole (Write) after the memory's origin
//   symptom-fix a bug note whose fix (its "Fix:" / "Fixed by" text) reads as a symptom: an error word and
//               no change said made (class 3)
//   reported    a memory or pack line first said by Claude in a turn whose next user prompt pasted failing
//               output (three or more lines, an error word below the first, not a list of steps): the user
//               reported the opposite
import { bare, overlap, words } from "./claim-rules.mjs";

const LOOK =
  /^(ls|dir|cat|type|head|tail|less|more|grep|rg|find|fd|which|where|whereis|command -v|stat|file|test|\[|pwd|echo|wc|tree|du|df|Get-ChildItem|Get-Content|Test-Path|Get-Item|git (log|status|diff|show|branch|remote|ls-files))\b/;
const norm = (c) => c.replace(/\s+/g, " ").trim();
const tail = (p) => p.replace(/\\/g, "/").split("/").slice(-2).join("/");
const parts = (c) =>
  c
    .split("\n")[0]
    .split(/\s*(?:&&|\|\||;)\s*/)
    .map((p) => bare(p.split(/\s\|\s/)[0]))
    .filter(Boolean);
const isLook = (c) => parts(c).every((p) => LOOK.test(p.replace(/^(sudo|cd \S+)\s+/, "")));
const SUCCESS =
  /\b(pass(es|ed|ing)?|green|works|working|ready|fixed|succeed(s|ed)?|all good|production[- ]ready)\b/i;

/** Error claims of the pack and memories: [{text, from}]. */
function errorClaims(memories, pack) {
  const out = [];
  for (const line of pack.split("\n")) {
    const m = /^-? ?(?:Earlier errors[^:]*|Errors?|Blockers?): (.*)/.exec(line.trim());
    if (m) for (const e of m[1].split(/; (?=\S)/)) out.push({ text: e, from: "pack errors" });
  }
  for (const m of memories) {
    if (m.type === "task_summary")
      for (const line of m.body.split("\n")) {
        const e = /^(?:Errors?|Earlier errors[^:]*): (.*)/.exec(line);
        if (e)
          for (const x of e[1].split(/; (?=\S)/)) out.push({ text: x, from: `task_summary ${m.id} Errors` });
      }
    if (m.type === "bug_note" && !/fixed|Fix:|Resolved/.test(`${m.title} ${m.body}`))
      out.push({ text: m.title, from: `bug_note ${m.id}` });
  }
  return out;
}

/** The failing bash event an error text came from: its command quoted in the text, or its output's words. */
function failureOf(bash, text) {
  const t = norm(text.replace(/`/g, ""));
  return bash.find((e) => {
    if (e.ok !== false) return false;
    const cmd = norm(e.command);
    if (cmd.length >= 6 && t.includes(cmd.slice(0, 60))) return true;
    const first = norm(e.output.replace(/^Exit code \d+\s*/, "")).slice(0, 40);
    return first.length >= 15 && t.includes(first);
  });
}

function incidental(events, bash, memories, pack, flag) {
  for (const c of errorClaims(memories, pack)) {
    const e = failureOf(bash, c.text);
    if (!e || !isLook(e.command)) continue;
    const after = events.filter(
      (x) =>
        x.i > e.i &&
        ((x.kind === "bash" && x.ok && !isLook(x.command)) || x.kind === "edit" || x.kind === "write"),
    );
    if (after.length >= 2)
      flag(
        c,
        "incidental",
        `the failure was a look (\`${norm(e.command).slice(0, 80)}\`); ${after.length} changing steps followed`,
        e,
      );
  }
}

function claimed(bash, memories, pack, flag) {
  const last = new Map();
  for (const e of bash)
    for (const p of parts(e.command)) if (!LOOK.test(p)) last.set(p.split(" ").slice(0, 2).join(" "), e);
  const failing = [...last].filter(([, e]) => e.ok === false);
  if (failing.length === 0) return;
  const lines = [
    ...pack
      .split("\n")
      .filter((l) => /Claude (said|says|wrote|reported)|said at the end/i.test(l))
      .map((l) => ({ text: l, from: "pack" })),
    ...memories
      .filter(
        (m) =>
          /^Found by Claude|Claude said/.test(m.body) &&
          m.type !== "task_summary" &&
          !/^Resolved in the session \(/.test(m.title),
      )
      .map((m) => ({ text: m.title, from: `${m.type} ${m.id}` })),
  ];
  for (const c of lines) {
    if (!SUCCESS.test(c.text)) continue;
    for (const [key, e] of failing) {
      const verb = key.split(" ").at(-1).replace(/s$/, "");
      if (
        verb.length < 3 ||
        !new RegExp(`\\b${verb.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i").test(c.text)
      )
        continue;
      flag(
        c,
        "claimed",
        `the last run of \`${key}\` failed: ${e.output
          .replace(/^Exit code \d+\s*/, "")
          .split("\n")[0]
          .slice(0, 100)}`,
        e,
      );
      break;
    }
  }
}

function twoStates(pack, flag) {
  const open = [];
  const done = [];
  for (const line of pack.split("\n")) {
    const o = /^(?:- )?(?:Next|Remaining|Todo|Open)[^:]*: (.*)/.exec(line.trim());
    if (o)
      for (const x of o[1].replace(/ \(last session\)$/, "").split("; "))
        open.push(x.replace(/^(⚠️ |Not confirmed finished: |Unanswered: )/u, ""));
    const d = /^(?:- )?(?:Committed|Done|Completed|Finished)[^:]*: (.*)/.exec(line.trim());
    if (d) for (const x of d[1].replace(/ — (not )?pushed$/, "").split("; ")) done.push(x);
  }
  for (const o of open) {
    const w = words(o);
    const d = done.find((x) => overlap(w, words(x)) >= 0.7);
    if (d) flag({ text: o, from: "pack" }, "two-states", `also shown as done: ${d.slice(0, 120)}`, null);
  }
}

/** Files a claim lists as changed: summary "Changed:" items and a summary's files. */
function fileClaims(memories) {
  const out = [];
  for (const m of memories.filter((x) => x.type === "task_summary"))
    for (const f of m.files ?? []) out.push({ text: f, from: `task_summary ${m.id} files` });
  return out;
}

function changedFiles(events, memories, flag) {
  const bash = events.filter((e) => e.kind === "bash");
  for (const c of fileClaims(memories)) {
    const t = tail(c.text);
    const base = t.split("/").pop();
    const touching = events.filter(
      (e) => (e.kind === "write" || e.kind === "edit") && tail(e.path).endsWith(t),
    );
    if (touching.length === 0) {
      const ssh = bash.find((e) => /\bssh\b|\bscp\b/.test(e.command) && e.command.includes(base));
      if (ssh)
        flag(c, "remote", `no local write or edit; named by \`${norm(ssh.command).slice(0, 100)}\``, ssh);
      continue;
    }
    const lastEdit = touching.at(-1);
    const undo = bash.find(
      (e) =>
        e.i > lastEdit.i &&
        e.ok !== false &&
        /\bgit (checkout --|restore|stash(?! pop| apply)|reset --hard)/.test(e.command) &&
        (e.command.includes(base) || /\bgit (stash|reset --hard)|\s\.(\s|$)/.test(e.command)),
    );
    if (undo) flag(c, "reverted", `a later \`${norm(undo.command).slice(0, 100)}\` undid its changes`, undo);
  }
}

function chains(bash, memories, flag) {
  for (const m of memories.filter((x) => x.type === "verified_command")) {
    const cmd = bare(m.title.replace(/^`|`$/g, ""));
    const runs = bash.filter((e) => e.ok !== null && parts(e.command).includes(cmd));
    if (runs.length === 0) continue;
    const alone = runs.filter((e) => parts(e.command).length === 1 || e.ok);
    if (alone.length === 0)
      flag(
        { text: m.title, from: `verified_command ${m.id}` },
        "chain",
        `ran only inside failing chains, last: ${norm(runs.at(-1).command).slice(0, 100)}`,
        runs.at(-1),
      );
  }
}

function rewritten(events, memories, flag) {
  const starts = events.filter((e) => e.first).map((e) => e.i);
  if (starts.length === 0) return;
  const sessionOf = (i) => starts.filter((s) => s <= i).at(-1) ?? 0;
  for (const m of memories) {
    if (m.type === "task_summary" || m.type === "verified_command") continue;
    const key = norm(m.title).slice(0, 40).toLowerCase();
    if (key.length < 12) continue;
    const origin = events.find((e) =>
      norm(e.text ?? e.content ?? e.new ?? e.command ?? "")
        .toLowerCase()
        .includes(key),
    );
    if (!origin) continue;
    const from = sessionOf(origin.i);
    for (const f of m.files ?? []) {
      const w = events.find(
        (e) =>
          e.kind === "write" && e.i > origin.i && sessionOf(e.i) > from && tail(e.path).endsWith(tail(f)),
      );
      if (w) {
        flag(
          { text: m.title, from: `${m.type} ${m.id}` },
          "rewritten",
          `a later session wrote ${tail(f)} whole`,
          w,
        );
        break;
      }
    }
  }
}

const ERRORISH =
  /\b(error|errors|failed|fails|failing|failure|cannot|can't|not found|no such|denied|exception|undefined|refused|invalid)\b|[A-Z]\w*(Error|Exception)\b/;
const CHANGED =
  /\b(fixed|resolved|added|removed|changed|replaced|updated|set|moved|renamed|created|installed|switched|used|using|made|wrapped|converted|reverted|disabled|enabled)\b/i;

function symptomFix(memories, flag) {
  for (const m of memories.filter((x) => x.type === "bug_note")) {
    const fix = /(?:^|\n)(?:Fix(?:ed)?(?: by)?|Fixed by):?\s*(.+)/i.exec(m.body)?.[1];
    if (!fix) continue;
    if (ERRORISH.test(fix) && !CHANGED.test(fix))
      flag(
        { text: `${m.title} — Fix: ${fix}`, from: `bug_note ${m.id}` },
        "symptom-fix",
        "the fix text reads as an error",
        null,
      );
  }
}

/** A user prompt holding pasted failing output: three or more non-blank lines, an error word below the first. */
const pastesFailure = (text) => {
  const lines = text.split("\n").filter((l) => l.trim() !== "");
  // a request written as a list (numbered or bulleted steps) is the user's own text, not pasted output
  const listed = lines.filter((l) => /^\s*(?:[-*•]|\d{1,2}[.)]|#{1,6})\s/.test(l)).length;
  return lines.length >= 3 && listed < 2 && lines.slice(1).some((l) => ERRORISH.test(l));
};

function reported(events, memories, pack, flag) {
  const users = events.filter((e) => e.kind === "user" && !/^<|^\[Request interrupted/.test(e.text));
  const bad = [];
  for (const [k, u] of users.entries()) {
    if (!pastesFailure(u.text)) continue;
    const from = users[k - 1]?.i ?? -1;
    for (const e of events)
      if (e.kind === "assistant" && e.i > from && e.i < u.i)
        bad.push({ text: norm(e.text).toLowerCase(), by: u });
  }
  if (bad.length === 0) return;
  const lines = [
    ...pack.split("\n").map((l) => ({ text: l, from: "pack" })),
    ...memories.flatMap((m) =>
      `${m.title}\n${m.body}`.split("\n").map((l) => ({ text: l, from: `${m.type} ${m.id}` })),
    ),
  ];
  const seen = new Set();
  for (const c of lines) {
    const key = norm(c.text.replace(/^[-*#>\s]+|\*\*/g, ""))
      .toLowerCase()
      .slice(0, 50);
    if (key.length < 30 || seen.has(`${c.from}|${key}`)) continue;
    const hit = bad.find((b) => b.text.replace(/\*\*/g, "").includes(key));
    if (!hit) continue;
    seen.add(`${c.from}|${key}`);
    flag(c, "reported", `said before the user pasted: ${norm(hit.by.text).slice(0, 100)}`, hit.by);
  }
}

/** The suspects of the checks above for one home. */
export function moreSuspects(events, memories, pack) {
  const out = [];
  const flag = (claim, kind, why, event) =>
    out.push({ kind, from: claim.from, claim: claim.text.slice(0, 160), why, at: event?.t ?? null });
  const bash = events.filter((e) => e.kind === "bash" && e.ok !== null);
  const lastStart = events.findLast((e) => e.first)?.i ?? 0;
  incidental(events, bash, memories, pack, flag);
  claimed(
    bash.filter((e) => e.i >= lastStart),
    memories,
    pack,
    flag,
  );
  twoStates(pack, flag);
  changedFiles(events, memories, flag);
  chains(bash, memories, flag);
  rewritten(events, memories, flag);
  symptomFix(memories, flag);
  reported(events, memories, pack, flag);
  return out;
}
