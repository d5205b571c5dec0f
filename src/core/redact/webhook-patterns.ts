/**
 * Incoming-webhook URLs whose path or host is the credential (anyone holding the URL can post), from
 * each service's published URL form; Slack, Discord and Teams are vendor-patterns.ts's, `/hooks/<T>`,
 * `/webhooks/<id>/<T>` and Zapier cli-patterns.ts's. Group 1 is the kept head, group 2 the secret.
 * Every regex is linear: a literal anchor, then bounded classes. Pure data: no I/O.
 * - a singular `/hook/<T>` or `/webhook/<T>` path (Lark/Feishu `open-apis/bot/v2/hook/<uuid>` and the
 *   older `bot/hook/<32 hex>`, n8n
 *   `/webhook/<uuid>` and `/webhook-test/<uuid>`): a UUID or a generated token. A plural collection
 *   (`/webhooks/<uuid>`) is a REST resource id and is left to the `/webhooks/<id>/<T>` rule.
 * - PagerDuty Events API integration URLs: events.pagerduty.com/integration/<32 hex>/enqueue.
 * - Make (formerly Integromat) scenario hooks: hook.<zone>.make.com/<token>.
 * - Pipedream HTTP sources: https://<endpoint id>.m.pipedream.net.
 * - Netlify build hooks (api.netlify.com/build_hooks/<24 hex>) and smee.io channels (smee.io/<id>).
 */
import type { ContextPattern } from "./context-patterns.js";
import { looksRandomToken } from "./token-shape.js";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const WEBHOOK_PATTERNS: readonly ContextPattern[] = [
  {
    kind: "webhook",
    keys: ["/hook/", "/webhook/", "/webhook-test/"],
    re: /(\/(?:hook|webhook|webhook-test)\/)([A-Za-z0-9_-]{16,128})(?=[/?#"'\s]|$)/g,
    accept: (s) => UUID_RE.test(s) || /^[0-9a-f]{32,}$/.test(s) || looksRandomToken(s, 16),
  },
  {
    kind: "webhook",
    keys: ["pagerduty.com/"],
    re: /(\bevents(?:\.eu)?\.pagerduty\.com\/(?:integration|x-ere)\/)([0-9a-f]{32})(?![0-9a-f])/g,
  },
  {
    kind: "webhook",
    keys: ["make.com/", "integromat.com/"],
    re: /(\bhook\.(?:[a-z0-9-]{1,20}\.)?(?:make|integromat)\.com\/)([a-z0-9]{20,64})(?![a-z0-9])/g,
  },
  { kind: "webhook", keys: [".m.pipedream.net"], re: /(\/\/)(e[no][a-z0-9]{10,40})(?=\.m\.pipedream\.net)/g },
  // Netlify build hooks (`api.netlify.com/build_hooks/<24 hex>`: anyone with it can trigger a
  // deploy) and smee.io channels (the channel id is all that guards the forwarded payloads).
  {
    kind: "webhook",
    keys: ["/build_hooks/"],
    re: /(\bapi\.netlify\.com\/build_hooks\/)([0-9a-f]{24})(?![0-9A-Za-z])/g,
  },
  { kind: "webhook", keys: ["smee.io/"], re: /(\bsmee\.io\/)([A-Za-z0-9]{16,64})(?![A-Za-z0-9])/g },
];
