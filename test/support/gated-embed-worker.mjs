// A test stand-in for app/embeddings/embed-worker.ts (same messages): each request blocks this thread —
// as a model's CPU time would — until the file workerData.env.GATE exists, after appending the request's
// texts to workerData.env.LOG (one JSON line per request). Vectors: 4-d one-hot by text length.
import { appendFileSync, existsSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";

const { GATE, LOG } = workerData.env;
const nap = new Int32Array(new SharedArrayBuffer(4));
parentPort.on("message", (req) => {
  appendFileSync(LOG, `${JSON.stringify(req.texts)}\n`);
  while (!existsSync(GATE)) Atomics.wait(nap, 0, 0, 5);
  const vectors = req.texts.map((t) => {
    const v = new Float32Array(4);
    v[t.length % 4] = 1;
    return v;
  });
  if (req.texts.includes("crash")) process.exit(3);
  parentPort.postMessage(
    { id: req.id, vectors },
    vectors.map((v) => v.buffer),
  );
});
