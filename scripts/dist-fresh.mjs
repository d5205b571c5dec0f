// Whether plugin/dist is newer than everything it is built from (src/, this folder's build script and plugin,
// package manifests, tsconfig and better-sqlite3's native binding), by file modification time. Lets
// `npm run check` and the test suite's global setup skip a rebuild that would produce the same bundle.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { sqliteBindingPath } from "./sqlite-binding.mjs";

function newest(path) {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const name of readdirSync(path)) max = Math.max(max, newest(join(path, name)));
  return max;
}

/** True when `<root>/plugin/dist` exists and was written after the last change to any of its inputs. */
export function distIsFresh(root) {
  const stamp = join(root, "plugin", "dist", "package.json");
  if (!existsSync(stamp)) return false;
  const binding = sqliteBindingPath(root);
  const inputs = [
    join(root, "src"),
    join(root, "scripts", "build.mjs"),
    // the hook bundles' esbuild plugin (lazy regular expressions)
    join(root, "scripts", "lib", "lazy-regexps.mjs"),
    join(root, "scripts", "lib", "required-literals.mjs"),
    join(root, "package.json"),
    join(root, "package-lock.json"),
    join(root, "tsconfig.json"),
    binding,
  ].filter((p) => existsSync(p));
  const built = statSync(stamp).mtimeMs;
  return inputs.every((p) => newest(p) < built);
}
