/**
 * A credential passed as a positional argument, where no parameter name marks it: a generated value
 * given to a constructor or to a call whose callee names a client, an API, a bot, a session or a
 * credential (`new Client("…")`, `Stripe('…')`, `telebot.TeleBot("…")`, `discord_client.run("…")`,
 * `Api.init("…")`), and a password-shaped value given to a connect, login or auth call
 * (`pymysql.connect("db", "app", "…")`, `smtp.PlainAuth("", "u", "…", host)`,
 * `DriverManager.getConnection(url, "app", "…")`, `bcrypt("…")`). Named arguments and object members are the
 * assignment rules'. Line-local: the callee is read back from the literal to the `(` that encloses
 * it on the same line. Pure: no I/O.
 */
import { shapeOf } from "./generic-credential.js";
import { rewriteLines } from "./line-scan.js";
import { strongPassword } from "./positional.js";
import { isNonSecretKeyName } from "./secret-names.js";
import { looksRandomToken, randomWord, wordiness } from "./token-shape.js";

type Mark = (kind: string) => string;
type IsPlaceholder = (value: string) => boolean;

/** A string literal argument of 8+ characters without blanks. Groups: (1) quote, (2) value. */
const LITERAL_RE = /(["'`])([^"'`\s\\]{8,512})\1/g;
/** What a line needs: a literal right after `(` or `,` (an argument), or after a `key=` argument name. */
const ARGUMENT_STEM_RE = /[(,][ \t]*(?:(?:api_?)?key[ \t]*=[ \t]*)?["'`][^"'`\s]{8}/g;
/** The callee before a `(`: `new` (group 1) and the member path (group 2, `.`, `::` or `\\` separated). */
const CALLEE_RE = /(\bnew[ \t]+)?([\w$.:\\]+)[ \t]*$/;
/** A constructor without `new`: Rust's `Type::new`, Ruby's `Type.new`. */
const NEW_METHOD_RE = /(?:::|\.)new$/;
/** 32+ hex digits: a raw API key when a client's constructor or factory takes it (`new ApiClient('<hex>')`). */
const HEX_KEY_RE = /^[0-9a-fA-F]{32,}$/;
/** Callees that take an API credential: clients, SDKs, bots, sessions, auth and key setters. */
const CLIENT_CALLEE_RE =
  /client|api|auth|bot|sdk|connect|session|login|token|key|secret|cred|passw|init|configure/i;
/** Callees that take a user's password among their arguments (or hash one: `bcrypt('…')`, `make_password("…")`). */
const LOGIN_CALLEE_RE = /connect|login|logon|auth|cred|passw|session|bind|bcrypt|hashpw|argon2|scrypt/i;

/** The callee of the call whose parentheses enclose position `at` of `line`, or null. */
function enclosingCallee(line: string, at: number): { isNew: boolean; path: string } | null {
  let depth = 0;
  for (let i = at - 1; i >= 0 && at - i <= 400; i--) {
    const c = line.charAt(i);
    if (c === ")" || c === "]" || c === "}") depth++;
    else if (c === "[" || c === "{") depth = Math.max(0, depth - 1);
    else if (c === "(") {
      if (depth > 0) depth--;
      else {
        const m = CALLEE_RE.exec(line.slice(Math.max(0, i - 120), i));
        return m?.[2] === undefined
          ? null
          : { isNew: m[1] !== undefined || NEW_METHOD_RE.test(m[2]), path: m[2] };
      }
    }
  }
  return null;
}

/** Redacts credential literals given as positional arguments (see the module comment). */
export function redactCallArguments(text: string, mark: Mark, isPlaceholder: IsPlaceholder): string {
  return rewriteLines(text, ARGUMENT_STEM_RE, (line) =>
    line.replace(LITERAL_RE, (m, q: string, value: string, at: number) => {
      // an object id with a type prefix (`cus_…`, `pi_…`, `msg_…`) is an id: secret prefixes are redacted earlier
      if (!/\d/.test(value) || !/[A-Za-z]/.test(value) || /^[a-z]{2,10}_[A-Za-z0-9]+$/.test(value)) return m;
      if (isPlaceholder(value)) return m;
      // 16+ random letters and digits is a generated key too (a Twilio-style auth token)
      const generated = looksRandomToken(shapeOf(value)) || (value.length >= 16 && randomWord(value));
      if (HEX_KEY_RE.test(value)) return hexKeyTaken(line, at) ? `${q}${mark("secret")}${q}` : m;
      const password = !generated && (randomWord(value) || (strongPassword(value) && wordiness(value) < 0.7));
      if (!generated && !password) return m;
      const callee = enclosingCallee(line, at);
      if (callee === null) return m;
      const name = callee.path.slice(callee.path.lastIndexOf(".") + 1);
      // a public key or an id built from the value (`PublicKey.fromString("…")`, Solana's Base58 keys)
      if (callee.path.split(/::|\.|\\/).some((p) => isNonSecretKeyName(p))) return m;
      // a long generated value may be taken by any client-ish callee; a short random word only by a
      // constructor or a callee whose own name says so (`client.get("5kX9…")` is an id lookup)
      const long = looksRandomToken(shapeOf(value));
      const taken = generated
        ? callee.isNew || CLIENT_CALLEE_RE.test(long ? callee.path : name)
        : LOGIN_CALLEE_RE.test(name) || (callee.isNew && LOGIN_CALLEE_RE.test(callee.path));
      return taken ? `${q}${mark("secret")}${q}` : m;
    }),
  );
}

/** The type or function a callee path names: `api.NewClient` → NewClient, `Client::new` → Client. */
function calleeName(path: string): string {
  const parts = path.split(/::|\.|\\/).filter((p) => p.length > 0);
  const last = parts.at(-1) ?? "";
  return last === "new" ? (parts.at(-2) ?? last) : last;
}

/**
 * Whether hex at `at` is a key: the enclosing call constructs or makes a client, API, SDK or auth
 * object by its own name (`new ApiClient(…)`, `NewClient(…)`, `Client::new(…)`) or logs in with it
 * (`wandb.login(key="<40 hex>")`), not a hash, commit or object id (`new ObjectId(…)`,
 * `repo.Commit(…)`, `client.get(…)`).
 */
function hexKeyTaken(line: string, at: number): boolean {
  const callee = enclosingCallee(line, at);
  return callee !== null && /client|api|sdk|auth|login|logon/i.test(calleeName(callee.path));
}
