/**
 * Command lines whose flags and positional arguments are ids, hashes, digests or names: `git
 * checkout <sha>`, `docker pull img@sha256:…`, `kubectl get pod <name-hash>`, `gh run view <id>`, and
 * the look-alikes of the commands that take a token positionally (`tool login`, `tool configure`,
 * `tool auth …`, `vault login`) given a method, a profile, a file or an id instead of a token.
 */
import type { IdShapes } from "./negatives-id-shapes.js";

type AddNegative = (kind: string, ...texts: string[]) => void;

/** Positional ids and hashes of everyday commands. */
function positionalIds(add: AddNegative, s: IdShapes): void {
  add(
    "id-cli-positional",
    `git checkout ${s.sha()}`,
    `git checkout -b hotfix ${s.short()}`,
    `git switch --detach ${s.sha()}`,
    `git cherry-pick ${s.short()} ${s.short()}`,
    `git revert --no-edit ${s.sha()}`,
    `git show ${s.sha()}:src/auth/session.ts`,
    `git diff ${s.short()}..${s.short()} -- src/`,
    `git reset --hard ${s.sha()}`,
    `git bisect bad ${s.sha()}`,
    `git worktree add ../review ${s.sha()}`,
    `docker pull ghcr.io/acme/api@sha256:${s.hex64()}`,
    `docker inspect ${s.r("0123456789abcdef", 12)}`,
    `docker logs -f ${s.r("0123456789abcdef", 12)}`,
    `docker rmi sha256:${s.hex64()}`,
    `kubectl get pod ${s.pod()} -o yaml`,
    `kubectl logs ${s.pod()} -c api --since=10m`,
    `kubectl describe rs api-${s.r("bcdfghjklmnpqrstvwxz2456789", 10)}`,
    `kubectl delete pod ${s.pod()} -n prod`,
    `gh run view ${s.r("0123456789", 11)} --log-failed`,
    `gh run rerun ${s.r("0123456789", 11)} --failed`,
    `gh api repos/acme/app/commits/${s.sha()}/check-runs`,
    `gh pr checkout 4821 && git log -1 --format=%H\n${s.sha()}`,
    `aws logs get-log-events --log-group-name /aws/lambda/api --log-stream-name '2026/11/27/[$LATEST]${s.md5()}'`,
    `aws ec2 terminate-instances --instance-ids i-0${s.r("0123456789abcdef", 16)}`,
    `aws cloudformation describe-stacks --stack-name arn:aws:cloudformation:eu-west-1:${s.r("0123456789", 12)}:stack/api/${s.uuid()}`,
    `gcloud builds log ${s.uuid()}`,
    `az vm show --ids /subscriptions/${s.uuid()}/resourceGroups/rg/providers/Microsoft.Compute/virtualMachines/vm1`,
    `terraform import aws_instance.web i-0${s.r("0123456789abcdef", 16)}`,
    `terraform state show 'module.db.aws_db_instance.this["${s.r("abcdefghij", 6)}"]'`,
    `stripe events resend evt_${s.r("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 24)}`,
    `mongosh --eval 'db.users.findOne({_id: ObjectId("${s.objectId()}")})'`,
    `psql -c "select * from orders where id = '${s.uuid()}'"`,
    `redis-cli GET session:meta:${s.uuid()}`,
    `curl -s https://api.example.com/v1/jobs/${s.ksuid()} | jq .status`,
    `npx prisma migrate resolve --applied 20261127100000_${s.r("abcdefghijklmnopqrstuvwxyz", 8)}`,
    `sentry-cli releases finalize ${s.sha()}`,
    `vercel promote dpl_${s.r("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 28)}`,
    `fly machine restart ${s.r("0123456789abcdef", 14)}`,
    `heroku releases:rollback v${s.r("0123456789", 3)} -a acme-api`,
    `ipfs cat bafybei${s.r("abcdefghijklmnopqrstuvwxyz234567", 52)}`,
    `nix build /nix/store/${s.r("0123456789abcdfghijklmnpqrsvwxyz", 32)}-app.drv`,
    `./scripts/replay-event.sh ${s.ulid()}`,
    `node scripts/reindex.mjs ${s.firestoreId()}`,
    `python manage.py shell -c "User.objects.get(pk='${s.cuid()}')"`,
    `make deploy SHA=${s.sha()}`,
    `cargo update -p serde --precise 1.0.215`,
  );
}

