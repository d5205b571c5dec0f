/**
 * Look-alikes of corpus-encoded-urls.ts's placements: URLs whose query or path holds a placeholder,
 * a `${VAR}` or an id (an order's UUID, a commit), hex and base64 of ordinary text, Vault status
 * output without keys, public key blocks in a diff, CI variables that only reference a secret, and
 * documentation stand-ins of the vendor formats. Values come from their own seeded PRNG.
 */
import { B64, HEX, mulberry32 } from "./corpus-alphabets.js";

type AddNegative = (kind: string, ...texts: string[]) => void;
type R = (alphabet: string, n: number) => string;

export function addEncodedUrlNegatives(add: AddNegative, seed = 20261132): void {
  const rand = mulberry32(seed);
  const r: R = (alphabet, n) => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(rand() * alphabet.length)];
    return s;
  };
  const uuid = () => `${r(HEX, 8)}-${r(HEX, 4)}-4${r(HEX, 3)}-a${r(HEX, 3)}-${r(HEX, 12)}`;
  add(
    "near-url-more",
    "https://api.openweathermap.org/data/2.5/weather?q=Lisbon&appid=${OWM_API_KEY}&units=metric",
    "https://api.openweathermap.org/data/2.5/weather?q=Lisbon&appid=YOUR_API_KEY",
    `https://api.example.com/v1/orders/${uuid()}/items?page=2`,
    `curl -fsS https://status.example.com/checks/${uuid()}`,
    "curl -fsS -m 10 --retry 5 https://hc-ping.com/your-uuid-here",
    `https://github.com/acme/api/commit/${r(HEX, 40)}`,
    `https://mainnet.infura.io/v3/\${INFURA_PROJECT_ID}`,
    "ALCHEMY_URL=https://eth-mainnet.g.alchemy.com/v2/${ALCHEMY_API_KEY}",
    "https://docs.netlify.com/configure-builds/build-hooks/",
    "npx smee-client --url https://smee.io/new",
    "Le mot de passe du serveur est « dans le coffre » depuis lundi.",
  );
  add(
    "near-key-more",
    `$ echo -n "hello world from the build" | xxd -p\n${Buffer.from("hello world from the build").toString("hex")}`,
    `const greeting = "${Buffer.from("Welcome to the dashboard").toString("hex")}";`,
    `$ echo -n "deploy finished" | base64\n${Buffer.from("deploy finished").toString("base64")}`,
    `sha256: ${r(HEX, 64)}`,
    "$ vault status\nKey             Value\n---             -----\nSeal Type       shamir\nInitialized     true\nSealed          false\nTotal Shares    5\nThreshold       3",
    `+-----BEGIN PGP PUBLIC KEY BLOCK-----\n+\n+${r(B64, 64)}\n+${r(B64, 64)}\n+-----END PGP PUBLIC KEY BLOCK-----`,
    "      env:\n        SIGNING_CERT_P12_BASE64: ${{ secrets.SIGNING_CERT_P12_BASE64 }}",
    'variables:\n  ANDROID_KEYSTORE_B64: "$KEYSTORE_B64"',
    "HUBSPOT_ACCESS_TOKEN=pat-na1-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx",
    'RUN nmcli dev wifi connect "Office-5G" password "$WIFI_PASSWORD"',
  );
}
