import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { activityEvent } from "../../src/core/capture/events.js";
import { failuresOf, saidBeforeFailure } from "../../src/core/conversation/said-before-failure.js";
import { commandRuns } from "../../src/core/conversation/said-failing.js";
import { Transcript } from "../support/capture-records.js";
import { backgroundCall as background, excerptStore } from "../support/said-excerpts.js";

const SID = "44444444-5555-4666-8777-888888888888";

const dir = excerptStore("cairn-said-before-failure-", SID);
const saidByClaude = (t: Transcript) => dir.saidByClaude(t);

/** The task notification Claude Code 2.1 writes as a user record when a background command ends. */
function notified(t: Transcript, id: string, what: string, exitCode: number): Transcript {
  const status = exitCode === 0 ? "completed" : "failed";
  const summary = exitCode === 0 ? `completed (exit code 0)` : `failed with exit code ${exitCode}`;
  return t.user(
    `<task-notification>\n<task-id>${id}</task-id>\n<output-file>/tmp/claude/tasks/${id}.output</output-file>\n<status>${status}</status>\n<summary>Background command "${what}" ${summary}</summary>\n</task-notification>\nRead the output file to retrieve the result: /tmp/claude/tasks/${id}.output`,
  );
}

const PREDICTION =
  "The deployment config is now correct. The API will start cleanly when Docker runs the container.";

/** A turn that builds locally, sends the image build to the background and predicts a clean start. */
function predictingTurn(t: Transcript): Transcript {
  background(t, "docker build -t api -f apps/api/Dockerfile .", "bfm7");
  t.ok("cd apps/api && pnpm build && test -f dist/index.js && echo ok", "ok");
  return t.say(PREDICTION);
}

describe("what Claude said just before the session's own results went against it", () => {
  it("leaves out a prediction the background build's failure answered (Docker, English)", async () => {
    const t = new Transcript(dir.path).user("which port does the API listen on?");
    t.ok("grep -n PORT apps/api/src/config.ts", "3:export const port = Number(process.env.PORT ?? 3001);");
    t.say("The API listens on PORT from the environment and falls back to 3001 when it is unset.");
    predictingTurn(t.user("fix the Dockerfile's start command for Railway"));
    notified(t, "bfm7", "docker build", 1);
    // what Claude answers to a notification is not stored as said (core/transcript/session-builder.ts)
    t.tool(
      "Read",
      { file_path: "/tmp/claude/tasks/bfm7.output" },
      { content: "ERROR: error during connect" },
    );
    t.say("Docker Desktop isn't running: the engine's pipe does not exist, so the image could not be built.");
    const said = await saidByClaude(t);
    expect(said).not.toContain("will start cleanly");
    expect(said).toContain("falls back to 3001");
  });

  it("keeps the prediction when the background build then passed", async () => {
    const t = predictingTurn(new Transcript(dir.path).user("fix the Dockerfile's start command for Railway"));
    notified(t, "bfm7", "docker build", 0);
    t.say("The image built: api:latest is 182 MB and starts node dist/index.js as its command.");
    expect(await saidByClaude(t)).toContain("will start cleanly");
  });

  it("leaves out a cause supposed mid-turn that a failed test run of the same exchange answered (cargo, Spanish)", async () => {
    const t = new Transcript(dir.path).user("los tests fallan en la CI, mira la captura");
    const guess =
      "Viendo la captura, los tests fallan porque la CI usa una versión antigua de Rust sin los let-chains estables.";
    t.say(guess);
    t.edit(join(dir.path, "rust-toolchain.toml"), "Write");
    t.fail("cargo test --workspace", "thread 'parser::tests::dates' panicked: zona horaria UTC+14 no válida");
    t.say("El fallo real es el test de fechas: la zona horaria UTC+14 no se acepta en el parser.");
    const said = await saidByClaude(t);
    expect(said).not.toContain("una versión antigua de Rust");
    expect(said).toContain("El fallo real es el test de fechas");
  });

  it("keeps a mid-turn finding when the exchange's later commands pass (cargo, Spanish)", async () => {
    const t = new Transcript(dir.path).user("¿por qué tarda tanto el build de release?");
    t.tool("Read", { file_path: join(dir.path, "Cargo.toml") }, { content: "[profile.release]\nlto = true" });
    t.say(
      "El perfil de release activa lto = true y codegen-units = 1, por eso el enlazado tarda varios minutos.",
    );
    t.ok("cargo build --release", "Finished `release` profile [optimized] target(s) in 3m 12s");
    t.say("El build de release termina en 3m 12s; casi todo el tiempo es el enlazado con LTO.");
    expect(await saidByClaude(t)).toContain("activa lto = true");
  });

  it("keeps what was said when only a look failed after it, or a command of the next exchange", async () => {
    const t = new Transcript(dir.path).user("where does the API read its port from?");
    const found =
      "The API reads its port from PORT in apps/api/src/config.ts and falls back to 3001 locally.";
    t.say(found);
    t.fail("ls apps/api/.env", "ls: cannot access 'apps/api/.env': No such file or directory", 2);
    t.say("There is no .env file in apps/api; the port comes only from the environment.");
    t.user("now run the API tests");
    t.fail("pnpm --filter api test", "FAIL src/routes.test.ts > returns 404 for unknown artifacts");
    t.say("One API test fails: the unknown-artifact route returns 500 instead of 404.");
    const said = await saidByClaude(t);
    expect(said).toContain("reads its port from PORT");
    expect(said).toContain("no .env file in apps/api");
  });
});

