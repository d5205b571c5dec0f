/**
 * What a variable's name says about the value it holds, for the assignment rules (assignments.ts):
 * words that make a random-looking value a hash, id, fixture or encoding, and the services whose
 * credentials carry no prefix and are recognised by the service's name in the variable (gitleaks'
 * keyword-gated rules). Pure: no I/O.
 */
import { nameWords } from "./secret-names.js";
import { looksRandomToken, randomWord } from "./token-shape.js";

/** Words of names whose random-looking values are not secrets: hashes, ids, fixtures, encodings. */
export const SHAPE_EXEMPT_WORDS = new Set(
  (
    "next page continuation pagination marker bin id ids uuid guid hash hashes sha sha1 sha256 sha384 sha512 md5 checksum digest integrity etag commit " +
    "revision rev version nonce fingerprint ref slug path file dir url uri href src image tag name title " +
    "label class style color type kind mode locale format pattern regex query selector event state cursor " +
    "seed sample example fixture expected actual input output data payload body content text message " +
    "encoding alphabet chars charset base64 b64 hex buffer bytes mock fake dummy test tests spec h1 " +
    // request and trace ids (cf-ray, x-correlation), certificates and public keys (ca.crt, tls.cert)
    "ray trace span correlation request crt cert certificate ca pem pub pubkey iv " +
    // ad click ids in URLs (Google, Meta, Microsoft)
    "gclid fbclid msclkid gbraid wbraid " +
    // pagination and sync cursors (nextPageToken, continuationToken, sync_token)
    "page continuation pagination sync " +
    // ids of public objects (nanoid, KSUID, ULID, cuid) and public addresses (a wallet's, a coin's)
    "nanoid ksuid ulid cuid address addr wallet bitcoin btc " +
    // a WireGuard peer (its public key), an ETag condition (If-None-Match, If-Match)
    "peer match " +
    // a JWS key id (RFC 7515 section 4.1.4), a PKCE challenge (RFC 7636: derived from the verifier, sent
    // in the clear), a Vault token accessor (a handle that cannot authenticate)
    "kid challenge accessor " +
    // an opaque handle to a message or object (SQS's ReceiptHandle): it names what to act on
    "handle receipt " +
    // a DNS ownership record (google-site-verification=…, a TXT record anyone can read), a time
    "verification timestamp " +
    // a multipart body's delimiter (RFC 2046 section 5.1.1), a linker symbol (`_ZN…17h<hash>E`)
    "boundary symbol"
  ).split(" "),
);

/**
 * Services whose credentials carry no prefix and are recognised by the service's name in the
 * variable (gitleaks' keyword-gated rules: `twitter_consumer = …`, `DATADOG_APP=…`, `sumo_access = …`).
 */
export const VENDOR_NAME_RE =
  /adafruit|algolia|airtable|asana|bitbucket|bittrex|beamer|cloudflare|codecov|coinbase|cohere|confluent|contentful|datadog|discord|droneci|dropbox|etsy|facebook|fastly|finicity|finnhub|flickr|freshbooks|gitter|gocardless|heroku|hubspot|intercom|jfrog|artifactory|kraken|kucoin|launchdarkly|linkedin|mailchimp|mailgun|mapbox|mattermost|meraki|messagebird|netlify|new_?relic|nytimes|okta|plaid|privateai|rapidapi|sendbird|sentry|snyk|sonar|squarespace|sumo|telegram|travis|twitch|twitter|wandb|yandex|zendesk/i;

/** True when `value` under `name` is a service credential by gitleaks' keyword-gated rules (see VENDOR_NAME_RE). */
export function isVendorCredential(name: string, value: string): boolean {
  return vendorName(name) && vendorShaped(value);
}

/** Words of a service-named variable that hold something public: its release, site, account or user. */
const VENDOR_PUBLIC_WORDS = new Set(
  "release build org organization project region site host domain environment env handle user username channel team workspace email dsn search anon public publishable".split(
    " ",
  ),
);

/** A variable named after a service (VENDOR_NAME_RE) that does not say it holds an id, hash or public value. */
export function vendorName(name: string): boolean {
  return (
    VENDOR_NAME_RE.test(name) &&
    !nameWords(name).some((w) => SHAPE_EXEMPT_WORDS.has(w) || VENDOR_PUBLIC_WORDS.has(w))
  );
}

/** A value shaped like a service credential: hex (not a numeric id), a UUID, a generated value or a short random word. */
export function vendorShaped(value: string): boolean {
  return (
    (/^[0-9a-fA-F]{16,}$/.test(value) && /[a-fA-F]/.test(value)) ||
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ||
    looksRandomToken(value, 14) ||
    randomWord(value)
  );
}

/**
 * Base64 of a file by its magic number (PNG 89 50 4E 47 0D 0A 1A 0A, JPEG FF D8 FF, GIF "GIF8", PDF
 * "%PDF-", RIFF/WebP "RIFF", gzip 1F 8B 08, zip "PK\x03\x04", WOFF "wOF", TrueType 00 01 00 00, XML
 * "<?xml ", SVG "<svg", ICO 00 00 01 00): an embedded image or document (a notebook's output, a ConfigMap's binaryData).
 */
const ENCODED_FILE_RE =
  /^(?:iVBORw0KGgo|\/9j\/|R0lGOD[dl]h|JVBERi0|UklGR|H4sI|UEsDB|d09GR|AAEAAA|PD94bWwg|PHN2Zy|AAABAA)/;

/** True when `value` is the base64 of a file of a known format (see ENCODED_FILE_RE). */
export const encodedFile = (value: string): boolean => ENCODED_FILE_RE.test(value);
