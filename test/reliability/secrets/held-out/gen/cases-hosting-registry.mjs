// Source hosting (GitHub, GitLab, Bitbucket, Atlassian, Sourcegraph, Gitea) and package registries
// (npm, PyPI, RubyGems, crates.io, Docker Hub, NuGet, Artifactory/JFrog, Clojars).

export function hostingCases({ add, h, t, r }) {
  const F = "source-hosting";
  add(F, "github-pat", "shell", t.ghp, (s) => `git clone https://${s}@github.com/${h.org()}/${h.repo()}.git`);
  add(
    F,
    "github-pat",
    "output",
    t.ghp,
    (s) =>
      `$ git remote -v\norigin\thttps://${h.user()}:${s}@github.com/${h.org()}/${h.repo()}.git (fetch)\norigin\thttps://${h.user()}:${s}@github.com/${h.org()}/${h.repo()}.git (push)`,
  );
  add(
    F,
    "github-pat",
    "shell",
    t.ghp,
    (s) => `export GITHUB_TOKEN=${s}\ngh pr list --repo ${h.org()}/${h.repo()} --state open`,
  );
  add(
    F,
    "github-pat",
    "prose",
    t.ghp,
    (s) => `The release workflow can't push tags. Try with my token ${s} — it has repo and workflow scopes.`,
  );
  add(
    F,
    "github-pat",
    "output",
    t.ghp,
    (s) =>
      `$ cat .git/config\n[core]\n\trepositoryformatversion = 0\n\tfilemode = true\n\tbare = false\n[remote "origin"]\n\turl = https://x-access-token:${s}@github.com/${h.org()}/${h.repo()}.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n[branch "main"]\n\tremote = origin\n\tmerge = refs/heads/main`,
  );
  add(F, "github-oauth-token", "output", t.gho, (s) => `$ gh auth token\n${s}`);
  add(
    F,
    "github-oauth-token",
    "output",
    t.gho,
    (s) =>
      `$ cat ~/.config/gh/hosts.yml\ngithub.com:\n    users:\n        ${h.user()}:\n            oauth_token: ${s}\n    git_protocol: https\n    oauth_token: ${s}\n    user: ${h.user()}`,
  );
  add(
    F,
    "github-app-installation-token",
    "output",
    t.ghs,
    (s) =>
      `Run actions/checkout@v4\n  git config --local http.https://github.com/.extraheader "AUTHORIZATION: basic ***"\n  git -c protocol.version=2 fetch https://x-access-token:${s}@github.com/${h.org()}/${h.repo()} +refs/heads/main:refs/remotes/origin/main`,
  );
  add(
    F,
    "github-user-to-server-token",
    "code",
    t.ghu,
    (s) =>
      `const octokit = new Octokit({ auth: "${s}" });\nconst { data } = await octokit.rest.users.getAuthenticated();`,
  );
  add(F, "github-refresh-token", "output", t.ghr, (s) => {
    const access = t.ghu();
    return {
      text: `{"access_token":"${access}","expires_in":28800,"refresh_token":"${s}","refresh_token_expires_in":15724800,"scope":"","token_type":"bearer"}`,
      also: [access],
    };
  });
  add(F, "github-fine-grained-pat", "shell", t.ghFine, (s) => `echo ${s} | gh auth login --with-token`);
  add(
    F,
    "github-fine-grained-pat",
    "code",
    t.ghFine,
    (s) => `[url "https://${h.user()}:${s}@github.com/"]\n\tinsteadOf = https://github.com/`,
  );
  add(
    F,
    "gitlab-pat",
    "shell",
    t.glpat,
    (s) =>
      `curl --header "PRIVATE-TOKEN: ${s}" "https://gitlab.${h.org()}.com/api/v4/projects?membership=true&per_page=100"`,
  );
  add(
    F,
    "gitlab-pat",
    "shell",
    t.glpat,
    (s) => `git remote set-url origin https://oauth2:${s}@gitlab.com/${h.org()}/${h.repo()}.git`,
  );
  add(
    F,
    "gitlab-pat",
    "code",
    t.glpatRoutable,
    (s) =>
      `gl = gitlab.Gitlab("https://gitlab.com", private_token="${s}")\nproject = gl.projects.get("${h.org()}/${h.repo()}")`,
  );
  add(
    F,
    "gitlab-deploy-token",
    "output",
    t.gldt,
    (s) => `Deploy token created:\n  username: gitlab+deploy-token-${r.digits(7)}\n  token:    ${s}`,
  );
  add(
    F,
    "gitlab-runner-token",
    "output",
    t.glrt,
    (s) =>
      `$ sudo cat /etc/gitlab-runner/config.toml\nconcurrent = 4\n\n[[runners]]\n  name = "build-01"\n  url = "https://gitlab.com/"\n  token = "${s}"\n  executor = "docker"\n  [runners.docker]\n    image = "alpine:3.20"`,
  );
  add(
    F,
    "gitlab-pipeline-trigger-token",
    "shell",
    t.glptt,
    (s) =>
      `curl -X POST --fail -F token=${s} -F ref=main https://gitlab.com/api/v4/projects/${r.digits(8)}/trigger/pipeline`,
  );
  add(
    F,
    "gitlab-runner-registration-token",
    "shell",
    t.glRunnerReg,
    (s) =>
      `sudo gitlab-runner register --non-interactive --url https://gitlab.com/ --registration-token ${s} --executor docker --docker-image alpine:latest`,
  );
  add(
    F,
    "gitlab-ci-job-token",
    "output",
    t.glcbt,
    (s) =>
      `$ env | grep CI_JOB\nCI_JOB_ID=${r.digits(10)}\nCI_JOB_NAME=deploy\nCI_JOB_TOKEN=${s}\nCI_JOB_STAGE=deploy`,
  );
  add(
    F,
    "bitbucket-app-password",
    "shell",
    t.bitbucketAppPassword,
    (s) => `git clone https://${h.user()}:${s}@bitbucket.org/${h.org()}/${h.repo()}.git`,
  );
  add(
    F,
    "bitbucket-app-password",
    "shell",
    t.bitbucketAppPassword,
    (s) => `curl -u ${h.user()}:${s} https://api.bitbucket.org/2.0/repositories/${h.org()}?pagelen=50`,
  );
  add(
    F,
    "atlassian-api-token",
    "output",
    t.atlassian,
    (s) => `JIRA_BASE_URL=https://${h.org()}.atlassian.net\nJIRA_EMAIL=${h.email()}\nJIRA_API_TOKEN=${s}`,
  );
  add(
    F,
    "atlassian-api-token",
    "shell",
    t.atlassian,
    (s) =>
      `curl --request GET --url 'https://${h.org()}.atlassian.net/rest/api/3/search?jql=project=OPS' --user '${h.email()}:${s}' --header 'Accept: application/json'`,
  );
  add(
    F,
    "sourcegraph-token",
    "shell",
    t.sourcegraph,
    (s) =>
      `SRC_ENDPOINT=https://sourcegraph.${h.org()}.io SRC_ACCESS_TOKEN=${s} src search 'repo:^github.com/${h.org()}/ lang:go context.TODO'`,
  );
  add(
    F,
    "gitea-token",
    "shell",
    t.giteaToken,
    (s) => `tea login add --name work --url https://git.${h.org()}.io --token ${s}`,
  );
}

