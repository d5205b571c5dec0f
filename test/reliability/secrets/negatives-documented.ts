/**
 * More look-alikes (see negatives.ts), of kinds the other lists do not hold: values vendors document
 * as public (publishable and client-side keys by their prefixes, site keys, browser SDK tokens, public
 * DSN keys, public keys of other formats), vendors' documentation example credentials and placeholder
 * passwords, request and trace ids of common platforms, content hashes and ids in URLs, and
 * signed-URL and credential parameter *names* without a value. Which way each documented-public value
 * goes is decided by the vendor's documentation, cited per group.
 */
type AddNegative = (kind: string, ...texts: string[]) => void;

export function addDocumentedNegatives(add: AddNegative): void {
  addPublicKeys(add);
  addExamplesAndPlaceholders(add);
  addRequestIds(add);
  addUrlHashes(add);
  addParameterNames(add);
}

function addPublicKeys(add: AddNegative): void {
  // Stripe, "API keys": publishable keys (pk_live_/pk_test_) "can be publicly accessible in your web or
  // mobile app's client-side code" (https://docs.stripe.com/keys); Clerk's publishable keys likewise
  // (https://clerk.com/docs/deployments/clerk-environment-variables).
  add(
    "documented-public-key",
    'const stripe = Stripe("pk_live_51Hx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aYq1w2e3r4t5y6u7i8o9p0aSdFgHjKlZxCvBnM");',
    "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_test_51Hx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aYq1w2e3r4t5y6u7i8o9p0",
    'publishableKey: "pk_live_Y2xlcmsuYWNtZS5pbyQ"',
    "VITE_CLERK_PUBLISHABLE_KEY=pk_test_Y2xlYXItbW9ua2V5LTQyLmNsZXJrLmFjY291bnRzLmRldiQ",
  );
  // Google reCAPTCHA: the site key is used "in the HTML code your site serves to users"
  // (https://developers.google.com/recaptcha/docs/display); hCaptcha and Cloudflare Turnstile sitekeys
  // are rendered into the page the same way (https://docs.hcaptcha.com/, https://developers.cloudflare.com/turnstile/).
  add(
    "documented-public-key",
    '<div class="g-recaptcha" data-sitekey="6LcKx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aYq1w2e"></div>',
    "grecaptcha.execute('6LcKx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aYq1w2e', {action: 'submit'})",
    '<div class="h-captcha" data-sitekey="3f9a1c7e-5b2d-4f6a-8c0e-1b3d5f7a9c2e"></div>',
    '<div class="cf-turnstile" data-sitekey="0x4AAAAAAAKx2pL9vQ7mN4rT"></div>',
    "TURNSTILE_SITE_KEY=0x4AAAAAAAKx2pL9vQ7mN4rT",
  );
  // Sentry: "DSNs are safe to keep public because they only allow submission of new events"
  // (https://docs.sentry.io/concepts/key-terms/dsn-explainer/).
  add(
    "documented-public-key",
    'Sentry.init({ dsn: "https://3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e@o450123.ingest.us.sentry.io/4508123456789" });',
    "SENTRY_DSN=https://3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e@o450123.ingest.sentry.io/4508123456789",
    "sentry_sdk.init(dsn='https://3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e@o450123.ingest.de.sentry.io/42')",
  );
  // Browser SDK keys documented as public: Datadog RUM client tokens (pub…, "client tokens cannot be
  // used to retrieve data"), Segment write keys, Mixpanel project tokens, Amplitude API keys,
  // LaunchDarkly client-side ids, PostHog project keys (phc_), Mapbox public tokens (pk.eyJ…), Adyen
  // client keys. Kept as secrets on purpose: New Relic browser keys (NRJS-, gitleaks'
  // new-relic-browser-api-token) and any literal under a bare `token` name.
  add(
    "documented-public-key",
    "DD_CLIENT_TOKEN=pub3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e",
    'datadogRum.init({ applicationId: "3f9a1c7e-5b2d-4f6a-8c0e-1b3d5f7a9c2e", clientToken: "pub3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e", site: "datadoghq.eu" })',
    'analytics.load("Kx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aY");',
    'mixpanel.init("3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e", { track_pageview: true });',
    'amplitude.init("3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e");',
    'LDClient.initialize("5f3a9c2b1d4e5f60a7b8c9d0", context);',
    "posthog.init('phc_Kx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aYq1w2e3r4t5y', { api_host: 'https://eu.i.posthog.com' })",
    'mapboxgl.accessToken = "pk.eyJ1IjoiYWNtZSIsImEiOiJjbHgycGw5dnE3bW40In0.Kx2pL9vQ7mN4rT8wZ1cF6h";',
    'const checkout = await AdyenCheckout({ clientKey: "test_KX2PL9VQ7MN4RT8WZ1CF6HJ3BG5DS0AY", environment: "test" });',
  );
  // Public halves and addresses: age recipients, Nostr npub, BIP-32 extended public keys, minisign
  // public keys, a Web Push VAPID public key (applicationServerKey), Google OAuth client ids.
  add(
    "documented-public-key",
    "age -r age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p -o backup.age backup.tar",
    "npub1sg6plzptd64u62a878hep2kev88swjh3tw00gjsfl8f237lmu63q0uf63m",
    "xpub6CUGRUonZSQ4TWtTMmzXdrXDtypWKiKrhko4egpiMZbpiaQL2jkwSB1icqYh2cfDfVxdx4df189oLKnC5fSwqPfgyP3hooxujYzAu3fDVmz",
    "minisign -Vm release.tar.gz -P RWQf6LRCGA9i53mlYecO4IzT51TGPpvWucNSCh1CBM0QTaLn73Y7GFO3",
    "const applicationServerKey = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';",
    'GOOGLE_CLIENT_ID="1234567890-abc123def456ghi789jkl012mno345pq.apps.googleusercontent.com"',
    "TWILIO_ACCOUNT_SID=AC3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e",
    "SQUARE_APPLICATION_ID=sq0idp-Kx2pL9vQ7mN4rT8wZ1cF6h",
  );
}

