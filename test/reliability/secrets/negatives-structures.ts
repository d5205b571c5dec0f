/**
 * Look-alikes for the structure rules of corpus-structures.ts: prose about credentials without a
 * value (in the same eight languages), compounds that name something else ("password manager",
 * "token endpoint"), markup naming public or metadata entries, ports and databases after `-p`,
 * password hashes, ids and ordinary call arguments, public webhook-looking paths and byte tables.
 */

export function addStructureRuleNegatives(add: (kind: string, ...texts: string[]) => void): void {
  add(
    "prose-no-value",
    "The password for the staging database is in 1Password.",
    "the API key is in the vault under prod/api",
    "the password is configured via the DB_PASSWORD environment variable",
    "My password manager is 1Password8.",
    "The token endpoint is https://login.example.com/oauth2/v2.0/token",
    "The API key for Maps is restricted to our domain.",
    "The secret is out: we're shipping v2.0.1 next week",
    "Rotate the API key every 90 days.",
    "Let me know when the password is reset.",
    "Das Passwort muss mindestens 8 Zeichen lang sein.",
    "Die Passwörter stimmen nicht überein.",
    "La contraseña debe tener al menos 8 caracteres.",
    "Le mot de passe a été modifié avec succès.",
    "As senhas não conferem.",
    "Пароль успешно изменён.",
    "密码修改成功。",
    "パスワードを忘れた場合はこちら",
    "APIキーの有効期限は30日です",
  );
  add(
    "prose-names-not-values",
    "The secret name is prod-db-password-v2",
    "The name of the secret is prod-db-password-v2.",
    "The token is valid until 2025-12-31T23:59:59Z",
    "The signing key is RSA-4096",
    "The token lifetime is 90days",
    "The token is HS256-signed.",
    "The password is DB_PASSWORD_V2 in the env file.",
    "The API key version is v2.3.1",
    "API key rotation completed: 2024-05-01T10:00Z",
    "The token for request id Xk29fLmQ7pR2 expired",
    "The secret key length is 32 bytes.",
    "The token count is 4096abc",
    "La clave es AES256",
    "The password was reset on 2024-03-05 by admin2.",
    "The token is stored in secret/data/ci2",
  );
  add(
    "references-and-ids",
    "password: !Ref DbPasswordParam",
    "password: !secret wifi_password",
    "DISCORD_GUILD=123456789012345678",
    `stripe_client.retrieve("pi_3MtwBwLkdIwHu7ix28a3tqPa")`,
    `client.get("5kX9mQ2pL7vR3tW8")`,
    "$ aws configure get region --profile token-user\nus-east-1",
    "$ echo $TOKEN_VERSION\nrelease-2024-05",
  );
  add(
    "markup-public",
    `<string name="password_hint">Enter your password</string>`,
    `<property name="keyStoreType" value="PKCS12"/>`,
    `<entry key="token.ttl">3600</entry>`,
    `<input type="password" name="password" value="" />`,
    `<env name="DB_PASSWORD" value="\${DB_PASSWORD}"/>`,
    `<add key="PasswordLength" value="12" />`,
  );
  add(
    "cli-not-a-password",
    "mysql -u root -p app_db",
    "docker run -p 8080:80 -u 1000 nginx:1.25",
    "psql -U postgres -p 5432 -h localhost",
    "ssh -l deploy -p 2222 bastion.example.com",
    "kubectl create secret generic db --from-file=password=./secrets/db.txt",
    "heroku login --interactive",
    "npm login --registry https://npm.example.com",
    "aws sso login --profile dev-2024",
  );
  add(
    "keyword-metadata",
    "password_hash: $2b$12$KIXQ1r2e5QGd1e6YhU8cUeV1n0lW9Zl6c5o8Gm3y7J4s2p1a0b9c.",
    "password_digest = BCrypt::Password.create(params[:password])",
    "sentry_release: 3f2a1b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a",
    "DATADOG_SITE=datadoghq.eu",
    "twitter_handle: acme2024dev",
    "heroku_app_name: my-app-2024",
    "secret: !vault |",
    "password => params[:password],",
    "token => token.value",
  );
  add(
    "code-arguments",
    `const result = uuid.safeParse("9491d710-3185-4e06-bea0-6a2f275345e0");`,
    `nanoid.parse("lfNZluvAxMkf7Q8C5H-QS");`,
    `new Date("2024-05-01T10:00:00Z")`,
    `client.connect("localhost", 6379)`,
    `const url = new URL("https://example.com/a/b?c=1");`,
    `logger.info("User-Agent/1.0 (x86_64)")`,
    `db.connect("postgres", "app_user", "app_db")`,
  );
  add(
    "url-paths",
    "https://github.com/acme/app/settings/hooks/123456789",
    "https://api.github.com/repos/acme/app/hooks/12345678/pings",
    "https://docs.example.com/webhooks/getting-started",
  );
  add(
    "byte-tables",
    "const crcTable = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31];",
    "sbox = [99, 124, 119, 123, 242, 107, 111, 197, 48, 1, 103, 43, 254, 215, 171, 118, 202, 130, 201, 125, 250, 89, 71, 240, 173, 212, 162, 175, 156, 164, 114, 192]",
  );
}
