/**
 * Builds a tiny BERT-shaped sentence-embedding model folder for Transformers.js, by hand:
 * `config.json` (model_type bert), `tokenizer.json` (Hugging Face tokenizers format, WordPiece,
 * lower-casing BERT normaliser), `tokenizer_config.json`, and `onnx/model.onnx` (+ the same bytes as
 * `onnx/model_quantized.onnx`): one ONNX `Gather` node mapping `input_ids` [batch, seq] through an
 * embedding table to `last_hidden_state` [batch, seq, hidden]. Words listed in one group share one
 * embedding direction, so mean pooling gives related sentences near-equal vectors.
 * ONNX protobuf field numbers: https://github.com/onnx/onnx/blob/main/onnx/onnx.proto
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// protobuf wire encoding (https://protobuf.dev/programming-guides/encoding/)
function varint(n: number | bigint): number[] {
  let v = BigInt(n);
  const out: number[] = [];
  do {
    let b = Number(v & 0x7fn);
    v >>= 7n;
    if (v > 0n) b |= 0x80;
    out.push(b);
  } while (v > 0n);
  return out;
}
const key = (field: number, wire: number) => varint((field << 3) | wire);
const int = (field: number, n: number) => [...key(field, 0), ...varint(n)];
const bytes = (field: number, b: Uint8Array | number[]) => [...key(field, 2), ...varint(b.length), ...b];
const str = (field: number, s: string) => bytes(field, [...Buffer.from(s, "utf8")]);
const msg = (field: number, parts: number[]) => bytes(field, parts);

const INT64 = 7;
const FLOAT = 1;

function valueInfo(field: number, name: string, elemType: number, dims: (string | number)[]): number[] {
  const shape = dims.flatMap((d) => msg(1, typeof d === "number" ? int(1, d) : str(2, d)));
  const tensorType = [...int(1, elemType), ...msg(2, shape)];
  return msg(field, [...str(1, name), ...msg(2, msg(1, tensorType))]);
}

export function buildTinyModel(root: string, modelId: string, groups: string[][], hidden = 8): string {
  const specials = ["[PAD]", "[UNK]", "[CLS]", "[SEP]"];
  const words = groups.flat();
  const vocab = [...specials, ...words];
  const table = new Float32Array(vocab.length * hidden);
  // specials: a small shared direction in the last dimension; each group: its own dimension
  for (let i = 0; i < specials.length; i++) table[i * hidden + (hidden - 1)] = 0.1;
  let row = specials.length;
  groups.forEach((g, gi) => {
    for (const _ of g) {
      table[row * hidden + (gi % (hidden - 1))] = 1;
      row++;
    }
  });
  const initializer = msg(5, [
    ...int(1, vocab.length),
    ...int(1, hidden),
    ...int(2, FLOAT),
    ...str(8, "embeddings"),
    ...bytes(9, new Uint8Array(table.buffer)),
  ]);
  const node = msg(1, [
    ...str(1, "embeddings"),
    ...str(1, "input_ids"),
    ...str(2, "last_hidden_state"),
    ...str(3, "gather"),
    ...str(4, "Gather"),
  ]);
  const graph = [
    ...node,
    ...str(2, "tiny"),
    ...initializer,
    ...valueInfo(11, "input_ids", INT64, ["batch", "sequence"]),
    ...valueInfo(11, "attention_mask", INT64, ["batch", "sequence"]),
    ...valueInfo(12, "last_hidden_state", FLOAT, ["batch", "sequence", hidden]),
  ];
  const model = Uint8Array.from([...int(1, 8), ...msg(8, [...str(1, ""), ...int(2, 13)]), ...msg(7, graph)]);

  const dir = join(root, modelId);
  mkdirSync(join(dir, "onnx"), { recursive: true });
  writeFileSync(join(dir, "onnx", "model.onnx"), model);
  writeFileSync(join(dir, "onnx", "model_quantized.onnx"), model);
  writeFileSync(
    join(dir, "config.json"),
    JSON.stringify({
      model_type: "bert",
      architectures: ["BertModel"],
      hidden_size: hidden,
      vocab_size: vocab.length,
    }),
  );
  writeFileSync(
    join(dir, "tokenizer_config.json"),
    JSON.stringify({ tokenizer_class: "BertTokenizer", do_lower_case: true, model_max_length: 128 }),
  );
  const id = (t: string) => vocab.indexOf(t);
  writeFileSync(
    join(dir, "tokenizer.json"),
    JSON.stringify({
      version: "1.0",
      truncation: null,
      padding: null,
      added_tokens: specials.map((t) => ({
        id: id(t),
        content: t,
        single_word: false,
        lstrip: false,
        rstrip: false,
        normalized: false,
        special: true,
      })),
      normalizer: {
        type: "BertNormalizer",
        clean_text: true,
        handle_chinese_chars: true,
        strip_accents: null,
        lowercase: true,
      },
      pre_tokenizer: { type: "BertPreTokenizer" },
      post_processor: {
        type: "TemplateProcessing",
        single: [
          { SpecialToken: { id: "[CLS]", type_id: 0 } },
          { Sequence: { id: "A", type_id: 0 } },
          { SpecialToken: { id: "[SEP]", type_id: 0 } },
        ],
        pair: [
          { SpecialToken: { id: "[CLS]", type_id: 0 } },
          { Sequence: { id: "A", type_id: 0 } },
          { SpecialToken: { id: "[SEP]", type_id: 0 } },
          { Sequence: { id: "B", type_id: 1 } },
          { SpecialToken: { id: "[SEP]", type_id: 1 } },
        ],
        special_tokens: {
          "[CLS]": { id: "[CLS]", ids: [id("[CLS]")], tokens: ["[CLS]"] },
          "[SEP]": { id: "[SEP]", ids: [id("[SEP]")], tokens: ["[SEP]"] },
        },
      },
      decoder: { type: "WordPiece", prefix: "##", cleanup: true },
      model: {
        type: "WordPiece",
        unk_token: "[UNK]",
        continuing_subword_prefix: "##",
        max_input_chars_per_word: 100,
        vocab: Object.fromEntries(vocab.map((t, i) => [t, i])),
      },
    }),
  );
  return dir;
}
