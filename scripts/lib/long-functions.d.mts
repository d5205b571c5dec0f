/** One function of at least `min` lines: `file` relative to the scanned folder, `line` 1-based. */
export interface LongFunction {
  lines: number;
  file: string;
  name: string;
  line: number;
}

/** The functions of `min` lines or more under `dir` (tests and contract suites excluded), longest first. */
export function longFunctions(dir: string, min: number): LongFunction[];
