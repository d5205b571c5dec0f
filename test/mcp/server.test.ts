// The MCP server against the official SDK client over the linked in-memory transport: the tool list
// (schemas, annotations), every tool's happy path on a real SQLite store, ids in results, and invalid
// arguments / unknown ids coming back as tool errors while the server keeps serving.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gitRepo } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";
import { errorText, type McpHarness, mcpHarness } from "./harness.js";

const SAVE_TOOLS = {
  save_decision: ["decision", "rationale"],
  save_preference: ["preference", "details"],
  save_constraint: ["constraint", "reason"],
  save_task_summary: ["task_summary", "summary"],
  save_bug_note: ["bug_note", "details"],
  save_failed_attempt: ["failed_attempt", "reason"],
  save_todo: ["todo", "details"],
  save_open_question: ["open_question", "context"],
  save_fact: ["project_fact", "details"],
} as const;
const CAPABILITY_TOOLS = ["tasks_next", "task_show", "notes_search", "observations_search"];
const READ_ONLY = [
  "search",
  "get_context_pack",
  "get_open_questions",
  "get_memory",
  "recall",
  ...CAPABILITY_TOOLS,
];
const ALL_TOOLS = [
  ...Object.keys(SAVE_TOOLS),
  "save_verified_command",
  ...READ_ONLY,
  "update_memory",
  "pin",
  "forget",
  "restore",
  "supersede",
];

let tmp: { path: string; cleanup: () => void };
let h: McpHarness;
let head: string;

beforeAll(async () => {
  tmp = tempDir("cairn-mcp-");
  const repo = join(tmp.path, "repo");
  gitRepo(repo);
  head = execFileSync("git", ["-C", repo, "rev-parse", "HEAD"], { encoding: "utf8" }).trim();
  h = await mcpHarness(join(tmp.path, "home"), repo);
});
afterAll(async () => {
  await h?.close();
  tmp?.cleanup();
});

describe("tools/list", () => {
  it("lists every tool with input and output schemas and annotations", async () => {
    const { tools } = await h.client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([...ALL_TOOLS].sort());
    for (const t of tools) {
      expect(t.description, t.name).toBeTruthy();
      expect(t.inputSchema.type, t.name).toBe("object");
      expect(t.outputSchema?.type, t.name).toBe("object");
      expect(typeof t.annotations?.readOnlyHint, t.name).toBe("boolean");
      expect(typeof t.annotations?.destructiveHint, t.name).toBe("boolean");
      expect(t.annotations?.readOnlyHint, t.name).toBe(READ_ONLY.includes(t.name));
    }
    const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
    expect(byName.forget?.annotations?.destructiveHint).toBe(true);
    expect(byName.save_decision?.annotations?.destructiveHint).toBe(false);
    expect(byName.save_decision?.inputSchema.required).toEqual(["title"]);
    expect(byName.save_constraint?.inputSchema.properties?.severity).toMatchObject({
      enum: ["critical", "high", "medium", "low"],
    });
    expect(byName.save_decision?.inputSchema.additionalProperties).toBe(false);
  });

  it("offers the context pack as a resource and recall as a prompt", async () => {
    const { resources } = await h.client.listResources();
    expect(resources.map((r) => r.uri)).toContain("cairn://context-pack");
    const { resourceTemplates } = await h.client.listResourceTemplates();
    expect(resourceTemplates.map((r) => r.uriTemplate)).toContain("cairn://memory/{id}");
    const { prompts } = await h.client.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(["recall"]);
  });
});

describe("save tools", () => {
  it.each(Object.entries(SAVE_TOOLS))(
    "%s saves a %s with provenance and returns its id",
    async (tool, [type, body]) => {
      const out = await h.ok(tool, {
        title: `A ${type} about the widget cache`,
        [body]: `Body for ${tool}`,
        files: ["src/widget.ts"],
      });
      expect(out.id).toMatch(/^m_[0-9a-f]{12}$/);
      expect(out.created).toBe(true);
      const m = await h.store.getMemory(out.id as string);
      expect(m).toMatchObject({
        type,
        title: `A ${type} about the widget cache`,
        body: `Body for ${tool}`,
        files: ["src/widget.ts"],
        project: h.project.id,
        gitCommit: head,
        source: { kind: "mcp", event: tool, sessionId: "sess-mcp-1", toolUseId: null },
      });
      expect(m?.severity).toBe(type === "constraint" ? "medium" : null);
    },
  );

  it("save_constraint takes a severity", async () => {
    const out = await h.ok("save_constraint", { title: "Never edit src/gen", severity: "critical" });
    expect((out.memory as { severity: string }).severity).toBe("critical");
  });

  it("save_verified_command is one memory per command, keyed like captured commands", async () => {
    const a = await h.ok("save_verified_command", { command: "npm test  2>&1", description: "unit tests" });
    const b = await h.ok("save_verified_command", { command: "npm test", description: "unit tests" });
    expect(b.id).toBe(a.id);
    expect(b.created).toBe(false);
    const m = await h.store.getMemory(a.id as string);
    expect(m).toMatchObject({
      type: "verified_command",
      title: "npm test",
      dedupeKey: "cmd:npm test",
      tags: ["test"],
    });
  });

  it("redacts secrets before storing", async () => {
    const out = await h.ok("save_decision", {
      title: "Deploy key handling",
      rationale: "use GITHUB_TOKEN=ghp_abcdefghijklmnopqrstuvwxyz0123456789 only in CI",
    });
    const m = await h.store.getMemory(out.id as string);
    expect(m?.body).not.toContain("ghp_abcdef");
    expect(m?.body).toContain("[REDACTED");
  });
});

