// Negatives: how many of each kind, drawn from the templates in neg-ids.mjs and neg-text.mjs.
// Identical texts are drawn once.

import { BASE64_NEGATIVES, ID_NEGATIVES } from "./neg-ids.mjs";
import { TEXT_NEGATIVES } from "./neg-text.mjs";

const QUOTA = {
  "git-sha": 32,
  "uuid-ulid": 30,
  "lockfile-hash": 36,
  "image-digest": 22,
  "request-id": 34,
  "cloud-resource-id": 38,
  "release-checksum": 22,
  "content-hash-name": 36,
  "fixture-id": 26,
  "base64-data": 26,
  placeholder: 50,
  "secret-reference": 46,
  "public-key": 44,
  "test-dummy": 10,
  "long-identifier": 14,
  "minified-code": 8,
  "css-colour": 18,
  "data-uri": 12,
  "k8s-resource-name": 22,
  "config-key-no-value": 10,
  "prose-no-value": 12,
  "commit-changelog": 10,
  "public-by-design": 14,
  "other-lookalike": 14,
  "shell-no-secret": 30,
};

export function negatives(r, addNeg) {
  const all = { ...ID_NEGATIVES, "base64-data": BASE64_NEGATIVES, ...TEXT_NEGATIVES };
  const seen = new Set();
  for (const [kind, quota] of Object.entries(QUOTA)) {
    const templates = all[kind];
    if (!templates) throw new Error(`no templates for ${kind}`);
    let made = 0;
    for (let attempt = 0; made < quota && attempt < quota * 4; attempt++) {
      const [context, text] = templates[attempt % templates.length](r);
      if (seen.has(text)) continue;
      seen.add(text);
      addNeg(kind, context, text);
      made++;
    }
  }
}
