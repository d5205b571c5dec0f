/**
 * Edits a Codex config.toml in place with @decimalturn/toml-patch (https://github.com/DecimalTurn/toml-patch):
 * parse, change the object, then patch the original text, so comments, order and layout of everything
 * else are kept and a changed table is updated where it is rather than appended again (a second
 * `[hooks.state."…"]` table with the same key would make Codex reject the whole file).
 */
import { parse, patch } from "@decimalturn/toml-patch";
import { CairnError } from "../../core/common/errors.js";

export type TomlDoc = Record<string, unknown>;

/** New tables are written as `[a.b]` sections, never inline (`inlineTableStart` beyond any depth used). */
const FORMAT = { inlineTableStart: 99 };

/**
 * The file's text after `edit` changed its parsed document; a missing file (`before` null) starts empty.
 * @throws CairnError INVALID_INPUT when the file is not valid TOML (nothing is written by the caller).
 */
export function editToml(path: string, before: Buffer | null, edit: (doc: TomlDoc) => void): Buffer {
  const text = before === null ? "" : before.toString("utf8");
  let doc: TomlDoc;
  try {
    doc = parse(text) as TomlDoc;
  } catch (e) {
    throw new CairnError(
      "INVALID_INPUT",
      `${path} is not valid TOML (${(e as Error).message}); nothing was written`,
    );
  }
  edit(doc);
  const out = patch(text, doc, FORMAT);
  return Buffer.from(text === "" || out.endsWith("\n") ? `${out.replace(/\n*$/, "")}\n` : out);
}
