// Types for generate.mjs (the corpus generator is plain JavaScript so it runs with `node` alone).

/** The seed string the corpus is generated from. */
export declare const SEED: string;
/** Absolute path of corpus.jsonl beside the gen/ folder. */
export declare const CORPUS_PATH: string;
/** The corpus as JSONL text, byte for byte what generate.mjs writes. */
export declare function buildCorpus(): string;
