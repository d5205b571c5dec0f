/**
 * Network faults for tests of a server store, on 127.0.0.1 in the test process:
 * - `blackhole()`: a listening socket that accepts connections and never answers (a server or a
 *   firewall that swallows traffic); it counts the connections and how many the client closed;
 * - `faultProxy(port)`: forwards to a real server until a trigger — the first client message holding a
 *   given text (e.g. the INSERT of a Stop's events) — then runs an action (kill the server) and/or
 *   freezes: from then on nothing is forwarded in either direction and the sockets stay open (a
 *   connection that froze after connecting).
 * Hooks must run as asynchronous child processes (`runHookAsync`) while these serve: a synchronous
 * spawn would block the event loop that forwards their traffic.
 */
import { spawn } from "node:child_process";
import { createServer, type Server, type Socket, connect as tcpConnect } from "node:net";
import { HOOK } from "./hook-runner.js";

export interface Blackhole {
  port: number;
  /** Connections accepted so far. */
  accepted(): number;
  /** Accepted connections the client has closed (a client that gave up cleanly). */
  closedByClient(): number;
  /**
   * How long the client held the last accepted connection before closing it, in ms (waits up to 10 s
   * for the close; rejects when it never comes: a client that left its socket open).
   */
  lastHeldMs(): Promise<number>;
  close(): Promise<void>;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const a = server.address();
      resolve(typeof a === "object" && a !== null ? a.port : 0);
    });
  });
}

export async function blackhole(): Promise<Blackhole> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  let closed = 0;
  let last: { at: number; held: Promise<number> } | null = null;
  const server = createServer((s) => {
    accepted += 1;
    sockets.add(s);
    const at = performance.now();
    s.on("error", () => {});
    s.resume(); // read and drop what the client sends (a paused socket would never see its end)
    last = {
      at,
      held: new Promise((resolve) =>
        s.on("close", () => {
          closed += 1;
          sockets.delete(s);
          resolve(performance.now() - at);
        }),
      ),
    };
    // never read a reply, never write: the client's start-up message waits for ever
  });
  const port = await listen(server);
  return {
    port,
    accepted: () => accepted,
    closedByClient: () => closed,
    lastHeldMs: () => {
      const held = last?.held;
      if (!held) return Promise.reject(new Error("no connection was accepted"));
      return Promise.race([
        held,
        new Promise<number>((_, reject) =>
          setTimeout(() => reject(new Error("the client left its connection open")), 10_000).unref(),
        ),
      ]);
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface FaultProxy {
  port: number;
  /**
   * Arms the trigger: the first client chunk containing `marker` runs `action` (before that chunk is
   * forwarded); with `freeze`, that connection and every later one forward nothing any more.
   */
  arm(marker: string, o: { action?: () => void; freeze?: boolean }): void;
  /** Whether the armed trigger fired. */
  fired(): boolean;
  /** Connections accepted so far. */
  connections(): number;
  /** Forward normally again (new connections only). */
  reset(): void;
  close(): Promise<void>;
}

export async function faultProxy(targetPort: number): Promise<FaultProxy> {
  const sockets = new Set<Socket>();
  let trigger: { marker: string; action?: () => void; freeze?: boolean } | null = null;
  let fired = false;
  let frozen = false;
  let connections = 0;
  const server = createServer((client) => {
    connections += 1;
    sockets.add(client);
    const upstream = tcpConnect(targetPort, "127.0.0.1");
    sockets.add(upstream);
    let stuck = frozen;
    for (const s of [client, upstream]) {
      s.on("error", () => {});
      s.on("close", () => {
        sockets.delete(s);
        if (!stuck) (s === client ? upstream : client).destroy();
      });
    }
    client.on("data", (chunk: Buffer) => {
      if (stuck) return;
      if (trigger && !fired && chunk.includes(trigger.marker)) {
        fired = true;
        trigger.action?.();
        if (trigger.freeze) {
          frozen = true;
          stuck = true;
          return;
        }
      }
      upstream.write(chunk);
    });
    upstream.on("data", (chunk: Buffer) => {
      if (!stuck && !frozen) client.write(chunk);
      else stuck = true;
    });
  });
  const port = await listen(server);
  return {
    port,
    arm(marker, o) {
      trigger = { marker, ...o };
      fired = false;
    },
    fired: () => fired,
    connections: () => connections,
    reset() {
      trigger = null;
      frozen = false;
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface TimedRun {
  status: number | null;
  stdout: string;
  stderr: string;
  /** Wall milliseconds from spawn to exit. */
  ms: number;
}

/** `node plugin/dist/hook.js <event>` as an asynchronous child (killed after `timeoutMs`). */
export function runHookAsync(
  event: string,
  payload: unknown,
  env: NodeJS.ProcessEnv,
  timeoutMs = 30_000,
): Promise<TimedRun> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, [HOOK, event], { env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => {
      stdout += d;
    });
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("close", (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr, ms: performance.now() - t0 });
    });
    child.stdin.end(JSON.stringify(payload));
  });
}
