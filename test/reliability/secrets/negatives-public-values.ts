/**
 * More look-alikes (see negatives.ts): public values a session prints under names or in places that
 * sound like secrets — data URIs and source maps, Go build ids, OAuth client ids, `NEXT_PUBLIC_`
 * values, reCAPTCHA site keys, Cognito pool and client ids, OpenPGP and SSH fingerprints, password
 * hashes (bcrypt, Argon2: not the password), extension ids, rustc metadata hashes, deployment,
 * correlation, replay and upload ids, a JWK's `kid`, cache keys, package URLs, Sentry trace headers —
 * and a HAR cookie header that holds no session; what a session prints around logins, cookies that grant
 * no access (analytics, load-balancer stickiness, bot management), anti-forgery tokens, WireGuard
 * peers, NATS server ids, elided PEM blocks, placeholders, versions, ETags and OAuth state.
 */
type AddNegative = (kind: string, ...texts: string[]) => void;

export function addPublicValueNegatives(add: AddNegative): void {
  add(
    "public-values",
    '<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==" alt="">',
    "//# sourceMappingURL=data:application/json;charset=utf-8;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbInNyYy9pbmRleC50cyJdLCJtYXBwaW5ncyI6IkFBQUEsU0FBUyJ9",
    "$ go tool buildid ./bin/app\nhL3x5Qk9y7sWbZk2lM0v/Tq8Wn1pXc3Yd5Rf6Gh7J/aB2cD4eF6gH8iJ0kL2m/nO4pQ6rS8tU0vW2xY4z",
    "GITHUB_CLIENT_ID=Iv1.3f9a1c7e5b2d4f6a",
    "GITHUB_CLIENT_ID=Ov23liKx2pL9vQ7mN4rT",
    "NEXT_PUBLIC_ALGOLIA_SEARCH_KEY=3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e",
    "NEXT_PUBLIC_SUPABASE_ANON_KEY=sb_publishable_Kx2pL9vQ7mN4rT8wZ1cF6h_3f9a1c7e",
    "RECAPTCHA_SITE_KEY=6LcKx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aYq1w2e",
    "COGNITO_USER_POOL_ID=eu-west-1_AbCdEfGhI\nCOGNITO_CLIENT_ID=4k2p9vq7mn4rt8wz1cf6hj3bg5",
    "$ gpg --list-keys\npub   ed25519 2024-01-01 [SC]\n      3F9A1C7E5B2D4F6A8C0E1B3D5F7A9C2E4B6D8F0A\nuid           [ultimate] Dev <dev@acme.io>",
    "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:Kx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aYq1w2e3r4t5y dev@laptop (ED25519)",
    'user.password_digest = "$2a$12$Kx2pL9vQ7mN4rT8wZ1cF6uJ3bG5dS0aYq1w2e3r4t5yKx2pL9vQ7m"',
    '"hash": "$argon2id$v=19$m=65536,t=3,p=4$Kx2pL9vQ7mN4rT8wZ1cF6g$Zx9kLm2Np4Qr6St8Uv0Wx2Yz4Ab6Cd8Ef0Gh2Ij4Kl"',
    "chrome-extension://abcdefghijklmnopabcdefghijklmnop/popup.html",
    "rustc --crate-name app -C metadata=5f3a9c2b1d4e5f60 -C extra-filename=-5f3a9c2b1d4e5f60",
    '<div data-reactid=".0.1" key="k-Kx2pL9vQ7mN4rT8wZ1cF6hJ3"></div>',
    'export const buildId = "Kx2pL9vQ7mN4rT8wZ1cF6";',
    '"deploymentId": "Kx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aY"',
    "commit_sha: 3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a\nworkflow_run: 9876543210",
    "correlationId=Kx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aY",
    "X-Request-ID: Kx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aY",
    "session_replay_id: Kx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aY",
    '{"kid": "Kx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aY", "alg": "RS256"}',
    '"sha": "Kx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aY"',
    "cache_key: v2-deps-Kx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aY",
    "Upload ID: Kx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aYq1w2e3r4t5y.Kx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aY",
    "Downloading https://files.pythonhosted.org/packages/3f/9a/1c7e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a/requests-2.31.0-py3-none-any.whl",
    "sentry-trace: 3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e-4b6d8f0a3f9a1c7e-1\nbaggage: sentry-trace_id=3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e,sentry-public_key=3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e",
  );
  add(
    "session-output",
    "password: ********",
    "Enter passphrase for key '/home/dev/.ssh/id_ed25519':",
    "token expired at 2026-11-26T10:00:00Z, refreshing (attempt 2/3)",
    "const token = await getToken({ req, secret: process.env.NEXTAUTH_SECRET });",
    "export AWS_SESSION_TOKEN=$(aws sts get-session-token --query Credentials.SessionToken --output text)",
    "Set-Cookie: __cf_bm=Kx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aYq1w2e3r4t5y-1764150000-1.0.1.1-Zx9kLm2Np4Qr6St8Uv0Wx2Yz4Ab6Cd8Ef0Gh2Ij4Kl; path=/; expires=Wed, 26-Nov-26 10:30:00 GMT; domain=.acme.io; HttpOnly; Secure; SameSite=None",
    "Cookie: _ga=GA1.1.123456789.1764150000; _ga_ABC123DEF4=GS1.1.1764150000.1.1.1764150100.0.0.0",
    "Set-Cookie: AWSALB=Kx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aYq1w2e3r4t5yKx2pL9vQ7mN4rT8wZ1cF6hJ3; Expires=Wed, 03 Dec 2026 10:00:00 GMT; Path=/",
    "Cookie: _fbp=fb.1.1764150000000.1234567890; _gcl_au=1.1.1234567890.1764150000",
    "Cookie: ajs_anonymous_id=%22f3c9a1b7-2e4d-4a6f-8c0b-1d3e5f7a9c2b%22; theme=dark",
    "Cookie: NEXT_LOCALE=en; __stripe_mid=f3c9a1b7-2e4d-4a6f-8c0b-1d3e5f7a9c2b0a1b2c",
    "Cookie: intercom-device-id-abc123=f3c9a1b7-2e4d-4a6f-8c0b-1d3e5f7a9c2b",
    "csrftoken=Kx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aY (from the form, not the session)",
    '<meta name="csrf-token" content="Kx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aYq1w2e3r4t5y">',
    "SESSION_COOKIE_NAME=__Host-session\nSESSION_COOKIE_SECURE=true",
    "app.use(session({ secret: process.env.SESSION_SECRET, cookie: { secure: true, maxAge: 86400000 } }))",
    'res.cookie("theme", req.query.theme, { maxAge: 900000 });',
    "wg0: Interface for wg0 is up, peer Kx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aYq1w2e3r4t5y= latest handshake 12s ago",
    "peer: Kx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aYq1w2e3r4t5yQ=\n  endpoint: 203.0.113.5:51820\n  allowed ips: 10.8.0.2/32",
    "nats: connected to nats://demo.nats.io:4222 (server id NCUAZ7VZ4OJIAVEWX5GHCPDZWNRIHZ3QX6VKKPT6WQUXQFPZT67JHOXW)",
    "$ nsc list keys\n| Entity | Key                                                      | Signing Key | Stored |\n| acme   | OAFEEYZSYYVI4FXLRXJTMM32PQEI3RGOWZJT7Y3YFM4HB7ACPE4RTJPG |             | *      |",
    "jdbc:mysql://localhost:3306/app?useSSL=false&serverTimezone=UTC&allowPublicKeyRetrieval=true",
    "spring.datasource.password=${DB_PASSWORD}",
    "Driver={ODBC Driver 18 for SQL Server};Server=localhost;Database=app;Trusted_Connection=yes;",
    "[Interface]\nPrivateKey = <paste the output of wg genkey here>",
    "sudo -S -v",
    'echo "Password:" && read -s PASS && echo "$PASS" | sudo -S -v',
    "https://api.telegram.org/bot<token>/sendMessage?chat_id=<chat>",
    "vercel --token $VERCEL_TOKEN --prod",
    "DOPPLER_CONFIG=prd\nDOPPLER_PROJECT=backend",
    '"private_key": "-----BEGIN PRIVATE KEY-----\\n...\\n-----END PRIVATE KEY-----\\n"',
    '"private_key_id": "<your-key-id>"',
    'algoliasearch("latency", "6be0576ff61c053d5f9a3225e2a90f76")',
    "AccountKey=<storage-account-key>;EndpointSuffix=core.windows.net",
    "release: v2.14.0-rc.1+build.3f9a1c7e",
    "Successfully built 3f9a1c7e5b2d\nSuccessfully tagged acme/api:3f9a1c7e",
    "Run ID: 01JDXK3M5P7Q2R4T6V8W2Y3Z4A",
    "x-datadog-trace-id: 1234567890123456789\nx-datadog-parent-id: 9876543210987654321",
    "Idempotency-Key: Kx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aY",
    'If-None-Match: "Kx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aY"',
    "Location: /login?next=%2Fdashboard&state=Kx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aY",
    "https://github.com/login/oauth/authorize?client_id=Iv1.3f9a1c7e5b2d4f6a&state=Kx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aY&code_challenge=Zx9kLm2Np4Qr6St8Uv0Wx2Yz4Ab6Cd8Ef0Gh2Ij4Kl&code_challenge_method=S256\n",
  );
  add(
    "near-cookie-positions",
    `{"request": {"headers": [{"name": "cookie", "value": "theme=dark; lang=en-US"}]}}`,
    `> document.cookie\n'theme=dark; sidebar=collapsed; consent=all'`,
    `cookies[:locale] = "en-GB"`,
    `{"name": "sha", "value": "3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a", "path": "dist/app.js", "secure": false}`,
    "Uploaded backup.tar to storage: sha512=Kx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aYq1w2e3r4t5yKx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aYq1w2e3r4t5yKx2pL9vQ7m==",
    `_ga\tGA1.1.1234567890.1700000000\t.acme.io\t/\t2027-01-01T00:00:00.000Z\t30`,
  );
}
