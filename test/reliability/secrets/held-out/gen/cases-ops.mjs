// Observability, AI providers, CI/CD and developer tooling, and SaaS/productivity APIs.

export function observabilityCases({ add, h, t, r }) {
  const F = "observability";
  add(
    F,
    "datadog-api-key",
    "shell",
    t.ddApi,
    (s) =>
      `docker run -d --name dd-agent -e DD_API_KEY=${s} -e DD_SITE="datadoghq.eu" -v /var/run/docker.sock:/var/run/docker.sock:ro gcr.io/datadoghq/agent:7`,
  );
  add(
    F,
    "datadog-api-key",
    "output",
    t.ddApi,
    (s) =>
      `$ sudo cat /etc/datadog-agent/datadog.yaml | head -5\napi_key: ${s}\nsite: datadoghq.com\nlogs_enabled: true\napm_config:\n  enabled: true`,
  );
  add(F, "datadog-app-key", "shell", t.ddApp, (s) => {
    const api = t.ddApi();
    return {
      text: `curl -X GET "https://api.datadoghq.com/api/v1/monitor" -H "DD-API-KEY: ${api}" -H "DD-APPLICATION-KEY: ${s}"`,
      also: [api],
    };
  });
  add(
    F,
    "newrelic-user-key",
    "shell",
    t.nrUser,
    (s) =>
      `curl -X POST https://api.newrelic.com/graphql -H 'Content-Type: application/json' -H 'API-Key: ${s}' -d '{"query":"{ actor { user { name } } }"}'`,
  );
  add(
    F,
    "newrelic-license-key",
    "code",
    t.nrLicense,
    (s) =>
      `common: &default_settings\n  license_key: '${s}'\n  app_name: ${h.repo()} (production)\n  distributed_tracing:\n    enabled: true`,
  );
  add(F, "newrelic-insert-key", "output", t.nrInsert, (s) => `NEW_RELIC_INSERT_KEY=${s}`);
  add(
    F,
    "sentry-user-token",
    "shell",
    t.sentryUser,
    (s) => `export SENTRY_AUTH_TOKEN=${s}\nnpx @sentry/wizard@latest -i sourcemaps`,
  );
  add(
    F,
    "sentry-org-token",
    "output",
    t.sentryOrg,
    (s) => `$ cat .sentryclirc\n[auth]\ntoken=${s}\n\n[defaults]\norg=${h.org()}\nproject=${h.repo()}`,
  );
  add(
    F,
    "sentry-user-token",
    "shell",
    t.sentryUser,
    (s) => `sentry-cli --auth-token ${s} releases finalize "${h.repo()}@2.8.1"`,
  );
  add(
    F,
    "grafana-service-account-token",
    "shell",
    t.grafanaSa,
    (s) => `curl -H "Authorization: Bearer ${s}" https://grafana.${h.org()}.io/api/search?query=latency`,
  );
  add(
    F,
    "grafana-cloud-token",
    "code",
    t.grafanaCloud,
    (s) => `otelcol.auth.basic "grafana_cloud" {\n  username = "${r.digits(6)}"\n  password = "${s}"\n}`,
  );
  add(
    F,
    "dynatrace-token",
    "shell",
    t.dynatrace,
    (s) =>
      `curl -X GET "https://${r.lower(8)}.live.dynatrace.com/api/v2/problems" -H "Authorization: Api-Token ${s}"`,
  );
  add(
    F,
    "honeycomb-api-key",
    "code",
    t.honeycomb,
    (s) =>
      `exporters:\n  otlp:\n    endpoint: "api.honeycomb.io:443"\n    headers:\n      "x-honeycomb-team": "${s}"`,
  );
  add(
    F,
    "pagerduty-api-key",
    "shell",
    t.pagerduty,
    (s) =>
      `curl -H "Authorization: Token token=${s}" -H "Accept: application/vnd.pagerduty+json;version=2" https://api.pagerduty.com/incidents?statuses[]=triggered`,
  );
  add(
    F,
    "splunk-hec-token",
    "shell",
    t.splunkHec,
    (s) =>
      `curl -k https://splunk.${h.org()}.internal:8088/services/collector/event -H "Authorization: Splunk ${s}" -d '{"event": "deploy finished", "sourcetype": "ci"}'`,
  );
  add(
    F,
    "sumologic-access-key",
    "output",
    t.sumoKey,
    (s) => `SUMO_ACCESS_ID=su${r.alnum(12)}\nSUMO_ACCESS_KEY=${s}`,
  );
}

