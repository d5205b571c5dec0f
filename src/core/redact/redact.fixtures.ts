// Fake credentials for the redaction tests, assembled at runtime so no literal secret sits in the repo.
export const rnd = (n: number): string => "aB3dE5fG7hJ9kL2mN4pQ6rS8tU0vW1xY".repeat(8).slice(0, n);
export const R = (kind: string): string => `[REDACTED:${kind}]`;

export const FAKE = {
  awsKeyId: `AKIA${"IOSFODNN7Q3XMPLE"}`,
  awsSessionKeyId: `ASIA${"Y34FZKBOKMUTVV7A"}`,
  awsSecret: `wJalrXUtnFEMI/K7MDENG/${"bPxRfiCYQ3XMPLKEY0"}`,
  ghp: `ghp_${rnd(36)}`,
  gho: `gho_${rnd(36)}`,
  ghu: `ghu_${rnd(36)}`,
  ghs: `ghs_${rnd(36)}`,
  ghr: `ghr_${rnd(36)}`,
  githubPat: `github_pat_${rnd(22)}_${rnd(59)}`,
  glpat: `glpat-${rnd(20)}`,
  anthropic: `sk-ant-api03-${rnd(93)}AA`,
  openaiLegacy: `sk-${rnd(48)}`,
  openaiProject: `sk-proj-${rnd(40)}_${rnd(30)}`,
  slackBot: `xoxb-${"1234567890"}-${"1234567890123"}-${rnd(24)}`,
  slackUser: `xoxp-${"1234567890"}-${"1234567890"}-${rnd(24)}`,
  slackWebhook: `https://hooks.slack.com/services/T${"00000000"}/B${"00000000"}/${rnd(24)}`,
  jwt: `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${"eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ"}.${rnd(43)}`,
  pem: `-----BEGIN RSA PRIVATE KEY-----\nMIIEow${rnd(60)}\n${rnd(64)}\n-----END RSA PRIVATE KEY-----`,
};

/** Long strings shaped to make backtracking regular expressions go quadratic or worse (bench/redact.mjs times them). */
export const ADVERSARIAL_INPUTS: readonly string[] = [
  "a-".repeat(100_000),
  "a--".repeat(70_000),
  "a.".repeat(100_000),
  'token: "'.repeat(25_000),
  "TOKEN=".repeat(30_000),
  "x://a:".repeat(30_000),
  "<private>".repeat(20_000),
  "-----BEGIN RSA ".repeat(10_000),
  "sk-".repeat(60_000),
  "eyJ.".repeat(50_000),
  "mysql -u ".repeat(20_000),
  "curl -u a".repeat(20_000),
  "htpasswd -b ".repeat(15_000),
  "machine h ".repeat(20_000),
  "x://a:b/".repeat(30_000),
  "<password>".repeat(20_000),
  "Private-Lines: 1\n".repeat(10_000),
  "--password ".repeat(20_000),
  "SECRET_KEY=".repeat(20_000),
  "?sig=".repeat(30_000),
];
