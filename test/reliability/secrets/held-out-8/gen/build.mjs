// Assembles the held-out-8 corpus: structured positives, vendor tokens spread over placements, and
// negatives (look-alikes in neutral slots, placeholders in credential slots, session artifacts, public
// keys, near misses). Pure: one fixed seed string, so every run gives the same lines.
import { cliCases } from "./cli.mjs";
import { cloudCases } from "./cloud.mjs";
import { connstrCases } from "./connstr.mjs";
import { keyCases } from "./keys.mjs";
import { ARTIFACTS } from "./neg-artifacts.mjs";
import { LOOKALIKES } from "./neg-lookalikes.mjs";
import { MISC, NO_PASSWORD_URLS } from "./neg-misc.mjs";
import { NEARMISS } from "./neg-nearmiss.mjs";
import { PLACEHOLDERS } from "./neg-placeholders.mjs";
import { PUBLIC } from "./neg-public.mjs";
import { TOOLING } from "./neg-tooling.mjs";
import { outputCases } from "./outputs.mjs";
import { passwordCases } from "./passwords.mjs";
import { CODE } from "./place-code.mjs";
import { CONFIG } from "./place-config.mjs";
import { MISC as PLACE_MISC } from "./place-misc.mjs";
import { SHELL } from "./place-shell.mjs";
import { makeRand } from "./rand.mjs";
import { VENDORS } from "./vendors.mjs";
import { webCases } from "./web.mjs";
import { wrappedCases } from "./wrapped.mjs";

export const SEED = "cairn-held-out-8/2026-11-26";
const PLACES = [...SHELL, ...CODE, ...CONFIG, ...PLACE_MISC];
const CREDENTIAL_WORDS =
  /bearer|api-key|authori|token|secret|passw|\bkey\b|clé|contraseña|キー|令牌|токен|senha|acceso/i;

const names = (env) => {
  const snake = env.toLowerCase();
  const camel = snake.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
  return { env, snake, camel };
};

/** Round-robin over a shuffled list, so every placement is used about equally. */
function rotor(r, list) {
  let order = r.shuffle(list);
  let i = 0;
  return () => {
    if (i === order.length) {
      order = r.shuffle(list);
      i = 0;
    }
    return order[i++];
  };
}

function vendorPositives(r) {
  const next = rotor(r, PLACES);
  const out = [];
  for (const v of VENDORS) {
    const used = new Set();
    while (used.size < 2) {
      const place = next();
      if (used.has(place.context)) continue;
      used.add(place.context);
      const value = v.make(r);
      const text = place.make(r, { value, kind: v.kind, ...names(v.env) });
      out.push({ family: v.family, kind: v.kind, context: place.context, text, secret: value });
    }
  }
  return out;
}

function negatives(r) {
  const out = [];
  const neutral = PLACES.filter(
    (p) =>
      !CREDENTIAL_WORDS.test(
        p.make(makeRand("probe"), { value: "VALUE", kind: "kindx", ...names("NAME_X") }),
      ),
  );
  const nextNeutral = rotor(r, neutral);
  for (const l of LOOKALIKES) {
    for (let k = 0; k < 4; k++) {
      const place = nextNeutral();
      out.push({
        kind: l.kind,
        context: place.context,
        text: place.make(r, { value: l.make(r), kind: l.kind, ...names(l.env) }),
      });
    }
  }
  const nextPlace = rotor(r, PLACES);
  const nextVendor = rotor(r, VENDORS);
  for (const [kind, make] of PLACEHOLDERS) {
    for (let k = 0; k < 6; k++) {
      const v = nextVendor();
      const place = nextPlace();
      const value = make(r, v, v.make(r));
      out.push({
        kind: `placeholder-${kind}`,
        context: place.context,
        text: place.make(r, { value, kind: v.kind, ...names(v.env) }),
      });
    }
  }
  for (const url of NO_PASSWORD_URLS) {
    for (let k = 0; k < 2; k++) {
      const place = nextNeutral();
      out.push({
        kind: "connection-without-password",
        context: place.context,
        text: place.make(r, { value: url, kind: "database", ...names("DATABASE_URL") }),
      });
    }
  }
  for (const [kind, context, make] of [...ARTIFACTS, ...PUBLIC, ...NEARMISS, ...MISC, ...TOOLING]) {
    out.push({ kind, context, text: make(r) });
  }
  return out;
}

/** Returns the corpus as JSONL text (one case a line, trailing newline). */
export function buildCorpus() {
  const r = makeRand(SEED);
  const positives = [
    ...vendorPositives(r),
    ...cloudCases(r),
    ...connstrCases(r),
    ...keyCases(r),
    ...cliCases(r),
    ...outputCases(r),
    ...webCases(r),
    ...passwordCases(r),
    ...wrappedCases(r),
  ];
  const negs = negatives(r);
  const lines = [];
  const ctx = (c) => (c.startsWith("prose-") ? "prose-intl" : c);
  positives.forEach((c, i) => {
    const id = `h8p-${String(i + 1).padStart(4, "0")}`;
    const row = {
      id,
      family: c.family,
      kind: c.kind,
      context: ctx(c.context),
      text: c.text,
      secret: c.secret,
    };
    if (c.also?.length) row.also = c.also;
    lines.push(JSON.stringify(row));
  });
  negs.forEach((c, i) => {
    const id = `h8n-${String(i + 1).padStart(4, "0")}`;
    lines.push(
      JSON.stringify({ id, family: "negative", kind: c.kind, context: ctx(c.context), text: c.text }),
    );
  });
  return `${lines.join("\n")}\n`;
}
