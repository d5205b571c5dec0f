/**
 * A SplitV kernel for TensorFlow.js's WASM backend that copies its input once. The kernel shipped in
 * `@energetic-ai/core` 0.2.0 (tfjs-backend-wasm's `splitV`) builds each output with its `slice` kernel,
 * and that kernel reads the whole input out of the WASM heap (`readSync`, a copy) for every output:
 * splitting a [tokens, 512] attention tensor into its heads copied it once per head. In a profile of
 * `cairn index` over imported memories that was ~14% of CPU plus the garbage it left. This kernel reads
 * the input once and writes each output into the heap, in the same row-major order, so the results are
 * bit-identical (checked in test/embeddings/offline-provider.test.ts).
 */

/** The subset of `@energetic-ai/core` (TensorFlow.js core + WASM backend) this module uses. */
export interface TfjsCore {
  getKernel(name: string, backend: string): KernelConfig | undefined;
  unregisterKernel(name: string, backend: string): void;
  registerKernel(config: KernelConfig): void;
  util: { parseAxisParam(axis: number | number[], shape: number[]): number[] };
  backend_util: { prepareSplitSize(x: TensorInfo, sizes: number[] | number, axis: number): number[] };
}

interface TensorInfo {
  dataId: object;
  shape: number[];
  dtype: string;
}

interface WasmBackend {
  readSync(dataId: object): { subarray(begin: number, end: number): ArrayLike<number> };
  makeOutput(shape: number[], dtype: string): TensorInfo;
  typedArrayFromHeap(t: TensorInfo): { set(a: ArrayLike<number>, offset: number): void };
}

interface KernelConfig {
  kernelName: string;
  backendName: string;
  kernelFunc: (args: never) => unknown;
  setupFunc?: unknown;
  disposeFunc?: unknown;
}

interface SplitArgs {
  inputs: { x: TensorInfo };
  attrs: { numOrSizeSplits: number[] | number; axis: number | number[] };
  backend: WasmBackend;
}

const product = (xs: number[]): number => xs.reduce((a, b) => a * b, 1);

function splitV(core: TfjsCore, args: SplitArgs, fallback: (args: never) => unknown): unknown {
  const { x } = args.inputs;
  if (x.dtype === "string") return fallback(args as never);
  const axis = core.util.parseAxisParam(args.attrs.axis, x.shape)[0] ?? 0;
  const sizes = core.backend_util.prepareSplitSize(x, args.attrs.numOrSizeSplits, axis);
  const backend = args.backend;
  const input = backend.readSync(x.dataId);
  const outer = product(x.shape.slice(0, axis));
  const inner = product(x.shape.slice(axis + 1));
  const row = (x.shape[axis] ?? 0) * inner;
  let begin = 0;
  return sizes.map((size) => {
    const shape = x.shape.slice();
    shape[axis] = size;
    const out = backend.makeOutput(shape, x.dtype);
    // the heap view is taken after makeOutput: an allocation may grow (and detach) the heap
    const target = backend.typedArrayFromHeap(out);
    const n = size * inner;
    for (let i = 0; i < outer; i++) {
      const from = i * row + begin * inner;
      target.set(input.subarray(from, from + n), i * n);
    }
    begin += size;
    return out;
  });
}

/**
 * Replaces the WASM backend's SplitV kernel with one that copies its input once. Idempotent; does
 * nothing when the backend has no SplitV kernel (another backend or build).
 */
export function installSplitKernel(core: TfjsCore): void {
  const shipped = core.getKernel("SplitV", "wasm");
  if (!shipped || (shipped.kernelFunc as { cairn?: true }).cairn) return;
  const kernelFunc = Object.assign((args: never) => splitV(core, args, shipped.kernelFunc), {
    cairn: true as const,
  });
  core.unregisterKernel("SplitV", "wasm");
  core.registerKernel({ ...shipped, kernelFunc });
}