function addExamplesAndPlaceholders(add: AddNegative): void {
  // AWS's documentation example pair (IAM user guide, "Managing access keys"): published, grants nothing.
  add(
    "documentation-example",
    "aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    "export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nexport AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    '{"AccessKeyId": "AKIAIOSFODNN7EXAMPLE", "SecretAccessKey": "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"}',
    "docker run -e MYSQL_ROOT_PASSWORD=my-secret-pw -d mysql:8",
    "POSTGRES_PASSWORD: example",
    "ME_CONFIG_MONGODB_ADMINPASSWORD: example",
    "  --env KEYCLOAK_ADMIN_PASSWORD=admin \\",
  );
  // Placeholder and default passwords: the name repeated, a stand-in, a reference, a masked value.
  add(
    "placeholder-password",
    'password="password"',
    "password: password",
    'db.password = "password"',
    "PGPASSWORD=postgres psql -h localhost -U postgres",
    "spring.datasource.password=${DB_PASSWORD}",
    'password: "{{ vault_db_password }}"',
    'password = os.environ["DB_PASSWORD"]',
    'const password = process.env.DB_PASSWORD ?? "";',
    '"password": "********"',
    "password: <REPLACE_WITH_PASSWORD>",
    "Password: (hidden)",
    'export API_TOKEN="$(op read op://dev/api/token)"',
    "token: !ENV ${API_TOKEN}",
    'secret: "[FILTERED]"',
    "apiKey: process.env.API_KEY!,",
    "password: ''",
    "PASSWORD=",
    "The default password is listed in the README.",
  );
}

function addRequestIds(add: AddNegative): void {
  // Request and trace ids (W3C Trace Context, AWS X-Ray, Google Cloud, B3, Cloudflare, GitHub,
  // Vercel, Stripe and OpenAI request ids): printed by every failing request, none a credential.
  add(
    "request-id",
    "traceparent: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
    "X-Amzn-Trace-Id: Root=1-67891233-abcdef012345678912345678;Parent=53995c3f42cd8ad8;Sampled=1",
    "X-Cloud-Trace-Context: 105445aa7843bc8bf206b12000100000/1;o=1",
    "X-B3-TraceId: 80f198ee56343ba864fe8b2a57d3eff7",
    "x-amz-request-id: 4442587FB7D0A2F9\nx-amz-id-2: vlR7PnpV2Ce81l0PRw6jlUpck7Jo5ZsQjryTjKlc5aLWGVHPZLj5NeC6qMa0emYBDXOo6QBU0Wo=",
    "X-GitHub-Request-Id: C3A8:2D9E:5F1B2A:60C3D4:6745A1B2",
    "X-GitHub-Delivery: 72d3162e-cc78-11e3-81ab-4c9367dc0958",
    "x-vercel-id: fra1::iad1::8x2lp-1764150000000-3f9a1c7e5b2d",
    "Request-Id: req_Kx2pL9vQ7mN4rT",
    "x-request-id: req_3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e",
    '{"error": {"message": "Rate limit reached", "type": "requests", "request_id": "req_3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e"}}',
    "RequestId: 3f9a1c7e-5b2d-4f6a-8c0e-1b3d5f7a9c2e Duration: 12.34 ms Billed Duration: 13 ms",
    "uber-trace-id: 3f9a1c7e5b2d4f6a:8c0e1b3d5f7a9c2e:0:1",
    "sentry-trace: 771a43a4192642f0b136d5159a501700-0000000000000000-1",
    "cf-ray: 8e3f9a1c7e5b2d4f-FRA",
    "x-datadog-trace-id: 1234567890123456789",
    "Error ID: Kx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aY (include it when you contact support)",
    "[2026-11-26T10:00:00Z] INFO span_id=00f067aa0ba902b7 trace_id=4bf92f3577b34da6a3ce929d0e0e4736 msg=done",
  );
}