describe("invalid arguments are tool errors, never crashes", () => {
  it.each([
    ["save_decision", {}, /title/],
    ["save_decision", { title: "" }, /title/],
    ["save_decision", { title: 42 }, /title/],
    ["save_decision", { title: "x", rationle: "typo" }, /rationle/],
    ["save_constraint", { title: "x", severity: "extreme" }, /severity/],
    ["save_decision", { title: "x".repeat(301) }, /title/],
    ["search", { query: "" }, /query/],
    ["search", { query: "x", limit: 500 }, /limit/],
    ["get_memory", { id: "not an id" }, /id/],
    ["update_memory", { id: "m_000000000000", confidence: 2 }, /confidence/],
    ["get_context_pack", { budget: 5 }, /budget/],
    ["recall", {}, /topic/],
  ])("%s %j", async (tool, args, field) => {
    const r = await h.call(tool, args);
    expect(r.isError).toBe(true);
    expect(errorText(r)).toMatch(field);
  });

  it.each(["get_memory", "pin", "forget", "restore"])("%s with an unknown id → NOT_FOUND", async (tool) => {
    const r = await h.call(tool, { id: "m_000000000000" });
    expect(r.isError).toBe(true);
    expect(errorText(r)).toMatch(/^NOT_FOUND: /);
  });

  it("update_memory refuses an empty patch and a severity on a non-constraint", async () => {
    const { id } = await h.ok("save_fact", { title: "The API base path is /v1" });
    expect(errorText(await h.call("update_memory", { id }))).toMatch(/^INVALID_INPUT: .*nothing to change/);
    expect(errorText(await h.call("update_memory", { id, severity: "high" }))).toMatch(/only to constraints/);
  });

  it("an unknown tool is an error result too, and the server still answers afterwards", async () => {
    const r = await h.call("no_such_tool", {});
    expect(r.isError).toBe(true);
    expect((await h.ok("search", { query: "widget" })).results).not.toHaveLength(0);
  });
});