describe("saidBeforeFailure on stored events", () => {
  const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s)).toISOString();
  const ev = (s: number, e: Partial<Parameters<typeof activityEvent>[0]>) =>
    activityEvent({ sessionId: "s", ts: at(s), kind: "tool", event: "import", ...e });

  it("reads exchanges from typed prompts only, and a failed notification at its own time", () => {
    const events = [
      ev(0, { kind: "prompt", detail: "deploy it" }),
      ev(1, { tool: "Bash", command: "docker build .", ok: true, detail: "started in the background: b1" }),
      ev(3, {
        kind: "prompt",
        detail:
          "<task-notification><task-id>b1</task-id><status>failed</status><summary>failed with exit code 1</summary></task-notification>",
      }),
      ev(5, { kind: "prompt", detail: "next request" }),
      ev(6, { tool: "Bash", command: "npm test", ok: false, exitCode: 1 }),
    ];
    const f = failuresOf(events, commandRuns(events));
    expect(saidBeforeFailure(at(2), f)).toBe(true); // the notification answers the closing message
    expect(saidBeforeFailure(at(4), f)).toBe(false); // said after it; the next failure is another exchange's
    expect(saidBeforeFailure(at(5), f)).toBe(true);
  });

  it("places a settled background failure just after the closing message the session was woken from", () => {
    const failedStart = {
      tool: "Bash",
      command: "docker build .",
      ok: false,
      exitCode: 1,
      error: "Exit code 1",
    };
    const events = [
      ev(0, { kind: "prompt", detail: "deploy it" }),
      ev(1, failedStart), // stored at the start's time by import, settled by the notification
      ev(2, { tool: "Bash", command: "pnpm build", ok: true }),
      ev(3, { kind: "stop", detail: "It will start cleanly." }),
      ev(4, { tool: "Read", ok: true }), // woken without a typed prompt: the notification arrived
      ev(5, { kind: "stop", detail: "Docker Desktop is not running." }),
      ev(6, { kind: "prompt", detail: "next request" }),
      ev(7, { ...failedStart, command: "npm test" }), // a foreground failure with no output
      ev(8, { kind: "stop", detail: "npm test exits 1 without output." }),
      ev(9, { kind: "prompt", detail: "thanks" }),
    ];
    const f = failuresOf(events, commandRuns(events));
    expect(saidBeforeFailure(at(3), f)).toBe(true); // the closing message the failure answered
    expect(saidBeforeFailure(at(5), f)).toBe(false); // the diagnosis made from it
    expect(saidBeforeFailure(at(8), f)).toBe(false); // said after the failure, and nothing woke the session
  });

  it("keeps a message the next call bore out (a passing poll or command), whatever fails later", () => {
    const events = [
      ev(0, { kind: "prompt", detail: "run the tests, then write the next module" }),
      ev(2, { tool: "TaskOutput", ok: true }), // "still compiling the deps, let me wait" at 1
      ev(4, { tool: "Edit", ok: true }), // "the cause is X" at 3: an edit, no outcome
      ev(6, { tool: "Bash", command: "mix test", ok: false, exitCode: 2 }),
    ];
    const f = failuresOf(events, commandRuns(events));
    expect(saidBeforeFailure(at(1), f)).toBe(false);
    expect(saidBeforeFailure(at(3), f)).toBe(true);
  });
});