export function aiCases({ add, h, t }) {
  const F = "ai-provider";
  add(
    F,
    "anthropic-api-key",
    "shell",
    t.anthropic,
    (s) => `export ANTHROPIC_API_KEY=${s}\nclaude -p "summarise the failing tests"`,
  );
  add(
    F,
    "anthropic-api-key",
    "shell",
    t.anthropic,
    (s) =>
      `curl https://api.anthropic.com/v1/messages -H "x-api-key: ${s}" -H "anthropic-version: 2023-06-01" -H "content-type: application/json" -d '{"model":"claude-sonnet-4-20250514","max_tokens":256,"messages":[{"role":"user","content":"ping"}]}'`,
  );
  add(
    F,
    "anthropic-api-key",
    "code",
    t.anthropic,
    (s) =>
      `client = anthropic.Anthropic(api_key="${s}")\nmessage = client.messages.create(model="claude-sonnet-4-20250514", max_tokens=1024, messages=[{"role": "user", "content": prompt}])`,
  );
  add(
    F,
    "anthropic-api-key",
    "output",
    t.anthropic,
    (s) =>
      `$ cat ~/.claude/settings.json\n{\n  "env": {\n    "ANTHROPIC_API_KEY": "${s}",\n    "DISABLE_TELEMETRY": "1"\n  },\n  "model": "sonnet"\n}`,
  );
  add(
    F,
    "anthropic-admin-key",
    "shell",
    t.anthropicAdmin,
    (s) =>
      `curl "https://api.anthropic.com/v1/organizations/users?limit=20" --header "anthropic-version: 2023-06-01" --header "x-api-key: ${s}"`,
  );
  add(
    F,
    "openai-api-key",
    "output",
    t.openaiProject,
    (s) => `$ cat .env\nOPENAI_API_KEY=${s}\nOPENAI_MODEL=gpt-4o-mini\nLOG_LEVEL=debug`,
  );
  add(
    F,
    "openai-api-key",
    "shell",
    t.openaiProject,
    (s) => `curl https://api.openai.com/v1/models -H "Authorization: Bearer ${s}"`,
  );
  add(F, "openai-api-key", "code", t.openaiLegacy, (s) => `const openai = new OpenAI({ apiKey: "${s}" });`);
  add(
    F,
    "openai-api-key",
    "prose",
    t.openaiSvc,
    (s) =>
      `our CI bot uses the service account key ${s} — can you set it as a repo secret and remove it from the workflow file?`,
  );
  add(
    F,
    "huggingface-token",
    "shell",
    t.hf,
    (s) => `huggingface-cli login --token ${s} --add-to-git-credential`,
  );
  add(F, "huggingface-token", "output", t.hf, (s) => `$ cat ~/.cache/huggingface/token\n${s}`);
  add(
    F,
    "huggingface-org-token",
    "code",
    t.hfOrg,
    (s) =>
      `api = HfApi(token="${s}")\napi.upload_folder(folder_path="out", repo_id="${h.org()}/reranker-v2")`,
  );
  add(F, "cohere-api-key", "output", t.cohere, (s) => `COHERE_API_KEY=${s}`);
  add(
    F,
    "perplexity-api-key",
    "code",
    t.perplexity,
    (s) => `headers = {"Authorization": "Bearer ${s}", "Content-Type": "application/json"}`,
  );
  add(
    F,
    "groq-api-key",
    "shell",
    t.groq,
    (s) => `GROQ_API_KEY=${s} python bench_latency.py --model llama-3.1-8b-instant`,
  );
  add(F, "replicate-token", "shell", t.replicate, (s) => `export REPLICATE_API_TOKEN=${s}`);
  add(
    F,
    "xai-api-key",
    "code",
    t.xai,
    (s) => `client = OpenAI(api_key="${s}", base_url="https://api.x.ai/v1")`,
  );
  add(
    F,
    "openrouter-api-key",
    "output",
    t.openrouter,
    (s) => `OPENROUTER_API_KEY=${s}\nOPENROUTER_MODEL=anthropic/claude-3.5-sonnet`,
  );
  add(
    F,
    "deepseek-api-key",
    "code",
    t.deepseek,
    (s) =>
      `DEEPSEEK_API_KEY = "${s}"\nclient = OpenAI(api_key=DEEPSEEK_API_KEY, base_url="https://api.deepseek.com")`,
  );
  add(F, "mistral-api-key", "shell", t.mistral, (s) => `export MISTRAL_API_KEY=${s}`);
  add(
    F,
    "gemini-api-key",
    "code",
    t.gcpApiKey,
    (s) => `genai.configure(api_key="${s}")\nmodel = genai.GenerativeModel("gemini-1.5-flash")`,
  );
  add(
    F,
    "anthropic-api-key",
    "prose",
    t.anthropic,
    (s) =>
      `Claude Code keeps asking me to log in. I set ANTHROPIC_API_KEY to ${s} in my zshrc, why isn't it picked up?`,
  );
}