/** Flags that take an id, a hash, a digest or a cache key. */
function flagIds(add: AddNegative, s: IdShapes): void {
  add(
    "id-cli-flag",
    `gh run list --commit ${s.sha()} --json databaseId`,
    `gh workflow run deploy.yml --ref ${s.sha()}`,
    `./deploy.sh --sha ${s.sha()} --env staging`,
    `tool deploy --build-id ${s.nanoid()}`,
    `tool replay --request-id ${s.uuid()}`,
    `tool fetch --trace-id ${s.md5()}`,
    `curl -X POST --idempotency-key ${s.uuid()} https://api.example.com/charges`,
    `stripe charges create --amount 100 --idempotency ${s.uuid()}`,
    `aws s3api get-object --bucket media --key uploads/${s.uuid()}.png out.png`,
    `aws kms describe-key --key-id ${s.uuid()}`,
    `aws kms encrypt --key-id alias/app --plaintext fileb://data.txt`,
    `gcloud kms keys versions describe 1 --key ${s.r("abcdefghij", 6)} --keyring app --location global`,
    `gpg --recv-keys ${s.r("0123456789ABCDEF", 40)}`,
    `gpg --verify --keyid-format long SHA256SUMS.sig`,
    `apt-key adv --keyserver keyserver.ubuntu.com --recv-keys ${s.r("0123456789ABCDEF", 16)}`,
    `pip install --require-hashes requests==2.32.3 --hash=sha256:${s.hex64()}`,
    `npm install --integrity ${s.sri()}`,
    `cosign verify --key cosign.pub --certificate-identity ci@acme.dev ghcr.io/acme/api@sha256:${s.hex64()}`,
    `docker buildx build --cache-to type=gha,scope=${s.short()} --cache-from type=gha,scope=main .`,
    `tool cache restore --key node-modules-${s.hex64()}`,
    `tool cache save --key ${s.nanoid()} --path dist`,
    `rclone copy remote:bucket/${s.ulid()} . --checksum`,
    `kubectl rollout undo deploy/api --to-revision=${s.r("0123456789", 2)}`,
    `helm rollback api ${s.r("0123456789", 2)} --namespace prod`,
    `tool events list --after ${s.cursor()}`,
    `tool items list --cursor ${s.cursor()} --limit 100`,
    `tool users get --uid ${s.firebaseUid()}`,
    `tool jobs get --id ${s.ksuid()}`,
    `tool sessions show --session ${s.uuid()}`,
    `firebase auth:export users.json --project acme-${s.r("abcdefghijklmnopqrstuvwxyz0123456789", 5)}`,
  );
}

/**
 * Look-alikes of the commands that take a token positionally: `login`, `configure`, `auth` and
 * Vault's `login` given a method, a profile, a file, a flag, a variable or an accessor.
 */
function tokenCommandLookalikes(add: AddNegative, s: IdShapes): void {
  add(
    "id-cli-token-command",
    `vault login -method=oidc role=developer`,
    `vault login -method=github`,
    `vault login -method=userpass username=jane`,
    `vault login -method=aws role=ci header_value=vault.example.com`,
    `vault login token=$VAULT_TOKEN`,
    `vault login -`,
    `vault token lookup -accessor ${s.r("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 24)}`,
    `vault token revoke -accessor ${s.r("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 24)}`,
    `vault kv get -version=3 secret/app/${s.r("abcdefghij", 6)}`,
    `gh auth login --with-token < ~/.config/gh/token.txt`,
    `gh auth login --hostname github.example.com --git-protocol ssh`,
    `gh auth status --show-token=false`,
    `gh auth refresh -s read:org`,
    `tool login --sso --profile dev`,
    `tool login https://registry.example.com`,
    `tool login $(cat ~/.tool/token)`,
    `tool login "$TOOL_TOKEN"`,
    `tool configure --profile staging --region eu-west-1`,
    `tool configure set region eu-west-1`,
    `tool configure list`,
    `tool auth set-token --from-env TOOL_TOKEN`,
    `tool auth set-token < token.txt`,
    `tool auth whoami\nLogged in as jane (id ${s.firebaseUid()})`,
    `tool auth list\n  ${s.ulid()}  jane@example.com  (active)`,
    `npm login --registry=https://npm.pkg.github.com --scope=@acme`,
    `docker login ghcr.io -u jane --password-stdin < token.txt`,
    `heroku login -i`,
    `wrangler login --scopes-list`,
    `fly auth login --email jane@example.com`,
    `doctl auth init --context staging`,
    `az login --service-principal -u ${s.uuid()} --tenant ${s.uuid()} --federated-token "$(cat $AZURE_FEDERATED_TOKEN_FILE)"`,
    `gcloud auth activate-service-account --key-file=./sa.json`,
    `firebase login:ci --no-localhost`,
    `stripe login --project-name acme`,
    `op signin --account acme.1password.com`,
    `supabase link --project-ref ${s.r("abcdefghijklmnopqrst", 20)}`,
    `sentry-cli login --auth-token "$SENTRY_AUTH_TOKEN"`,
    `tool token revoke ${s.uuid()}`,
    `tool keys delete ${s.ulid()}`,
    `tool auth logout ${s.firebaseUid()}`,
  );
}

export function negativeCommandLines(add: AddNegative, s: IdShapes): void {
  positionalIds(add, s);
  flagIds(add, s);
  tokenCommandLookalikes(add, s);
}
