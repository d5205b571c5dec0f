// Operating systems' credential stores and tools (macOS security(1), Windows cmdkey/net use/
// PowerShell SecureString, Linux secret-tool/keyctl/nmcli), network and mail configuration
// (wpa_supplicant, NetworkManager keyfiles, netplan, ipsec.secrets, msmtp, mutt, fetchmail,
// postfix sasl_passwd, cifs credentials), secret stores' CLIs and their output (Vault, AWS Secrets
// Manager, gcloud, az keyvault, 1Password op, Bitwarden bw, pass, sops, kubectl), configuration
// management (Ansible, Chef, Salt, Puppet), and mobile signing (Android keystores, fastlane).
import { A } from "./rand.mjs";

const S = (family, kind, n, make) => ({ family, kind, n, make });
const ssid = (R) => R.pick(["HomeNet-5G", "Büro_WLAN", "lab-iot", "FRITZ!Box 7590 QX", "cafe guest"]);

export const SYSTEM_CASES = [
  S("macos-keychain", "add-generic-password", 3, (R) => {
    const p = R.password();
    return {
      context: "cli-command",
      secret: p,
      text: `$ security add-generic-password -a "$USER" -s "acme-deploy" -w '${p}' -U`,
    };
  }),
  S("macos-keychain", "find-password-output", 3, (R) => {
    const p = R.password();
    return {
      context: "cli-output",
      secret: p,
      text: `$ security find-generic-password -s "acme-deploy" -w\n${p}`,
    };
  }),
  S("macos-keychain", "find-internet-password-g", 2, (R) => {
    const p = R.password();
    return {
      context: "cli-output",
      secret: p,
      text: `$ security find-internet-password -s git.acme.io -g\nkeychain: "/Users/dev/Library/Keychains/login.keychain-db"\nclass: "inet"\nattributes:\n    "acct"<blob>="dev"\n    "srvr"<blob>="git.acme.io"\npassword: "${p}"`,
    };
  }),
  S("macos-keychain", "notarytool", 2, (R) => {
    const p = `${R.str(A.lower, 4)}-${R.str(A.lower, 4)}-${R.str(A.lower, 4)}-${R.str(A.lower, 4)}`;
    return {
      context: "cli-command",
      secret: p,
      text: `xcrun notarytool store-credentials "AC_NOTARY" --apple-id "dev@acme.io" --team-id ${R.str(A.upperNum, 10)} --password ${p}`,
    };
  }),
  S("windows-credentials", "cmdkey", 3, (R) => {
    const p = R.password();
    return {
      context: "cmd",
      secret: p,
      text: `C:\\> cmdkey /add:fileserver.acme.local /user:ACME\\svc_backup /pass:${p}\nCMDKEY: Credential added successfully.`,
    };
  }),
  S("windows-credentials", "net-use", 2, (R) => {
    const p = R.password();
    return {
      context: "cmd",
      secret: p,
      text: `C:\\> net use Z: \\\\nas01\\projects ${p} /user:ACME\\jdoe /persistent:yes\nThe command completed successfully.`,
    };
  }),
  S("windows-credentials", "securestring", 3, (R) => {
    const p = R.password();
    return {
      context: "powershell",
      secret: p,
      text: `$pw = ConvertTo-SecureString '${p}' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential ('ACME\\svc_sql', $pw)\nInvoke-Command -ComputerName sql01 -Credential $cred -ScriptBlock { Get-Service }`,
    };
  }),
  S("windows-credentials", "unattend-xml", 2, (R) => {
    const p = R.password();
    return {
      context: "xml-config",
      secret: p,
      text: `<UserAccounts>\n  <AdministratorPassword>\n    <Value>${p}</Value>\n    <PlainText>true</PlainText>\n  </AdministratorPassword>\n</UserAccounts>`,
    };
  }),
  S("windows-credentials", "netsh-wlan", 2, (R) => {
    const p = R.password();
    return {
      context: "cmd-output",
      secret: p,
      text: `C:\\> netsh wlan show profile name="${ssid(R)}" key=clear\n...\nSecurity settings\n-----------------\n    Authentication         : WPA2-Personal\n    Cipher                 : CCMP\n    Security key           : Present\n    Key Content            : ${p}`,
    };
  }),
  S("linux-secrets", "secret-tool", 2, (R) => {
    const p = R.password();
    return {
      context: "cli-command",
      secret: p,
      text: `$ echo -n '${p}' | secret-tool store --label='acme vpn' service acme-vpn user jdoe`,
    };
  }),
  S("linux-secrets", "keyctl", 1, (R) => {
    const p = R.b62(32);
    return {
      context: "cli-command",
      secret: p,
      text: `$ keyctl add user backup_key ${p} @u\n${R.range(100000000, 999999999)}`,
    };
  }),
  S("network-config", "wpa-supplicant", 3, (R) => {
    const p = R.password();
    return {
      context: "wpa-supplicant",
      secret: p,
      text: `ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev\ncountry=DE\n\nnetwork={\n    ssid="${ssid(R)}"\n    psk="${p}"\n    key_mgmt=WPA-PSK\n}`,
    };
  }),
  S("network-config", "nmconnection", 2, (R) => {
    const p = R.password();
    return {
      context: "nmconnection",
      secret: p,
      text: `# /etc/NetworkManager/system-connections/office.nmconnection\n[connection]\nid=office\ntype=wifi\n\n[wifi-security]\nkey-mgmt=wpa-psk\npsk=${p}`,
    };
  }),
  S("network-config", "nmcli-connect", 2, (R) => {
    const p = R.password();
    return {
      context: "cli-command",
      secret: p,
      text: `$ nmcli device wifi connect "${ssid(R)}" password '${p}'\nDevice 'wlp2s0' successfully activated with '${R.uuid()}'.`,
    };
  }),
  S("network-config", "netplan", 2, (R) => {
    const p = R.password();
    return {
      context: "yaml-config",
      secret: p,
      text: `network:\n  version: 2\n  wifis:\n    wlan0:\n      dhcp4: true\n      access-points:\n        "${ssid(R)}":\n          password: "${p}"`,
    };
  }),
  S("network-config", "ipsec-psk", 2, (R) => {
    const p = R.b64bytes(24);
    return {
      context: "ipsec-secrets",
      secret: p,
      text: `# /etc/ipsec.secrets\n203.0.113.10 198.51.100.7 : PSK "${p}"`,
    };
  }),
  S("network-config", "esphome-secrets", 3, (R) => {
    const p = R.password();
    const k = R.b64bytes(32);
    return {
      context: "esphome-yaml",
      secret: k,
      also: [p],
      text: `wifi:\n  ssid: "${ssid(R)}"\n  password: "${p}"\n\napi:\n  encryption:\n    key: "${k}"\n\nota:\n  - platform: esphome\n    password: "${R.hex(32)}"`,
    };
  }),
  S("network-config", "openvpn-auth", 1, (R) => {
    const p = R.password();
    return { context: "cli-output", secret: p, text: `$ sudo cat /etc/openvpn/client/auth.txt\njdoe\n${p}` };
  }),
  S("mail-config", "msmtprc", 2, (R) => {
    const p = R.password();
    return {
      context: "msmtprc",
      secret: p,
      text: `account gmail\nhost smtp.gmail.com\nport 587\nauth on\nuser dev@acme.io\npassword ${p}\ntls on`,
    };
  }),
  S("mail-config", "muttrc", 2, (R) => {
    const p = R.password();
    return {
      context: "muttrc",
      secret: p,
      text: `set imap_user = "dev@acme.io"\nset imap_pass = "${p}"\nset smtp_url = "smtps://dev@acme.io@smtp.acme.io:465/"`,
    };
  }),
  S("mail-config", "postfix-sasl", 2, (R) => {
    const p = `${R.str(A.lower, 4)} ${R.str(A.lower, 4)} ${R.str(A.lower, 4)} ${R.str(A.lower, 4)}`;
    return {
      context: "postfix",
      secret: p,
      text: `# /etc/postfix/sasl_passwd\n[smtp.gmail.com]:587 alerts@acme.io:${p}\n$ sudo postmap /etc/postfix/sasl_passwd`,
    };
  }),
  S("mail-config", "fetchmailrc", 1, (R) => {
    const p = R.password();
    return {
      context: "fetchmailrc",
      secret: p,
      text: `poll imap.acme.io protocol IMAP\n  user "ops" there with password "${p}" is ops here\n  ssl`,
    };
  }),
  S("mail-config", "cifs-credentials", 2, (R) => {
    const p = R.password();
    return {
      context: "credentials-file",
      secret: p,
      text: `$ sudo cat /root/.smbcredentials\nusername=backup\npassword=${p}\ndomain=ACME`,
    };
  }),
  S("secret-store", "vault-kv-get", 3, (R) => {
    const p = R.password();
    return {
      context: "cli-output",
      secret: p,
      text: `$ vault kv get secret/prod/db\n====== Secret Path ======\nsecret/data/prod/db\n\n======= Metadata =======\nKey                Value\n---                -----\ncreated_time       2026-10-02T08:11:52.1Z\nversion            7\n\n====== Data ======\nKey         Value\n---         -----\npassword    ${p}\nusername    orders`,
    };
  }),
  S("secret-store", "vault-operator-init", 2, (R) => {
    const k = R.b64bytes(32);
    const t = `hvs.${R.b64u(24)}`;
    return {
      context: "cli-output",
      secret: k,
      also: [t],
      text: `$ vault operator init -key-shares=1 -key-threshold=1\nUnseal Key 1: ${k}\n\nInitial Root Token: ${t}\n\nVault initialized with 1 key shares and a key threshold of 1.`,
    };
  }),
  S("secret-store", "vault-login", 2, (R) => {
    const t = `hvs.${R.b64u(91)}`;
    return {
      context: "cli-output",
      secret: t,
      text: `$ vault login -method=userpass username=dev\nSuccess! You are now authenticated.\n\nKey                    Value\n---                    -----\ntoken                  ${t}\ntoken_accessor         ${R.b62(24)}\ntoken_duration         768h`,
    };
  }),
  S("secret-store", "aws-secretsmanager", 3, (R) => {
    const p = R.password();
    return {
      context: "cli-output",
      secret: p,
      text: `$ aws secretsmanager get-secret-value --secret-id prod/orders/db\n{\n    "ARN": "arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/orders/db-${R.b62(6)}",\n    "Name": "prod/orders/db",\n    "VersionId": "${R.uuid()}",\n    "SecretString": "{\\"username\\":\\"orders\\",\\"password\\":\\"${p}\\",\\"host\\":\\"db.internal\\"}",\n    "CreatedDate": "2026-09-14T12:00:03.120000+02:00"\n}`,
    };
  }),
  S("secret-store", "aws-ssm", 2, (R) => {
    const p = R.password();
    return {
      context: "cli-output",
      secret: p,
      text: `$ aws ssm get-parameter --name /app/prod/stripe --with-decryption --query Parameter.Value --output text\n${p}`,
    };
  }),
  S("secret-store", "gcloud-secrets", 2, (R) => {
    const p = R.password();
    return {
      context: "cli-output",
      secret: p,
      text: `$ gcloud secrets versions access latest --secret=db-password --project=acme-prod\n${p}`,
    };
  }),
  S("secret-store", "az-keyvault", 2, (R) => {
    const p = R.password();
    return {
      context: "cli-output",
      secret: p,
      text: `$ az keyvault secret show --vault-name kv-acme-prod --name SqlPassword\n{\n  "attributes": { "enabled": true },\n  "id": "https://kv-acme-prod.vault.azure.net/secrets/SqlPassword/${R.hex(32)}",\n  "name": "SqlPassword",\n  "value": "${p}"\n}`,
    };
  }),
  S("secret-store", "op-read", 2, (R) => {
    const p = R.password();
    return {
      context: "cli-output",
      secret: p,
      text: `$ op read "op://Engineering/Staging DB/password"\n${p}`,
    };
  }),
  S("secret-store", "op-item-get", 2, (R) => {
    const p = R.password();
    return {
      context: "cli-output",
      secret: p,
      text: `$ op item get "SMTP relay" --reveal --fields label=username,label=password\nrelay@acme.io,${p}`,
    };
  }),
  S("secret-store", "bitwarden", 2, (R) => {
    const p = R.password();
    return {
      context: "cli-output",
      secret: p,
      text: `$ bw get item github-ci | jq .login\n{\n  "uris": [{ "match": null, "uri": "https://github.com" }],\n  "username": "acme-ci",\n  "password": "${p}",\n  "totp": null\n}`,
    };
  }),
  S("secret-store", "pass-show", 2, (R) => {
    const p = R.password();
    return {
      context: "cli-output",
      secret: p,
      text: `$ pass show infra/grafana-admin\n${p}\nuser: admin\nurl: https://grafana.acme.dev`,
    };
  }),
  S("secret-store", "sops-decrypt", 2, (R) => {
    const p = R.password();
    return {
      context: "cli-output",
      secret: p,
      text: `$ sops -d secrets/prod.enc.yaml\ndatabase:\n    user: orders\n    password: ${p}\nsmtp:\n    host: smtp.acme.io`,
    };
  }),
  S("secret-store", "kubectl-secret-decoded", 3, (R) => {
    const p = R.password();
    return {
      context: "cli-output",
      secret: p,
      text: `$ kubectl get secret pg-app -n prod -o jsonpath='{.data.password}' | base64 -d\n${p}`,
    };
  }),
  S("secret-store", "kubectl-secret-yaml", 2, (R) => {
    const p = Buffer.from(R.password()).toString("base64");
    return {
      context: "cli-output",
      secret: p,
      text: `$ kubectl get secret redis-auth -o yaml\napiVersion: v1\ndata:\n  redis-password: ${p}\nkind: Secret\nmetadata:\n  name: redis-auth\n  namespace: cache\ntype: Opaque`,
    };
  }),
  S("secret-store", "kubectl-create-secret", 2, (R) => {
    const p = R.password();
    return {
      context: "cli-command",
      secret: p,
      text: `$ kubectl create secret generic api-keys --from-literal=STRIPE_KEY=sk_live_${R.b62(24)} --from-literal=DB_PASSWORD='${p}'`,
    };
  }),
  S("secret-store", "doppler-get", 1, (R) => {
    const p = R.password();
    return { context: "cli-output", secret: p, text: `$ doppler secrets get DB_PASSWORD --plain\n${p}` };
  }),
  S("config-management", "ansible-inventory", 3, (R) => {
    const p = R.password();
    return {
      context: "ansible-inventory",
      secret: p,
      text: `[web]\nweb01 ansible_host=10.0.1.11\n\n[web:vars]\nansible_user=deploy\nansible_password=${p}\nansible_become_pass=${p}`,
    };
  }),
  S("config-management", "ansible-extra-vars", 2, (R) => {
    const p = R.password();
    return {
      context: "cli-command",
      secret: p,
      text: `$ ansible-playbook site.yml -i prod -e "mysql_root_password=${p}" --limit db`,
    };
  }),
  S("config-management", "ansible-group-vars", 2, (R) => {
    const p = R.password();
    return {
      context: "yaml-config",
      secret: p,
      text: `# group_vars/all.yml\nntp_server: pool.ntp.org\npostgres_password: "${p}"\nadmin_email: ops@acme.io`,
    };
  }),
  S("config-management", "vault-pass-file", 1, (R) => {
    const p = R.password();
    return {
      context: "cli-output",
      secret: p,
      text: `$ cat .vault_pass\n${p}\n$ ansible-vault view group_vars/prod/vault.yml --vault-password-file .vault_pass`,
    };
  }),
  S("config-management", "chef-data-bag", 2, (R) => {
    const p = R.password();
    return {
      context: "json-file",
      secret: p,
      text: JSON.stringify({ id: "mysql", root_password: p, repl_password: R.password() }, null, 2),
    };
  }),
  S("config-management", "salt-pillar", 2, (R) => {
    const p = R.password();
    return {
      context: "yaml-config",
      secret: p,
      text: `# /srv/pillar/redis.sls\nredis:\n  bind: 0.0.0.0\n  requirepass: ${p}`,
    };
  }),
  S("config-management", "puppet-hiera", 1, (R) => {
    const p = R.password();
    return {
      context: "yaml-config",
      secret: p,
      text: `---\nprofile::grafana::admin_password: '${p}'\nprofile::grafana::port: 3000`,
    };
  }),
  S("config-management", "jenkins-credentials", 2, (R) => {
    const p = R.password();
    return {
      context: "xml-config",
      secret: p,
      text: `<com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>\n  <scope>GLOBAL</scope>\n  <id>nexus</id>\n  <username>deployer</username>\n  <password>${p}</password>\n</com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>`,
    };
  }),
  S("mobile-signing", "gradle-signing", 3, (R) => {
    const p = R.password();
    return {
      context: "gradle",
      secret: p,
      text: `android {\n    signingConfigs {\n        release {\n            storeFile file("upload-keystore.jks")\n            storePassword "${p}"\n            keyAlias "upload"\n            keyPassword "${p}"\n        }\n    }\n}`,
    };
  }),
  S("mobile-signing", "flutter-key-properties", 2, (R) => {
    const p = R.password();
    return {
      context: "properties",
      secret: p,
      text: `# android/key.properties\nstorePassword=${p}\nkeyPassword=${p}\nkeyAlias=upload\nstoreFile=/Users/dev/upload-keystore.jks`,
    };
  }),
  S("mobile-signing", "react-native-gradle-props", 2, (R) => {
    const p = R.password();
    return {
      context: "gradle-properties",
      secret: p,
      text: `MYAPP_UPLOAD_STORE_FILE=my-upload-key.keystore\nMYAPP_UPLOAD_KEY_ALIAS=my-key-alias\nMYAPP_UPLOAD_STORE_PASSWORD=${p}\nMYAPP_UPLOAD_KEY_PASSWORD=${p}`,
    };
  }),
  S("mobile-signing", "keytool", 2, (R) => {
    const p = R.password();
    return {
      context: "cli-command",
      secret: p,
      text: `$ keytool -genkeypair -v -keystore upload.jks -alias upload -keyalg RSA -keysize 2048 -validity 10000 -storepass '${p}' -keypass '${p}' -dname "CN=Acme"`,
    };
  }),
  S("mobile-signing", "apksigner", 1, (R) => {
    const p = R.password();
    return {
      context: "cli-command",
      secret: p,
      text: `apksigner sign --ks release.jks --ks-pass pass:${p} --out app-release.apk app-release-unsigned.apk`,
    };
  }),
  S("mobile-signing", "openssl-pkcs12", 2, (R) => {
    const p = R.password();
    return {
      context: "cli-command",
      secret: p,
      text: `openssl pkcs12 -export -inkey dist.key -in dist.crt -out dist.p12 -passout pass:${p}`,
    };
  }),
  S("mobile-signing", "fastlane-env", 2, (R) => {
    const p = R.password();
    return {
      context: "dotenv",
      secret: p,
      text: `# fastlane/.env.default\nFASTLANE_USER=release@acme.io\nFASTLANE_PASSWORD=${p}\nFASTLANE_ITC_TEAM_ID=${R.digits(9)}`,
    };
  }),
  S("mobile-signing", "asc-api-key-json", 2, (R) => {
    const b = R.b64bytes(100);
    return {
      context: "json-file",
      secret: b.slice(0, 64),
      text: JSON.stringify(
        {
          key_id: R.str(A.upperNum, 10),
          issuer_id: R.uuid(),
          key: `-----BEGIN PRIVATE KEY-----\nMIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg${b.slice(0, 64)}\n${b.slice(64)}\n-----END PRIVATE KEY-----`,
          in_house: false,
        },
        null,
        2,
      ),
    };
  }),
];
