// A regular expression created when first used, not when its module loads (redaction runs in every hook).

/**
 * A regular expression (no `g` or `y` flag) built at its first `exec` or `test`: a Unicode property
 * class (`\p{L}`) costs about a million instructions to build, which every hook process paid at load
 * although few texts reach those expressions (generic-credential.ts, described-away.ts).
 */
export function builtOnUse(build: () => RegExp): Pick<RegExp, "exec" | "test"> {
  let re: RegExp | undefined;
  const get = (): RegExp => {
    re ??= build();
    return re;
  };
  return { exec: (s: string) => get().exec(s), test: (s: string) => get().test(s) };
}