export function ciCases({ add, h, t, r }) {
  const F = "ci-cd";
  add(
    F,
    "circleci-token",
    "shell",
    t.circlePat,
    (s) =>
      `curl --request GET --url "https://circleci.com/api/v2/project/gh/${h.org()}/${h.repo()}/pipeline" --header "Circle-Token: ${s}"`,
  );
  add(
    F,
    "circleci-token",
    "output",
    t.circleLegacy,
    (s) => `$ cat ~/.circleci/cli.yml\nhost: https://circleci.com\nendpoint: graphql-unstable\ntoken: ${s}`,
  );
  add(
    F,
    "travis-token",
    "output",
    t.travis,
    (s) =>
      `$ cat ~/.travis/config.yml\nendpoints:\n  https://api.travis-ci.com/:\n    access_token: ${s}\ndefault_endpoint: https://api.travis-ci.com/`,
  );
  add(
    F,
    "drone-token",
    "shell",
    t.drone,
    (s) =>
      `export DRONE_SERVER=https://drone.${h.org()}.io\nexport DRONE_TOKEN=${s}\ndrone build ls ${h.org()}/${h.repo()}`,
  );
  add(
    F,
    "buildkite-token",
    "shell",
    t.buildkite,
    (s) =>
      `curl -H "Authorization: Bearer ${s}" "https://api.buildkite.com/v2/organizations/${h.org()}/pipelines/${h.repo()}/builds?state=failed"`,
  );
  add(
    F,
    "codecov-token",
    "shell",
    t.codecov,
    (s) => `./codecov upload-process -t ${s} -f coverage/lcov.info`,
  );
  add(
    F,
    "sonar-token",
    "shell",
    t.sonar,
    (s) =>
      `sonar-scanner -Dsonar.projectKey=${h.org()}_${h.repo()} -Dsonar.sources=src -Dsonar.host.url=https://sonar.${h.org()}.io -Dsonar.token=${s}`,
  );
  add(
    F,
    "sonar-token",
    "output",
    t.sonar,
    (s) =>
      `$ cat sonar-project.properties\nsonar.projectKey=${h.org()}_${h.repo()}\nsonar.organization=${h.org()}\nsonar.login=${s}\nsonar.sources=src`,
  );
  add(F, "snyk-token", "shell", t.snyk, (s) => `snyk auth ${s}`);
  add(
    F,
    "jenkins-api-token",
    "shell",
    t.jenkins,
    (s) =>
      `curl -X POST -u ${h.user()}:${s} "https://jenkins.${h.org()}.io/job/${h.repo()}/buildWithParameters?BRANCH=main"`,
  );
  add(
    F,
    "jenkins-api-token",
    "shell",
    t.jenkins,
    (s) =>
      `java -jar jenkins-cli.jar -s https://jenkins.${h.org()}.io/ -auth ${h.user()}:${s} build ${h.repo()} -f -v`,
  );
  add(
    F,
    "harness-token",
    "output",
    t.harness,
    (s) => `HARNESS_ACCOUNT_ID=${r.b64url(22)}\nHARNESS_API_KEY=${s}`,
  );
  add(
    F,
    "octopus-api-key",
    "shell",
    t.octopus,
    (s) => `octo create-release --project "${h.repo()}" --server https://octopus.${h.org()}.io --apiKey ${s}`,
  );
  add(
    F,
    "github-actions-secret",
    "shell",
    t.npm,
    (s) => `gh secret set NPM_TOKEN --repo ${h.org()}/${h.repo()} --body "${s}"`,
  );
  add(
    F,
    "gitlab-ci-variable",
    "shell",
    () => r.password(24),
    (s) =>
      `curl --request POST --header "PRIVATE-TOKEN: $GITLAB_TOKEN" "https://gitlab.com/api/v4/projects/${r.digits(8)}/variables" --form "key=DEPLOY_PASSWORD" --form "value=${s}" --form "masked=true"`,
  );
  add(F, "postman-api-key", "shell", t.postman, (s) => `postman login --with-api-key ${s}`);
  add(
    F,
    "prefect-api-key",
    "shell",
    t.prefect,
    (s) => `prefect cloud login -k ${s} --workspace ${h.org()}/prod`,
  );
}

