// Where better-sqlite3's compiled native binding sits in this checkout's node_modules
// (`build/Release/better_sqlite3.node`, as node-gyp builds it).
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** Absolute path of better_sqlite3.node as installed under `root` (it may not exist). */
export function sqliteBindingPath(root) {
  const require = createRequire(join(root, "package.json"));
  return join(
    dirname(require.resolve("better-sqlite3/package.json")),
    "build",
    "Release",
    "better_sqlite3.node",
  );
}
