/**
 * A third batch of id look-alikes, written after the rules for the first two were in place: what a
 * developer and an agent say and write around ids — chat and review comments quoting ids next to a
 * credential word, commit messages, log lines of auth services, code that reads or compares ids and
 * hashes beside token code, test fixtures of ids, and config of auth libraries whose values are public
 * (issuer, audience, client and tenant ids, JWKS URLs, key ids).
 */
import { B62, DI, HEX, LO, URL } from "./corpus-alphabets.js";
import type { IdShapes } from "./negatives-id-shapes.js";

type AddNegative = (kind: string, ...texts: string[]) => void;

/** Chat, review and commit messages that quote an id near a credential word. */
function talk(add: AddNegative, s: IdShapes): void {
  add(
    "id-talk-prose",
    `The token refresh bug is in commit ${s.sha()}, not in the key rotation.`,
    `Rotated the signing key; new key id is ${s.uuid()} (old one revoked).`,
    `Can you check why login fails for user ${s.objectId()}?`,
    `Password reset emails for account ${s.firebaseUid()} bounce.`,
    `The API key request ${s.uuid()} is still pending approval.`,
    `secret scanning alert #${s.r(DI, 3)} was closed as a false positive on ${s.short()}`,
    `Revert "Store tokens in keychain" — this reverts commit ${s.sha()}.`,
    `fix(auth): refresh the token before expiry (closes #${s.r(DI, 4)}, trace ${s.md5()})`,
    `Der Schlüssel mit der ID ${s.uuid()} wurde gelöscht.`,
    `La clé ${s.ulid()} a expiré hier, il faut la régénérer.`,
    `El token de la sesión de prueba caducó; el id del usuario es ${s.firebaseUid()}.`,
    `O token expirou para o pedido ${s.objectId()}.`,
    `Il token è scaduto per l'utente ${s.cuid()}.`,
    `Het wachtwoord van gebruiker ${s.firestoreId()} is gereset.`,
    `Токен пользователя ${s.uuid()} отозван.`,
    `用户 ${s.firebaseUid()} 的令牌已过期。`,
    `ユーザー ${s.objectId()} のトークンが失効しました。`,
    `사용자 ${s.cuid()} 의 토큰이 만료되었습니다.`,
    `I re-ran job ${s.r(DI, 11)} with the new secret and it passed on ${s.short()}.`,
    `The password change for tenant ${s.ksuid()} went through at 10:02.`,
  );
}

/** Log lines of auth services: ids and hashes beside credential words. */
function logs(add: AddNegative, s: IdShapes): void {
  add(
    "id-talk-log",
    `level=info msg="token issued" client_id=${s.r(B62, 32)} sub=${s.uuid()} jti=${s.uuid()}`,
    `level=warn msg="invalid token" request_id=${s.nanoid()} kid=${s.r(URL, 43)}`,
    `{"level":"info","msg":"login succeeded","user":"${s.objectId()}","session":"${s.uuid()}","ip":"10.0.0.4"}`,
    `2026-11-27T10:00:00Z INFO auth: password verified for uid=${s.firebaseUid()}`,
    `2026-11-27T10:00:01Z WARN keys: rotated key ${s.uuid()} -> ${s.uuid()}`,
    `[auth] refresh token family ${s.ulid()} revoked after reuse`,
    `audit: secret ${s.r(LO, 6)}/db-password version 4 accessed by sa-${s.r(DI, 6)}@acme.iam`,
    `keycloak: event=LOGIN realm=acme clientId=web userId=${s.uuid()} ipAddress=10.0.0.7`,
    `vault: token accessor=${s.r(B62, 24)} policies=[default app] ttl=768h`,
    `oauth2: exchanged code for token (state=${s.r(URL, 32)}, nonce=${s.r(URL, 32)})`,
  );
}

/** Code that handles ids and hashes next to credential code. */
function code(add: AddNegative, s: IdShapes): void {
  add(
    "id-talk-code",
    `const KEY_ID = "${s.uuid()}";`,
    `const JWKS_KID = "${s.r(URL, 43)}";`,
    `if (token.kid !== "${s.r(URL, 43)}") throw new Error("unknown key");`,
    `expect(session.userId).toBe("${s.firebaseUid()}");`,
    `const FIXTURE_USER_ID = "${s.cuid()}";`,
    `assert.equal(sha1(body), "${s.sha()}");`,
    `cache.set(\`token:\${userId}\`, token, { ttl: 3600 });`,
    `const key = \`${s.r(LO, 5)}:\${tenant}:\${hash}\`;`,
    `SELECT id, token_hash FROM api_tokens WHERE id = '${s.uuid()}';`,
    `INSERT INTO sessions (id, user_id) VALUES ('${s.uuid()}', '${s.objectId()}');`,
    `await redis.del("session:${s.uuid()}")`,
    `const keyId = process.env.KMS_KEY_ID ?? "${s.uuid()}";`,
    `mock.onGet("/users/${s.firebaseUid()}").reply(200, user);`,
    `it("rejects token ${s.short()}", () => {`,
  );
}

/** Config of auth libraries whose values are public: issuers, audiences, client and tenant ids. */
function authConfig(add: AddNegative, s: IdShapes): void {
  add(
    "id-talk-auth-config",
    `AUTH0_CLIENT_ID=${s.r(B62, 32)}\nAUTH0_DOMAIN=acme.eu.auth0.com`,
    `AZURE_TENANT_ID=${s.uuid()}\nAZURE_CLIENT_ID=${s.uuid()}`,
    `issuer: https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_${s.r(B62, 9)}`,
    `audience: api://${s.uuid()}`,
    `userPoolWebClientId: ${s.r(LO + DI, 26)}`,
    `jwks_uri: https://acme.okta.com/oauth2/aus${s.r(B62, 17)}/v1/keys`,
    `GOOGLE_CLIENT_ID=${s.r(DI, 12)}-${s.r(LO + DI, 32)}.apps.googleusercontent.com`,
    `NEXT_PUBLIC_SUPABASE_URL=https://${s.r(LO, 20)}.supabase.co`,
    `"appId": "${s.r(HEX, 32)}", "region": "eu"`,
    `OKTA_ORG_ID=00o${s.r(B62, 17)}`,
  );
}

export function addIdTalkNegatives(add: AddNegative, s: IdShapes): void {
  talk(add, s);
  logs(add, s);
  code(add, s);
  authConfig(add, s);
}
