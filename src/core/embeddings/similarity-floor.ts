/**
 * The absolute similarity floor of an embedding model: the cosine similarity to the query a memory must
 * reach to count as found by meaning alone (beside the relative bar of app/search/semantic-pool.ts,
 * 0.7 × the best match). A relative bar alone always lets the nearest memories of an unrelated or
 * nonsense query through; the floor is where unrelated text stops reaching.
 *
 * Calibration (`node bench/floor-calibration.mjs --provider offline`): cosine similarities of UNRELATED
 * query/document pairs from three sources — LoCoMo questions against the turns of another
 * conversation (Maharana et al., ACL 2024), user prompts of the shared Claude Code transcripts against
 * the memories Cairn imports from the transcripts of other repositories, and random letter strings
 * against both — and of RELATED pairs (LoCoMo questions and their evidence turns). The floor is the
 * smallest value, rounded up to 0.01, that at most `fmr` of the unrelated pairs of every source reach
 * (a pairwise false-match rate). A model missing from the table gets UNCALIBRATED_FLOOR.
 */

export interface FloorCalibration {
  /** Cosine similarity, in [−1, 1]. */
  floor: number;
  /** Pairwise false-match rate the floor was picked at (share of unrelated pairs at or above it). */
  fmr: number;
  /** Per unrelated source: pairs, median, 99th and 99.9th percentile, and the share of queries whose best pair reaches the floor. */
  unrelated: readonly {
    source: string;
    pairs: number;
    p50: number;
    p99: number;
    p999: number;
    queriesWithAMatch: number;
  }[];
  /** Related pairs (LoCoMo evidence): count, median, and the share reaching the floor. */
  related: { pairs: number; p50: number; aboveFloor: number };
  /** When and how it was measured. */
  measured: string;
}

/**
 * use-lite-512 (Universal Sentence Encoder lite): coding text is close to coding text whatever the
 * project (unrelated transcript pairs have a median of 0.48, above the median of LoCoMo's related pairs,
 * 0.40; the closest ones are the same kind of TypeScript error in two repositories), so at 0.1% false
 * matches the floor is 0.83, which no LoCoMo evidence pair reaches: with this model a memory is found
 * by meaning alone only when it is nearly a paraphrase, and semantic similarity otherwise re-ranks the
 * keyword matches (LoCoMo R@10 is unchanged: bench/retrieval.mjs).
 */
export const SIMILARITY_FLOORS: Readonly<Record<string, FloorCalibration>> = {
  "use-lite-512": {
    floor: 0.83,
    fmr: 0.001,
    unrelated: [
      {
        source: "locomo-other-conversation",
        pairs: 898_219,
        p50: 0.124,
        p99: 0.384,
        p999: 0.479,
        queriesWithAMatch: 0,
      },
      {
        source: "transcripts-other-repository",
        pairs: 42_526,
        p50: 0.48,
        p99: 0.786,
        p999: 0.829,
        queriesWithAMatch: 0.061,
      },
      { source: "nonsense", pairs: 624_500, p50: 0.123, p99: 0.345, p999: 0.454, queriesWithAMatch: 0 },
    ],
    related: { pairs: 2_360, p50: 0.398, aboveFloor: 0 },
    measured:
      "2026-11-27, node bench/floor-calibration.mjs --provider offline (LoCoMo 1,536 questions; 8 transcript folders, the memories imported from them, 164 prompts; 100 nonsense queries): the transcripts' 99.9th percentile moves with what capture stores (0.824, 0.831, now 0.829), so the floor sits at a rounding edge (0.83 / 0.84)",
  },
};

/**
 * The floor for a model without a calibration (a transformers or http model): what unrelated pairs of
 * use-lite-512 reach at 1% (0.77, its transcripts' 99th percentile) rounded to 0.75 — sentence-transformer
 * and OpenAI embeddings spread related and unrelated text wider than USE-lite, so this errs towards
 * showing nothing. Calibrate the model with bench/floor-calibration.mjs and add it to SIMILARITY_FLOORS.
 */
export const UNCALIBRATED_FLOOR = 0.75;

/** The absolute floor for vectors of `model` (SIMILARITY_FLOORS, else UNCALIBRATED_FLOOR). */
export function similarityFloor(model: string): number {
  return SIMILARITY_FLOORS[model]?.floor ?? UNCALIBRATED_FLOOR;
}
