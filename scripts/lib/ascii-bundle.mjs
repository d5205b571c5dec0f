// The hook bundles as ASCII text, the same program. esbuild escapes non-ASCII characters in string
// literals (https://esbuild.github.io/api/#charset) but leaves them in regular expression literals and
// tagged templates (String.raw`…`), whose raw text an escape would change. One such character makes the
// whole file a two-byte string, decoded from UTF-8 on every hook run (hooks/code-cache.ts reads an ASCII
// file as Latin-1 instead, a copy). Rewrites, each giving the same value:
// - a regular expression literal `/…/flags` with a non-ASCII character: `new RegExp("…", "flags")`, the
//   same source text (its `source`) in an escaped string literal: each evaluation still builds a new
//   object (ECMAScript 2024, 13.2.7.3 and 22.2.4.1);
// - a non-ASCII character in the text of `String.raw`…`` or of an untagged template: a substitution
//   `${"\uXXXX"}` of that character (an escaped one, `\X`: of what it stands for: `\X` raw, `X` cooked).
// Anything else (another tag, a character outside these) leaves the file as it is: `asciiBundle` returns
// null, and the hook reads it as UTF-8.
import ts from "typescript";

const NON_ASCII = /[^\t\n\r -~]/;
/** `text` as a JavaScript string literal of ASCII characters (each UTF-16 unit outside ASCII escaped). */
const asciiString = (text) =>
  JSON.stringify(text).replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );

/** Declarations whose `name` is a binding: one named RegExp would shadow the global the rewrite uses. */
const DECLARES = (n) =>
  n !== undefined &&
  (ts.isVariableDeclaration(n) ||
    ts.isParameter(n) ||
    ts.isFunctionDeclaration(n) ||
    ts.isFunctionExpression(n) ||
    ts.isClassDeclaration(n) ||
    ts.isClassExpression(n) ||
    ts.isBindingElement(n) ||
    ts.isImportSpecifier(n));

const isStringRaw = (tag) =>
  ts.isPropertyAccessExpression(tag) &&
  ts.isIdentifier(tag.expression) &&
  tag.expression.text === "String" &&
  tag.name.text === "raw";

/**
 * The raw text `raw` of one template piece (between its delimiters) with each non-ASCII character made a
 * substitution; `rawTag`: the template is String.raw's (an escaped character keeps its backslash).
 */
function templateText(raw, rawTag) {
  let out = "";
  for (let i = 0; i < raw.length; ) {
    const cp = raw.codePointAt(i);
    const ch = String.fromCodePoint(cp);
    if (cp < 0x80) {
      out += ch;
      i += ch.length;
      continue;
    }
    let slashes = 0;
    for (let j = out.length - 1; j >= 0 && out[j] === "\\"; j--) slashes++;
    if (slashes % 2 === 1) {
      // `\X`: raw text is both characters, the cooked value X alone
      out = out.slice(0, -1);
      out += `\${${asciiString(rawTag ? `\\${ch}` : ch)}}`;
    } else out += `\${${asciiString(ch)}}`;
    i += ch.length;
  }
  return out;
}

/** The pieces of a template literal node: [start, end) of each piece's text, between its delimiters. */
function templatePieces(node, sf) {
  if (ts.isNoSubstitutionTemplateLiteral(node)) return [[node.getStart(sf) + 1, node.end - 1]];
  const pieces = [[node.head.getStart(sf) + 1, node.head.end - 2]];
  for (const span of node.templateSpans) {
    const lit = span.literal;
    const tail = ts.isTemplateTail(lit);
    pieces.push([lit.getStart(sf) + 1, lit.end - (tail ? 1 : 2)]);
  }
  return pieces;
}

/**
 * `text` (a bundle) rewritten to ASCII as above; `text` itself when it is ASCII; null when a non-ASCII
 * character is somewhere these rewrites do not cover, or the result would not parse.
 */
export function asciiBundle(text, fileName = "bundle.js") {
  if (!NON_ASCII.test(text)) return text;
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const edits = [];
  let shadowed = false;
  const visit = (node) => {
    if (ts.isIdentifier(node) && node.text === "RegExp" && DECLARES(node.parent))
      shadowed ||= node.parent.name === node;
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(sf);
      if (!NON_ASCII.test(literal)) return;
      const end = literal.lastIndexOf("/");
      const source = asciiString(literal.slice(1, end));
      const flags = JSON.stringify(literal.slice(end + 1));
      const start = node.getStart(sf);
      // `return/…/` and the like: a word before the literal stays apart from `new`
      const gap = /[\w$]/.test(text[start - 1] ?? "") ? " " : "";
      edits.push([start, node.end, `${gap}new RegExp(${source},${flags})`]);
      return;
    }
    if (ts.isTemplateLiteral(node)) {
      const parent = node.parent;
      const tagged = ts.isTaggedTemplateExpression(parent) && parent.template === node;
      // another tag's raw strings stay as they are (then the file is left as it is, below)
      if (!tagged || isStringRaw(parent.tag))
        for (const [from, to] of templatePieces(node, sf)) {
          const raw = text.slice(from, to);
          if (NON_ASCII.test(raw)) edits.push([from, to, templateText(raw, tagged)]);
        }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  if (shadowed) return null;
  let out = text;
  for (const [from, to, replacement] of edits.sort((a, b) => b[0] - a[0]))
    out = out.slice(0, from) + replacement + out.slice(to);
  if (NON_ASCII.test(out)) return null;
  const check = ts.createSourceFile(fileName, out, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  return check.parseDiagnostics.length === 0 ? out : null;
}
