/**
 * The one progress bar of the CLI (cli-progress, https://github.com/npkgz/cli-progress): drawn on the
 * terminal stream the composition root gives (`CliIO.progress`, stderr when it is a TTY), never under
 * `--json`, never when there is no such stream (pipes, files, CI logs) or `TERM=dumb`. Stdout is never
 * touched, so a command's output stays the same with or without a bar.
 *
 * Usage from any command (e.g. `cairn migrate`, copying rows between stores):
 *
 *     const bar = progress(ctx, { label: "migrating", unit: "rows", total: n, json: v.json });
 *     try { for (const row of rows) { copy(row); bar.tick(); } } finally { bar.done(); }
 *
 * - `tick(n = 1)` adds to the count, `update(done, total?)` sets it (and the total);
 * - `report({ done, total, step })` takes a use case's `OnProgress` report (core/common/progress.ts)
 *   as is: pass `onProgress: (p) => bar.report(p)` to the app function, whose `step` shows after the
 *   counts;
 * - `detail(text)` changes that text; `done()` clears the line (call it in a `finally`).
 * The total may be unknown at creation: the bar starts on the first `update(done, total)`,
 * `setTotal(total)` or `report`. A total of 0 draws nothing. Every method is a no-op when no bar is
 * drawn, so callers never test `visible`.
 */
import cliProgress from "cli-progress";
import type { Progress } from "../core/common/progress.js";
import type { CliContext } from "./context.js";

export interface ProgressOptions {
  /** Verb shown before the bar, e.g. "importing". */
  label: string;
  /** What is counted, shown after the numbers ("memories", "MB"). */
  unit?: string;
  /** Items to do; 0 or absent: start later with `setTotal` or `update(done, total)`. */
  total?: number;
  /** The command's --json flag: no bar at all when set. */
  json?: unknown;
  /** Extra text after the counts (a model name, a file count). */
  detail?: string;
}

export interface ProgressBar {
  /** True when a bar is drawn (a terminal stream, no --json). */
  readonly visible: boolean;
  /** Sets (or changes) the total; starts the bar when it was not started. */
  setTotal(total: number): void;
  /** Adds n (default 1) to the count. */
  tick(n?: number): void;
  /** Sets the count; with `total`, also the total. */
  update(done: number, total?: number): void;
  /** Changes the text after the counts. */
  detail(text: string): void;
  /** A use case's report: sets count and total, and the text after the counts to `step` (or none). */
  report(p: Progress): void;
  /** Removes the bar from the terminal; safe to call more than once, or on a bar never started. */
  done(): void;
}

const NONE: ProgressBar = {
  visible: false,
  setTotal() {},
  tick() {},
  update() {},
  detail() {},
  report() {},
  done() {},
};

/** A progress bar for `ctx`, or an inert one when none should be drawn (see the module comment). */
export function progress(ctx: CliContext, opts: ProgressOptions): ProgressBar {
  const stream = ctx.io.progress;
  if (opts.json || !stream || ctx.env.TERM === "dumb") return NONE;
  const color = !ctx.env.NO_COLOR;
  const unit = opts.unit ? ` ${opts.unit}` : "";
  const bar = new cliProgress.SingleBar(
    {
      stream,
      format: ` ${opts.label} [{bar}] {percentage}% | {value}/{total}${unit}{detail}`,
      // a hidden cursor would stay hidden after Ctrl-C (cli-progress restores it only on stop)
      hideCursor: false,
      clearOnComplete: true,
    },
    color ? cliProgress.Presets.shades_classic : cliProgress.Presets.legacy,
  );
  return new DrawnBar(bar, opts);
}

/**
 * A bar on a terminal: started once it has a total, cleared by `done()`, inert after it. Its methods
 * are bound (arrow properties): a caller may pass `bar.report` on as a callback.
 */
class DrawnBar implements ProgressBar {
  readonly visible = true;
  private value = 0;
  private total = 0;
  private started = false;
  private finished = false;
  private text: string;

  constructor(
    private readonly bar: cliProgress.SingleBar,
    private readonly opts: ProgressOptions,
  ) {
    this.text = opts.detail ? ` | ${opts.detail}` : "";
    if (opts.total) {
      this.total = opts.total;
      this.start();
    }
  }

  private start(): void {
    if (this.started || this.finished || this.total <= 0) return;
    this.started = true;
    this.bar.start(this.total, Math.min(this.value, this.total), { detail: this.text });
  }

  private show(): void {
    if (!this.started) this.start();
    else if (!this.finished) this.bar.update(Math.min(this.value, this.total), { detail: this.text });
  }

  readonly setTotal = (n: number): void => {
    this.total = n;
    if (this.started && !this.finished) this.bar.setTotal(n);
    this.show();
  };

  readonly tick = (n = 1): void => {
    this.value += n;
    this.show();
  };

  readonly update = (done: number, newTotal?: number): void => {
    this.value = done;
    if (newTotal !== undefined && newTotal !== this.total) {
      this.total = newTotal;
      if (this.started && !this.finished) this.bar.setTotal(newTotal);
    }
    this.show();
  };

  readonly detail = (text: string): void => {
    this.text = text ? ` | ${text}` : "";
    this.show();
  };

  readonly report = (p: Progress): void => {
    const next = p.step ? ` | ${p.step}` : this.opts.detail ? ` | ${this.opts.detail}` : "";
    const changed = next !== this.text;
    this.text = next;
    this.update(p.done, p.total);
    // a new stage is drawn now: the work that follows may hold the event loop (synchronous SQLite)
    if (changed && this.started && !this.finished) this.bar.render();
  };

  readonly done = (): void => {
    if (this.finished) return;
    this.finished = true;
    if (this.started) this.bar.stop();
  };
}