export function registryCases({ add, h, t, r }) {
  const F = "package-registry";
  add(
    F,
    "npm-token",
    "output",
    t.npm,
    (s) =>
      `$ cat ~/.npmrc\n//registry.npmjs.org/:_authToken=${s}\n@${h.org()}:registry=https://npm.pkg.github.com\nfund=false`,
  );
  add(F, "npm-token", "shell", t.npm, (s) => `NPM_TOKEN=${s} npm publish --access public`);
  add(
    F,
    "npm-token",
    "output",
    t.npm,
    (s) =>
      `$ npm token create --read-only\n┌────────────────┬──────────────────────────────────────────┐\n│ token          │ ${s} │\n├────────────────┼──────────────────────────────────────────┤\n│ readonly       │ true                                     │\n│ cidr_whitelist │                                          │\n│ created        │ 2024-05-02T14:31:07.412Z                 │\n└────────────────┴──────────────────────────────────────────┘`,
  );
  add(
    F,
    "npm-token",
    "code",
    t.npm,
    (s) =>
      `nodeLinker: node-modules\nnpmScopes:\n  ${h.org()}:\n    npmAlwaysAuth: true\n    npmAuthToken: ${s}\n    npmRegistryServer: "https://registry.npmjs.org"`,
  );
  add(
    F,
    "npm-legacy-token",
    "output",
    t.npmLegacy,
    (s) => `$ cat .npmrc\nregistry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=${s}`,
  );
  add(
    F,
    "npm-basic-auth",
    "output",
    () => Buffer.from(`${h.user()}:${r.password()}`).toString("base64"),
    (s) =>
      `$ cat ~/.npmrc\nregistry=https://nexus.${h.org()}.internal/repository/npm-group/\n_auth=${s}\nalways-auth=true\nemail=${h.email()}`,
  );
  add(
    F,
    "pypi-token",
    "output",
    t.pypi,
    (s) =>
      `$ cat ~/.pypirc\n[distutils]\nindex-servers =\n    pypi\n\n[pypi]\nusername = __token__\npassword = ${s}`,
  );
  add(F, "pypi-token", "shell", t.pypi, (s) => `twine upload -u __token__ -p ${s} dist/*`);
  add(F, "pypi-token", "shell", t.pypi, (s) => `poetry config pypi-token.pypi ${s}`);
  add(
    F,
    "pypi-token",
    "shell",
    t.pypi,
    (s) => `TWINE_USERNAME=__token__ TWINE_PASSWORD=${s} python -m twine upload --repository pypi dist/*`,
  );
  add(
    F,
    "rubygems-token",
    "output",
    t.rubygems,
    (s) => `$ cat ~/.gem/credentials\n---\n:rubygems_api_key: ${s}`,
  );
  add(
    F,
    "rubygems-token",
    "shell",
    t.rubygems,
    (s) => `GEM_HOST_API_KEY=${s} gem push pkg/${h.repo()}-1.4.2.gem`,
  );
  add(F, "crates-io-token", "shell", t.cargo, (s) => `cargo login ${s}`);
  add(
    F,
    "crates-io-token",
    "output",
    t.cargo,
    (s) => `$ cat ~/.cargo/credentials.toml\n[registry]\ntoken = "${s}"`,
  );
  add(F, "docker-hub-pat", "shell", t.dockerPat, (s) => `docker login -u ${h.user()} -p ${s}`);
  add(
    F,
    "docker-hub-pat",
    "shell",
    t.dockerPat,
    (s) => `echo "${s}" | docker login --username ${h.user()} --password-stdin`,
  );
  add(
    F,
    "docker-config-auth",
    "output",
    () => Buffer.from(`${h.user()}:${t.dockerPat()}`).toString("base64"),
    (s) =>
      `$ cat ~/.docker/config.json\n{\n\t"auths": {\n\t\t"https://index.docker.io/v1/": {\n\t\t\t"auth": "${s}"\n\t\t}\n\t}\n}`,
  );
  add(
    F,
    "docker-registry-password",
    "shell",
    () => r.password(20),
    (s) => `docker login registry.${h.org()}.io -u robot\\$ci -p '${s}'`,
  );
  add(
    F,
    "nuget-api-key",
    "shell",
    t.nugetKey,
    (s) =>
      `dotnet nuget push bin/Release/${h.repo()}.2.1.0.nupkg --api-key ${s} --source https://api.nuget.org/v3/index.json`,
  );
  add(
    F,
    "nuget-config-password",
    "output",
    () => r.password(18),
    (s) =>
      `$ cat NuGet.Config\n<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <packageSourceCredentials>\n    <${h.org()}>\n      <add key="Username" value="${h.user()}" />\n      <add key="ClearTextPassword" value="${s}" />\n    </${h.org()}>\n  </packageSourceCredentials>\n</configuration>`,
  );
  add(
    F,
    "artifactory-api-key",
    "shell",
    t.artifactory,
    (s) =>
      `curl -H "X-JFrog-Art-Api: ${s}" -T build/app.tar.gz "https://${h.org()}.jfrog.io/artifactory/generic-local/app/1.2.0/app.tar.gz"`,
  );
  add(
    F,
    "artifactory-reference-token",
    "output",
    t.artifactoryRef,
    (s) =>
      `$ cat ~/.m2/settings.xml\n<settings>\n  <servers>\n    <server>\n      <id>${h.org()}-releases</id>\n      <username>${h.user()}</username>\n      <password>${s}</password>\n    </server>\n  </servers>\n</settings>`,
  );
  add(
    F,
    "jfrog-access-token",
    "shell",
    t.jfrogIdentity,
    (s) =>
      `jf config add ${h.org()} --url=https://${h.org()}.jfrog.io --access-token=${s} --interactive=false`,
  );
  add(F, "clojars-token", "output", t.clojars, (s) => `CLOJARS_USERNAME=${h.user()}\nCLOJARS_PASSWORD=${s}`);
}
