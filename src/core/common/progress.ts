/**
 * How a long use case reports its progress to an adapter (the CLI draws a bar from it, src/cli/progress.ts):
 * `done` of `total` units — items when it walks a list, stages when it runs a few long steps — and,
 * optionally, what it is doing now. The total may change as the work learns its size. Called
 * synchronously from the work; an implementation must not throw.
 */
export interface Progress {
  done: number;
  total: number;
  /** What is being done now, e.g. "writing a checkpoint". */
  step?: string;
}

export type OnProgress = (p: Progress) => void;

/**
 * A reporter for work done in named stages: `stage(name)` reports the stages before it as done and
 * `name` as the current one; `finish()` reports all done. `total` is the number of stages.
 */
export function stages(total: number, onProgress: OnProgress | undefined) {
  let done = 0;
  return {
    stage(step: string): void {
      onProgress?.({ done: Math.min(done, total), total, step });
      done++;
    },
    finish(): void {
      onProgress?.({ done: total, total });
    },
  };
}
