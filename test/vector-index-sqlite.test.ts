// The VectorIndex contract (src/store/vector-index.contract.ts) on the SQLite store (sqlite-vec).
import { join } from "node:path";
import { openSqliteStore } from "../src/store/sqlite/sqlite-store.js";
import { runVectorIndexContract } from "../src/store/vector-index.contract.js";
import { tempDir } from "./support/temp.js";

runVectorIndexContract("sqlite", async () => {
  const dir = tempDir();
  const store = openSqliteStore({ path: join(dir.path, "cairn.db") });
  return { store, cleanup: async () => dir.cleanup() };
});