function addUrlHashes(add: AddNegative): void {
  // Content hashes and public ids inside URLs: asset fingerprints, build ids, avatars, videos, fonts,
  // documents, IPFS CIDs, Nix store paths, Go checksums.
  add(
    "url-content-hash",
    '<script src="/assets/index-Kx2pL9vQ7mN4rT8w.js" type="module"></script>',
    "https://acme.io/_next/static/Kx2pL9vQ7mN4rT8wZ1cF6/_buildManifest.js",
    "https://www.gravatar.com/avatar/205e460b479e2e5b48aec07710c08d50?s=80&d=identicon",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s",
    "https://fonts.gstatic.com/s/inter/v13/UcC73FwrK3iLTeHuS_fvQtMwCp50KnMa1ZL7W0Q5nw.woff2",
    "https://docs.google.com/document/d/1Kx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aYq1w2e3r4t5y/edit",
    "https://www.figma.com/design/Kx2pL9vQ7mN4rT8wZ1cF6h/Design-System?node-id=1-2",
    "https://ipfs.io/ipfs/bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi",
    "/nix/store/3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e-nodejs-20.11.0/bin/node",
    "golang.org/x/sys v0.20.0 h1:Od9JTbYCk261bKm4M/mw7AklTlFYIa0bIp9BgSm1S8Y=",
    "https://github.com/acme/app/commit/3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a",
    "https://github.com/acme/app/compare/3f9a1c7e5b2d...8c0e1b3d5f7a",
    "https://registry.npmjs.org/react/-/react-18.3.1.tgz#3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a",
    "https://cdn.jsdelivr.net/npm/chart.js@4.4.0/dist/chart.umd.min.js?v=Kx2pL9vQ7mN4rT8wZ1cF6h",
    "https://images.unsplash.com/photo-1500000000000-3f9a1c7e5b2d?ixlib=rb-4.0.3&w=1200",
    "https://s3.amazonaws.com/acme-public/releases/app-3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e.zip",
    "https://app.example.com/invoices/in_1Kx2pL9vQ7mN4rT8wZ1cF6hJ/pdf",
    "https://ci.example.com/job/build/12345/artifact/dist/app-3f9a1c7e.tar.gz",
    "https://example.com/api/v1/hooks/42/deliveries?per_page=30",
    "https://api.github.com/repos/acme/app/hooks/123456789/pings",
    "https://example.com/keys/3F9A1C7E5B2D4F6A.asc",
  );
}

function addParameterNames(add: AddNegative): void {
  // Signed-URL and credential parameter names without a value (docs, code that builds URLs,
  // templates): the name alone is not a secret.
  add(
    "parameter-name",
    "Presigned URLs carry X-Amz-Algorithm, X-Amz-Credential, X-Amz-Date, X-Amz-Expires and X-Amz-Signature.",
    'url.searchParams.set("X-Goog-Signature", signature);',
    "const sig = params.get('sig'); if (!sig) throw new Error('missing sig');",
    "GET /download?file=report.pdf&sig=<signature>&se=<expiry>",
    "https://api.example.com/v1/items?api_key={API_KEY}",
    "https://api.example.com/v1/items?token=${token}&page=${page}",
    "curl 'https://api.example.com/v1/me?access_token=YOUR_ACCESS_TOKEN'",
    "wss://rt.example.dev/socket?token=<token>",
    "const url = `${base}/hooks/${hookId}/${hookToken}`;",
    "https://api.telegram.org/bot<token>/getMe",
    "https://discord.com/api/webhooks/{webhook.id}/{webhook.token}",
    '"access_token": null,',
    "Pass the token as ?access_token= or in the Authorization header.",
    "Authorization: Bearer <token>",
    "Authorization: Basic base64(username:password)",
    'proxy_set_header Authorization "Bearer $http_x_token";',
    "| Name | Token | Created |\n|------|-------|---------|\n| ci   | (hidden) | 2026-11-26 |",
    "NAME   TOKEN      EXPIRES\nci     ********   never",
    'let api_token = String::from("TOKEN");',
    "public string ApiSecret { get; set; } = string.Empty;",
    "Your API key is ready. Copy it from the dashboard.",
    "Token: see ~/.config/acme/token",
  );
}
