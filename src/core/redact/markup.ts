/**
 * Secrets in markup whose element names them in an attribute: `<property name="jdbc.password"
 * value="…"/>` (Spring, Maven, Ant), `<env name="DB_PASSWORD" value="…"/>` (PHPUnit), `<add
 * key="ApiKey" value="…"/>` (.NET appSettings, NuGet), `<Parameter Name="…" Value="…"/>`, `<entry
 * key="smtp.password">…</entry>` (java.util.Properties XML), `<string name="api_key">…</string>`
 * (Android resources), `<setting name="ApiSecret"><value>…</value></setting>` (.NET settings). The name is judged like an assignment's (secret-patterns.ts): a secret name
 * takes any value that is not a placeholder, a weak name (`…Key`, `…_pass`) a credential-shaped one.
 * Line-local and linear: one element at a time, attributes bounded (8 KB: a key in an attribute is
 * long). Pure: no I/O.
 */
import { rewriteLines } from "./line-scan.js";
import { isKeyName, isSecretName, kindForName, looksLikeCredential } from "./secret-patterns.js";
import { looksLikePassword } from "./token-shape.js";

type Mark = (kind: string) => string;
type IsPlaceholder = (value: string) => boolean;

/** An opening or empty element. Groups: (1) tag, (2) attributes, (3) "/" when empty. */
const ELEMENT_RE = /<([A-Za-z][\w:.-]{0,40})\b([^<>\n]{0,8192}?)(\/?)>/g;
/** The attribute that names the entry. Groups: (1) quote, (2) name. */
const NAME_ATTR_RE = /(?:^|\s)(?:name|key|id|property|Name|Key|ID)=(["'])([\w.:/-]{1,100})\1/;
/** The attribute that holds the value. Groups: (1) head, (2) quote, (3) value. */
const VALUE_ATTR_RE = /(\s(?:value|Value|VALUE)=)(["'])([^"'\n]{1,8192})\2/;
/** An element's only child `<value>…</value>`. Groups: (1) up to the value, (2) the value. */
const VALUE_CHILD_RE = /^([ \t]*<[Vv]alue>)([^<]{1,8192})<\/[Vv]alue>[ \t]*$/;
/** What a line needs: a naming attribute whose value holds a secret stem. */
const MARKUP_STEM_RE =
  /(?:name|key|id|property|Name|Key|ID)=["'][^"'\n]{0,100}?(?:[Pp]ass|PASS|[Ss]ecret|SECRET|[Tt]oken|TOKEN|[Kk]ey|KEY|[Cc]red|CRED|[Aa]uth|AUTH|[Pp]w|PW|[Ss]alt|SALT)/g;

/** Whether `value` under the entry name `name` is a secret. */
function qualifies(name: string, value: string, isPlaceholder: IsPlaceholder): boolean {
  const key = name.slice(Math.max(name.lastIndexOf("."), name.lastIndexOf(":"), name.lastIndexOf("/")) + 1);
  if (isPlaceholder(value) || !/[A-Za-z0-9]/.test(value) || /^\s|\s$/.test(value)) return false;
  if (isSecretName(key)) return true;
  if (!isKeyName(key)) return false;
  return looksLikeCredential(value) || (/(?:pass|pw|passcode)$/i.test(key) && looksLikePassword(value));
}

/** Redacts the value of each element that names a secret (see the module comment). */
export function redactMarkup(text: string, mark: Mark, isPlaceholder: IsPlaceholder): string {
  return rewriteLines(text, MARKUP_STEM_RE, (line) => {
    let out = "";
    let copied = 0;
    for (const el of line.matchAll(ELEMENT_RE)) {
      const [whole, tag = "", attrs = "", empty] = el;
      const name = NAME_ATTR_RE.exec(attrs)?.[2];
      if (name === undefined || el.index < copied) continue;
      const value = VALUE_ATTR_RE.exec(attrs);
      if (value !== null) {
        const [, head = "", q = "", v = ""] = value;
        if (!qualifies(name, v, isPlaceholder)) continue;
        const at = el.index + 1 + tag.length + value.index;
        out += `${line.slice(copied, at)}${head}${q}${mark(kindForName(name))}${q}`;
        copied = at + value[0].length;
        continue;
      }
      if (empty === "/") continue;
      // the text content up to the closing tag
      const from = el.index + whole.length;
      const close = line.indexOf(`</${tag}>`, from);
      const content = close < 0 ? "" : line.slice(from, close);
      // .NET settings: `<setting name="ApiSecret" serializeAs="String"><value>…</value></setting>`
      const child = VALUE_CHILD_RE.exec(content);
      const [lead, inner] = child === null ? ["", content] : [child[1] ?? "", child[2] ?? ""];
      if (inner.length === 0 || inner.length > 8192 || inner.includes("<")) continue;
      if (!qualifies(name, inner, isPlaceholder)) continue;
      out += `${line.slice(copied, from + lead.length)}${mark(kindForName(name))}`;
      copied = from + lead.length + inner.length;
    }
    return copied === 0 ? line : out + line.slice(copied);
  });
}
