/**
 * Cloud credentials that come as a key id and a secret: the id has a published prefix, the secret
 * has none, so the secret is recognised by following its id — the next credential-shaped word on the
 * same or the next line (a CSV row, `aws configure`'s prompts, `mc alias set … ID SECRET`, a
 * credentials constructor's two arguments, prose). Ids: AWS (AKIA/ASIA/ABIA/ACCA, IAM user guide
 * "Understanding unique ID prefixes"), Alibaba (LTAI), Tencent (AKID), Google Cloud Storage HMAC
 * (GOOG1), DigitalOcean Spaces (DO00), Scaleway (SCW), Twilio account and API key SIDs (AC, SK + 32 hex), Razorpay
 * (rzp_live_/rzp_test_). Pure: no I/O.
 */
import { twilioSid } from "./id-values.js";
import { looksRandomToken } from "./token-shape.js";

const ID_RE =
  /\b(?:(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}|LTAI[A-Za-z0-9]{12,20}|AKID[A-Za-z0-9]{32}|GOOG1[A-Z0-9]{20,60}|DO00[A-Z0-9]{16}|SCW[A-Z0-9]{17}|(?:AC|SK)[a-f0-9]{32}|rzp_(?:live|test)_[A-Za-z0-9]{14})\b/g;
const ID_GATE_RE = /AKIA|ASIA|ABIA|ACCA|LTAI|AKID|GOOG1|DO00|SCW|(?:AC|SK)[a-f0-9]{32}|rzp_/;
/** A word that may be the secret: 20–100 base64/base64url characters standing alone. */
const WORD_RE = /(?<![A-Za-z0-9+/=_.-])[A-Za-z0-9+/_-]{20,100}={0,2}(?![A-Za-z0-9+/=_.-])/g;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The credential-shaped secret after an id: random-looking, a long hex string, or a UUID (Scaleway). */
function isPairSecret(word: string): boolean {
  ID_RE.lastIndex = 0;
  // AWS's documentation example secret (wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY, IAM user guide) is public
  // another Twilio SID (a messaging service MG…, a message SM…) is an id, not the auth token
  if (ID_RE.test(word) || /EXAMPLE(?:KEY)?$/.test(word) || twilioSid(word)) return false;
  // an AWS secret access key is 40 base64 characters (rarely without a digit)
  const aws = word.length === 40 && /[+/]/.test(word) && /[a-z]/.test(word) && /[A-Z]/.test(word);
  return looksRandomToken(word) || aws || /^[0-9a-fA-F]{32,64}$/.test(word) || UUID_RE.test(word);
}

/** Redacts the secret that follows each key id (the id itself is left to the vendor patterns). */
export function redactIdSecretPairs(text: string, mark: (kind: string) => string): string {
  if (!ID_GATE_RE.test(text)) return text;
  let out = "";
  let copied = 0;
  for (const id of text.matchAll(ID_RE)) {
    const from = id.index + id[0].length;
    if (from < copied) continue;
    // the rest of the id's line and the next line, within 240 characters
    const ahead = text.slice(from, from + 240);
    const nl = ahead.indexOf("\n");
    const nl2 = nl < 0 ? -1 : ahead.indexOf("\n", nl + 1);
    const window = nl2 < 0 ? ahead : ahead.slice(0, nl2);
    for (const w of window.matchAll(WORD_RE)) {
      if (!isPairSecret(w[0])) continue;
      const at = from + w.index;
      out += text.slice(copied, at) + mark("secret");
      copied = at + w[0].length;
      break;
    }
  }
  return out + text.slice(copied);
}