export function saasCases({ add, h, t, r }) {
  const F = "saas";
  add(
    F,
    "linear-api-key",
    "shell",
    t.linear,
    (s) =>
      `curl -X POST https://api.linear.app/graphql -H "Content-Type: application/json" -H "Authorization: ${s}" --data '{ "query": "{ issues(first: 5) { nodes { identifier title } } }" }'`,
  );
  add(F, "notion-token", "code", t.notion, (s) => `const notion = new Client({ auth: "${s}" });`);
  add(
    F,
    "notion-token",
    "output",
    t.notionLegacy,
    (s) => `NOTION_TOKEN=${s}\nNOTION_DATABASE_ID=${r.hex(32)}`,
  );
  add(
    F,
    "airtable-pat",
    "shell",
    t.airtablePat,
    (s) =>
      `curl "https://api.airtable.com/v0/app${r.alnum(14)}/Tasks?maxRecords=3" -H "Authorization: Bearer ${s}"`,
  );
  add(
    F,
    "figma-token",
    "shell",
    t.figma,
    (s) => `curl -H 'X-FIGMA-TOKEN: ${s}' 'https://api.figma.com/v1/files/${r.alnum(22)}'`,
  );
  add(F, "asana-pat", "code", t.asana, (s) => `client = asana.Client.access_token("${s}")`);
  add(F, "hubspot-private-app-token", "output", t.hubspot, (s) => `HUBSPOT_ACCESS_TOKEN=${s}`);
  add(
    F,
    "mapbox-secret-token",
    "shell",
    t.mapbox,
    (s) => `MAPBOX_ACCESS_TOKEN=${s} npx mapbox-upload ${h.org()}.tracts ./tracts.geojson`,
  );
  add(
    F,
    "algolia-admin-key",
    "code",
    t.algoliaAdmin,
    (s) =>
      `const client = algoliasearch("${r.upper(10)}", "${s}");\nawait client.initIndex("products").saveObjects(records);`,
  );
  add(
    F,
    "contentful-management-token",
    "shell",
    t.contentful,
    (s) => `contentful space export --space-id ${r.lower(12)} --management-token ${s}`,
  );
  add(
    F,
    "okta-api-token",
    "shell",
    t.okta,
    (s) => `curl -H "Authorization: SSWS ${s}" "https://${h.org()}.okta.com/api/v1/users?limit=25"`,
  );
  add(
    F,
    "auth0-client-secret",
    "output",
    t.auth0Secret,
    (s) => `AUTH0_DOMAIN=${h.org()}.eu.auth0.com\nAUTH0_CLIENT_ID=${r.alnum(32)}\nAUTH0_CLIENT_SECRET=${s}`,
  );
  add(
    F,
    "twitch-client-secret",
    "code",
    t.twitchSecret,
    (s) => `TWITCH_CLIENT_ID = "${r.lower(30)}"\nTWITCH_CLIENT_SECRET = "${s}"`,
  );
  add(
    F,
    "twitter-bearer-token",
    "shell",
    t.twitterBearer,
    (s) =>
      `curl "https://api.twitter.com/2/tweets/search/recent?query=from:${h.org()}" -H "Authorization: Bearer ${s}"`,
  );
  add(
    F,
    "dropbox-token",
    "code",
    t.dropbox,
    (s) => `dbx = dropbox.Dropbox("${s}")\ndbx.files_upload(data, "/backups/db.sql.gz")`,
  );
  add(
    F,
    "typeform-token",
    "shell",
    t.typeform,
    (s) => `curl -H "Authorization: Bearer ${s}" https://api.typeform.com/forms`,
  );
  add(F, "frameio-token", "output", t.frameio, (s) => `FRAMEIO_TOKEN=${s}`);
  add(
    F,
    "readme-api-key",
    "shell",
    t.readme,
    (s) => `rdme openapi openapi.yaml --key=${s} --id=${r.hex(24)}`,
  );
  add(
    F,
    "zendesk-api-token",
    "shell",
    t.zendesk,
    (s) => `curl https://${h.org()}.zendesk.com/api/v2/tickets.json -u ${h.email()}/token:${s}`,
  );
  add(
    F,
    "launchdarkly-token",
    "code",
    t.launchdarkly,
    (s) =>
      `ldApiKey := "${s}"\nclient := ldapi.NewAPIClient(ldapi.NewConfiguration())\nctx := context.WithValue(context.Background(), ldapi.ContextAPIKeys, map[string]ldapi.APIKey{"ApiKey": {Key: ldApiKey}})`,
  );
  add(
    F,
    "facebook-page-token",
    "shell",
    t.facebookPage,
    (s) =>
      `curl -X POST "https://graph.facebook.com/v19.0/${r.digits(15)}/feed?message=Hello&access_token=${s}"`,
  );
  add(
    F,
    "maxmind-license-key",
    "output",
    t.maxmind,
    (s) =>
      `$ cat /etc/GeoIP.conf\nAccountID ${r.digits(6)}\nLicenseKey ${s}\nEditionIDs GeoLite2-City GeoLite2-Country`,
  );
  add(
    F,
    "onesignal-api-key",
    "code",
    t.oneSignal,
    (s) => `const configuration = OneSignal.createConfiguration({ restApiKey: "${s}" });`,
  );
}
