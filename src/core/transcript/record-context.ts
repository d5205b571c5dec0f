/** Where a transcript event came from: the record plus its (possibly synthesised) subagent id. */

import type { TranscriptRecord } from "./record-schema.js";

/** Where an event came from: the record plus its (possibly synthesised) subagent id. */
export interface RecordContext {
  record: TranscriptRecord;
  agentId: string | null;
}