describe("query and lifecycle tools", () => {
  it("search returns what was said with conversations: true, and leaves it out by default", async () => {
    const text = "The websocket heartbeat must stay under thirty seconds or the proxy drops idle tunnels.";
    await h.store.insertExcerpts([
      {
        project: h.project.id,
        sessionId: "s-said",
        turn: 1,
        role: "assistant",
        ts: new Date().toISOString(),
        text,
      },
    ]);
    const said = await h.ok("search", { query: "websocket heartbeat proxy", conversations: true });
    expect(said.conversations).toMatchObject([{ role: "assistant", sessionId: "s-said", text }]);
    const off = await h.ok("search", { query: "websocket heartbeat proxy" });
    expect(off.conversations).toEqual([]);
  });

  it("search follows the search.conversations setting when the call does not say, and the call when it does", async () => {
    const on = await mcpHarness(join(tmp.path, "home-said"), join(tmp.path, "repo"), {
      searchConversations: true,
    });
    try {
      const text = "The nightly export must finish before the backup window opens at two.";
      await on.store.insertExcerpts([
        {
          project: on.project.id,
          sessionId: "s-set",
          turn: 1,
          // the user's words: evidence the default exposure shows (Claude's need their session's events)
          role: "user",
          ts: new Date().toISOString(),
          text,
        },
      ]);
      const byDefault = await on.ok("search", { query: "nightly export backup window" });
      expect(byDefault.conversations).toMatchObject([{ sessionId: "s-set", text }]);
      const refused = await on.ok("search", { query: "nightly export backup window", conversations: false });
      expect(refused.conversations).toEqual([]);
    } finally {
      await on.close();
    }
  });

  it("search → get_memory → update_memory → pin → forget → restore → forget hard", async () => {
    const saved = await h.ok("save_decision", {
      title: "Use Redis for refresh-token metadata",
      rationale: "TTL support and atomic ops",
      files: ["src/auth/tokens.ts"],
    });
    const id = saved.id as string;
    const found = (await h.ok("search", { query: "refresh token redis" })).results as { id: string }[];
    expect(found[0]?.id).toBe(id);

    const detail = await h.ok("get_memory", { id });
    expect(detail).toMatchObject({
      id,
      type: "decision",
      source: { kind: "mcp", event: "save_decision" },
      deletedAt: null,
    });

    const updated = await h.ok("update_memory", {
      id,
      title: "Use Redis (not Postgres) for refresh-token metadata",
    });
    expect((updated.memory as { title: string }).title).toMatch(/not Postgres/);

    expect(((await h.ok("pin", { id })).memory as { pinned: boolean }).pinned).toBe(true);
    const pack = await h.ok("get_context_pack", {});
    expect(pack.text).toContain(id);
    expect((pack.items as { id: string }[]).some((i) => i.id === id)).toBe(true);

    expect(await h.ok("forget", { id })).toEqual({ id, hard: false, restorable: true });
    expect(
      ((await h.ok("search", { query: "refresh token redis" })).results as { id: string }[]).map((r) => r.id),
    ).not.toContain(id);
    expect(((await h.ok("restore", { id })).memory as { deleted: boolean }).deleted).toBe(false);
    expect(await h.ok("forget", { id, hard: true })).toEqual({ id, hard: true, restorable: false });
    expect(errorText(await h.call("get_memory", { id }))).toMatch(/^NOT_FOUND/);
  });

  it("get_context_pack with a query and files puts the relevant memories first, once", async () => {
    const a = await h.ok("save_bug_note", {
      title: "Invoice PDF renders blank on Safari",
      files: ["src/invoice/pdf.ts"],
    });
    const b = await h.ok("save_decision", {
      title: "Invoices are numbered per year",
      rationale: "accounting asked",
    });
    const pack = await h.ok("get_context_pack", {
      query: "invoice numbering",
      files: ["src/invoice/pdf.ts"],
    });
    const text = pack.text as string;
    expect(text).toContain("## Relevant to this task");
    const focus = text.slice(text.indexOf("## Relevant to this task"));
    expect(focus.indexOf(a.id as string)).toBeGreaterThan(0);
    expect(focus.indexOf(b.id as string)).toBeGreaterThan(0);
    expect(text.split(b.id as string)).toHaveLength(2); // listed exactly once
  });

  it("get_open_questions lists open questions, and todos on request", async () => {
    const q = await h.ok("save_open_question", { title: "Do we support IE11?" });
    const t = await h.ok("save_todo", { title: "Remove the IE11 polyfills" });
    const only = ((await h.ok("get_open_questions", {})).items as { id: string }[]).map((i) => i.id);
    expect(only).toContain(q.id);
    expect(only).not.toContain(t.id);
    const both = ((await h.ok("get_open_questions", { include_todos: true })).items as { id: string }[]).map(
      (i) => i.id,
    );
    expect(both).toEqual(expect.arrayContaining([q.id, t.id]));
  });

  it("recall answers from the selected memories with sources (extractive without a model)", async () => {
    await h.ok("save_decision", {
      title: "Billing export writes CSV in UTF-8 with BOM",
      rationale: "Excel needs the BOM",
    });
    await h.ok("save_failed_attempt", {
      title: "Billing export via streaming XLSX",
      reason: "memory blew up on big accounts",
    });
    const r = await h.ok("recall", { topic: "the billing export" });
    expect(r.method).toBe("extractive");
    expect(r.answer).toMatch(/^Where things stand on "the billing export"/);
    expect(r.answer).toMatch(/Decided:\n- Billing export writes CSV/);
    expect(r.answer).toMatch(/Tried and failed:\n- Billing export via streaming XLSX/);
    expect((r.sources as unknown[]).length).toBe(2);
    expect(r.answer).toMatch(/Sources: m_[0-9a-f]{12} \(\d{4}-\d\d-\d\d\), m_/);
    const none = await h.ok("recall", { topic: "quantum flux capacitor" });
    expect(none).toMatchObject({
      sources: [],
      answer: 'Cairn has nothing recorded about "quantum flux capacitor".',
    });
  });

  it("reads the context pack resource, a memory resource and the recall prompt", async () => {
    const pack = await h.client.readResource({ uri: "cairn://context-pack" });
    expect(pack.contents[0]).toMatchObject({ mimeType: "text/markdown" });
    expect(String((pack.contents[0] as { text: string }).text)).toMatch(/^# Cairn memory: repo/);
    const { id } = await h.ok("save_fact", { title: "Staging is at staging.example.test" });
    const mem = await h.client.readResource({ uri: `cairn://memory/${id}` });
    expect(JSON.parse((mem.contents[0] as { text: string }).text)).toMatchObject({
      id,
      type: "project_fact",
    });
    const prompt = await h.client.getPrompt({ name: "recall", arguments: { topic: "billing export" } });
    expect(JSON.stringify(prompt.messages)).toContain("Billing export writes CSV");
  });
});

describe("tools over tasks, notes and observations", () => {
  it("tasks_next reports an empty board; task_show of an unknown task is a tool error", async () => {
    expect(await h.ok("tasks_next", {})).toMatchObject({ ready: [], total: 0 });
    const r = await h.call("task_show", { id: "t999" });
    expect(r.isError).toBe(true);
  });

  it("notes_search and observations_search answer (nothing recorded yet)", async () => {
    expect(await h.ok("notes_search", { query: "exporter" })).toEqual({ results: [] });
    expect(await h.ok("observations_search", { query: "exporter" })).toEqual({ results: [] });
  });
});
