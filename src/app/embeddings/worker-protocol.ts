/** Messages between worker-pool.ts (the calling thread) and embed-worker.ts (the worker thread). */
import type { CairnErrorCode } from "../../core/common/errors.js";
import type { EmbeddingSettings } from "./create-provider.js";

export interface EmbedWorkerData {
  settings: EmbeddingSettings;
  /** The environment the provider reads (API key variable, model cache folders). */
  env: Record<string, string | undefined>;
}

export interface EmbedRequest {
  id: number;
  texts: string[];
}

export type EmbedResponse =
  | { id: number; vectors: Float32Array[]; error?: undefined }
  | { id: number; vectors?: undefined; error: { code: CairnErrorCode; message: string } };
