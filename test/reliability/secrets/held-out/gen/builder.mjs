// Case builder shared by the case files: `add(family, kind, context, gen, template)` draws one secret
// from `gen`, renders the surrounding text with `template(secret)` and records the case. A template
// returns the text, or `{ text, also }` when the same text holds further secrets that must not survive.

import { keys } from "./keys.mjs";
import { tokens } from "./tokens.mjs";

/** Where a secret appears in a coding agent's session. */
export const CONTEXTS = ["shell", "output", "code", "prose"];

export function builder(r) {
  const out = [];
  const add = (family, kind, context, gen, template) => {
    if (!CONTEXTS.includes(context)) throw new Error(`unknown context ${context}`);
    const secret = typeof gen === "function" ? gen() : gen;
    const rendered = template(secret);
    const { text, also } = typeof rendered === "string" ? { text: rendered } : rendered;
    out.push({ family, kind, context, text, secret, ...(also?.length ? { also } : {}) });
  };
  /** Add a negative case: text that must come through redaction unchanged. */
  const neg = (kind, context, text) => {
    if (!CONTEXTS.includes(context)) throw new Error(`unknown context ${context}`);
    out.push({ family: "negative", kind, context, text });
  };
  const people = [
    "alice",
    "bob",
    "deploy",
    "ci-bot",
    "jmartin",
    "svc-backup",
    "admin",
    "priya",
    "tkowalski",
    "mchen",
  ];
  const hosts = [
    "db.internal",
    "10.0.3.17",
    "pg-prod-1.acme.io",
    "staging-db.eu-west-1.rds.amazonaws.com",
    "localhost",
  ];
  const h = {
    user: () => r.pick(people),
    email: () => `${r.pick(people)}@${r.pick(["acme.io", "northwind.dev", "globex.com", "initech.co"])}`,
    host: () => r.pick(hosts),
    org: () => r.pick(["acme", "northwind", "globex", "initech", "hooli", "umbrella-labs"]),
    repo: () => r.pick(["infra", "web-app", "billing-service", "api", "mobile", "data-pipeline", "dotfiles"]),
    db: () => r.pick(["app", "app_production", "billing", "analytics", "orders", "cms"]),
    region: () => r.pick(["us-east-1", "eu-west-1", "ap-southeast-2", "us-west-2", "eu-central-1"]),
  };
  return { out, add, neg, h, t: tokens(r), k: keys(r), r };
}
