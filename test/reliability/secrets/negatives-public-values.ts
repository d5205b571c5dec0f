/**
 * More look-alikes (see negatives.ts): public values a session prints under names or in places that
 * sound like secrets — data URIs and source maps, Go build ids, OAuth client ids, `NEXT_PUBLIC_`
 * values, reCAPTCHA site keys, Cognito pool and client ids, OpenPGP and SSH fingerprints, password
 * hashes (bcrypt, Argon2: not the password), extension ids, rustc metadata hashes, deployment,
 * correlation, replay and upload ids, a JWK's `kid`, cache keys, package URLs, Sentry trace headers —
 * and a HAR cookie header that holds no session.
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
    "near-cookie-positions",
    `{"request": {"headers": [{"name": "cookie", "value": "theme=dark; lang=en-US"}]}}`,
    `> document.cookie\n'theme=dark; sidebar=collapsed; consent=all'`,
    `cookies[:locale] = "en-GB"`,
    `{"name": "sha", "value": "3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a", "path": "dist/app.js", "secure": false}`,
    "Uploaded backup.tar to storage: sha512=Kx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aYq1w2e3r4t5yKx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aYq1w2e3r4t5yKx2pL9vQ7m==",
    `_ga\tGA1.1.1234567890.1700000000\t.acme.io\t/\t2027-01-01T00:00:00.000Z\t30`,
  );
}
