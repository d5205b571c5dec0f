// Negatives, part 3: ids of the ecosystems beyond web backends (operating systems, mobile, games
// and media, data science, IoT, infrastructure, payment, messaging, analytics, identity), random-
// looking ids in URLs, minified code, colours, versions, fixtures, and session-shaped wrappers
// (diffs, HTTP traces, transcripts, prose in several languages) around such ids.
import { A } from "./rand.mjs";

const N = (kind, n, make) => ({ kind, n, make });
const mac = (R) => Array.from({ length: 6 }, () => R.hex(2)).join(":");
const pick = (_R, i, list) => list[i % list.length];

export const NEG_PLACES = [
  N("os-id", 20, (R, i) => {
    const [c, t] = pick(R, i, [
      [
        "windows-sid",
        `C:\\> whoami /user\n\nUSER INFORMATION\n----------------\nUser Name  SID\n========== ==============================================\nacme\\jdoe  S-1-5-21-${R.digits(10)}-${R.digits(10)}-${R.digits(9)}-${R.range(1000, 9999)}`,
      ],
      [
        "windows-registry",
        `HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\{${R.uuid().toUpperCase()}}\n    DisplayName    REG_SZ    Acme Agent\n    DisplayVersion    REG_SZ    4.2.0.${R.range(100, 999)}`,
      ],
      [
        "windows-event",
        `Log Name: System\nSource: Microsoft-Windows-Kernel-Power\nEvent ID: 41\nActivity ID: {${R.uuid()}}\nComputer: WS-${R.str(A.upperNum, 7)}`,
      ],
      [
        "windows-update",
        `PS> Get-HotFix | Select -First 2\n\nSource  Description      HotFixID   InstalledOn\n------  -----------      --------   -----------\nWS-01   Security Update  KB50${R.digits(5)}  11/12/2026`,
      ],
      [
        "macos-hardware",
        `$ system_profiler SPHardwareDataType | grep -E "UUID|Serial"\n      Serial Number (system): ${R.str(A.upperNum, 10)}\n      Hardware UUID: ${R.uuid().toUpperCase()}\n      Provisioning UDID: 0000${R.HEX(4)}-00${R.HEX(14)}`,
      ],
      [
        "macos-notarytool",
        `$ xcrun notarytool history --keychain-profile AC_NOTARY\n  createdDate: 2026-11-26T17:02:11.120Z\n  id: ${R.uuid()}\n  name: Acme.zip\n  status: Accepted`,
      ],
      [
        "macos-diskutil",
        `$ diskutil info disk3s1 | grep UUID\n   Volume UUID:               ${R.uuid().toUpperCase()}\n   Disk / Partition UUID:     ${R.uuid().toUpperCase()}`,
      ],
      [
        "linux-machine-id",
        `$ hostnamectl\n Static hostname: build-07\n      Machine ID: ${R.hex(32)}\n         Boot ID: ${R.hex(32)}\nOperating System: Ubuntu 24.04.1 LTS`,
      ],
      [
        "linux-blkid",
        `$ sudo blkid\n/dev/nvme0n1p1: UUID="${R.HEX(4)}-${R.HEX(4)}" TYPE="vfat" PARTUUID="${R.uuid()}"\n/dev/nvme0n1p2: UUID="${R.uuid()}" TYPE="ext4" PARTUUID="${R.uuid()}"`,
      ],
      [
        "linux-nmcli",
        `$ nmcli connection show\nNAME            UUID                                  TYPE      DEVICE\nHomeNet-5G      ${R.uuid()}  wifi      wlp2s0\nWired           ${R.uuid()}  ethernet  --`,
      ],
      [
        "linux-ip-link",
        `2: wlp2s0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc noqueue state UP mode DORMANT\n    link/ether ${mac(R)} brd ff:ff:ff:ff:ff:ff`,
      ],
      [
        "linux-journal",
        `-- Boot ${R.hex(32)} --\nNov 27 10:15:00 build-07 systemd[1]: Started session-${R.range(1, 99)}.scope.`,
      ],
      [
        "linux-dpkg",
        `$ apt-cache show curl | grep -E "SHA256|MD5sum"\nMD5sum: ${R.hex(32)}\nSHA256: ${R.hex(64)}`,
      ],
      ["linux-lsblk", `$ lsblk -o NAME,SERIAL,WWN\nnvme0n1 S6${R.str(A.upperNum, 12)} eui.${R.hex(32)}`],
    ]);
    return { context: c, text: t };
  }),
  N("mobile-id", 16, (R, i) => {
    const [c, t] = pick(R, i, [
      [
        "xcode-pbxproj",
        `\t\t${R.HEX(24)} /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = ${R.HEX(24)} /* AppDelegate.swift */; };\n\t\t\t\tDEVELOPMENT_TEAM = ${R.str(A.upperNum, 10)};\n\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = io.acme.app;`,
      ],
      [
        "provisioning-profile",
        `<key>UUID</key>\n<string>${R.uuid().toUpperCase()}</string>\n<key>TeamIdentifier</key>\n<array><string>${R.str(A.upperNum, 10)}</string></array>`,
      ],
      [
        "google-services-ids",
        JSON.stringify(
          {
            project_info: {
              project_number: R.digits(12),
              project_id: "acme-app-4f2a1",
              storage_bucket: "acme-app-4f2a1.appspot.com",
            },
            client: [
              {
                client_info: {
                  mobilesdk_app_id: `1:${R.digits(12)}:android:${R.hex(22)}`,
                  android_client_info: { package_name: "io.acme.app" },
                },
              },
            ],
          },
          null,
          2,
        ),
      ],
      [
        "gradle-build",
        `> Task :app:compileReleaseKotlin\nBUILD SUCCESSFUL in 1m 12s\n87 actionable tasks: 41 executed, 46 up-to-date\nBuild scan: https://gradle.com/s/${R.str(A.lowerNum, 13)}`,
      ],
      [
        "xcodebuild",
        `** ARCHIVE SUCCEEDED **\n\nArchive path: /Users/dev/Library/Developer/Xcode/Archives/2026-11-27/Acme 27-11-2026, 10.15.xcarchive\nDerivedData: /Users/dev/Library/Developer/Xcode/DerivedData/Acme-${R.str(A.lower, 28)}`,
      ],
      [
        "adb-devices",
        `$ adb devices -l\nList of devices attached\n${R.str(A.upperNum, 14)}       device usb:1-1 product:husky model:Pixel_8_Pro\nemulator-5554          device product:sdk_gphone64_arm64`,
      ],
      [
        "simctl",
        `$ xcrun simctl list devices booted\n== Devices ==\n-- iOS 18.1 --\n    iPhone 16 Pro (${R.uuid().toUpperCase()}) (Booted)`,
      ],
      [
        "expo-build",
        `✔ Build finished\n🤖 Android app:\nhttps://expo.dev/artifacts/eas/${R.b64u(22)}.aab\nBuild ID: ${R.uuid()}`,
      ],
      [
        "testflight",
        `Successfully uploaded package to App Store Connect. Delivery UUID: ${R.uuid()}\nBuild 1.8.0 (${R.range(100, 999)}) is processing.`,
      ],
      [
        "crashlytics",
        `Fatal Exception: java.lang.NullPointerException\nCrashlytics issue ${R.hex(32)} · installation ${R.hex(32)}`,
      ],
      [
        "play-console",
        `versionCode 4${R.digits(6)} · upload ${R.digits(19)} · App bundle explorer SHA-1 ${R.HEX(40)}`,
      ],
      [
        "flutter-doctor",
        `[✓] Flutter (Channel stable, 3.24.5, on macOS 15.1 24B83 darwin-arm64)\n    • Framework revision ${R.hex(10)} (3 weeks ago)\n    • Engine revision ${R.hex(10)}`,
      ],
    ]);
    return { context: c, text: t };
  }),
  N("game-media-id", 16, (R, i) => {
    const [c, t] = pick(R, i, [
      [
        "unity-meta",
        `fileFormatVersion: 2\nguid: ${R.hex(32)}\nTextureImporter:\n  internalIDToNameTable: []\n  serializedVersion: 13`,
      ],
      [
        "unity-prefab",
        `--- !u!1 &${R.digits(19)}\nGameObject:\n  m_Component:\n  - component: {fileID: ${R.digits(19)}}\n  m_Script: {fileID: 11500000, guid: ${R.hex(32)}, type: 3}`,
      ],
      [
        "godot-tscn",
        `[gd_scene load_steps=3 format=3 uid="uid://b${R.str(A.lowerNum, 12)}"]\n\n[ext_resource type="Script" uid="uid://c${R.str(A.lowerNum, 12)}" path="res://player.gd" id="1_${R.str(A.lowerNum, 5)}"]`,
      ],
      [
        "unreal-uasset",
        `Begin Object Class=/Script/Engine.StaticMeshComponent Name="StaticMesh" ExportPath="/Script/Engine.StaticMeshComponent'/Game/Maps/Lobby.Lobby:PersistentLevel.Chair_${R.range(1, 99)}.StaticMesh'"\n   ActorGuid=${R.HEX(32)}`,
      ],
      [
        "steam-depot",
        `SteamPipe: uploading depot 1${R.digits(6)}, manifest ${R.digits(19)}\nSuccessfully finished AppID 1${R.digits(6)} build (BuildID ${R.digits(8)}).`,
      ],
      [
        "spotify-uri",
        `Now playing spotify:track:${R.b62(22)} from playlist https://open.spotify.com/playlist/${R.b62(22)}?si=${R.hex(16)}`,
      ],
      ["youtube-url", `https://www.youtube.com/watch?v=${R.b64u(11)}&list=PL${R.b64u(32)}&index=3`],
      [
        "twitch-api",
        JSON.stringify({
          data: [
            {
              id: R.digits(11),
              user_id: R.digits(9),
              user_login: "acmegames",
              game_id: R.digits(6),
              type: "live",
              viewer_count: R.range(10, 9000),
            },
          ],
        }),
      ],
      [
        "mux-playback",
        `<mux-player playback-id="${R.b62(44)}" metadata-video-title="Launch trailer"></mux-player>`,
      ],
      [
        "cloudinary-public-id",
        `https://res.cloudinary.com/acme/image/upload/v1764238500/products/${R.str(A.lowerNum, 20)}.webp`,
      ],
      [
        "ffprobe",
        `$ ffprobe -v error -show_entries format_tags=encoder,uuid intro.mp4\nTAG:encoder=Lavf61.7.100\nTAG:uuid=${R.uuid()}`,
      ],
      [
        "discord-ids",
        `Guild ${R.digits(18)} · channel <#${R.digits(19)}> · message https://discord.com/channels/${R.digits(18)}/${R.digits(19)}/${R.digits(19)}`,
      ],
    ]);
    return { context: c, text: t };
  }),
  N("data-science-id", 16, (R, i) => {
    const [c, t] = pick(R, i, [
      [
        "wandb-output",
        `wandb: Tracking run with wandb version 0.18.7\nwandb: Run data is saved locally in /content/wandb/run-20261127_101500-${R.str(A.lowerNum, 8)}\nwandb: 🚀 View run at https://wandb.ai/acme/resnet/runs/${R.str(A.lowerNum, 8)}`,
      ],
      [
        "mlflow",
        `2026/11/27 10:15:00 INFO mlflow.tracking._tracking_service.client: 🏃 View run bold-fox-${R.range(100, 999)} at: http://mlflow.acme.ai/#/experiments/${R.range(1, 99)}/runs/${R.hex(32)}`,
      ],
      [
        "hf-revision",
        `model = AutoModel.from_pretrained("acme/encoder-small", revision="${R.hex(40)}")\n# snapshots/${R.hex(40)}/model.safetensors`,
      ],
      [
        "dvc-lock",
        `stages:\n  train:\n    cmd: python train.py\n    deps:\n    - path: data/train.parquet\n      md5: ${R.hex(32)}\n      size: ${R.range(100000, 900000000)}\n    outs:\n    - path: models/model.pkl\n      md5: ${R.hex(32)}`,
      ],
      [
        "notebook-cell-id",
        JSON.stringify({
          cell_type: "markdown",
          id: R.hex(8),
          metadata: {},
          source: ["## Results\n", "Accuracy improves after the 3rd epoch."],
        }),
      ],
      [
        "datasets-fingerprint",
        `Map: 100%|██████████| 25000/25000 [00:04<00:00, 5521.31 examples/s]\nLoading cached processed dataset at /root/.cache/huggingface/datasets/imdb/plain_text/0.0.0/${R.hex(40)}/cache-${R.hex(16)}.arrow`,
      ],
      [
        "kaggle-output",
        `$ kaggle kernels output acme/eda -p out\nOutput file downloaded to out/submission.csv\nKernel version ${R.range(10, 99)} · ${R.hex(40)}`,
      ],
      [
        "tensor-print",
        `tensor([[ 0.1123, -0.5521,  0.9910],\n        [-0.0042,  0.3317, -0.7781]], device='cuda:0', grad_fn=<AddmmBackward0>)\nmodel hash: ${R.hex(16)}`,
      ],
      [
        "pandas-output",
        `                                 id  label  score\n0  ${R.hex(32)}      1   0.93\n1  ${R.hex(32)}      0   0.12`,
      ],
      [
        "comet-experiment",
        `COMET INFO: Experiment is live on comet.com https://www.comet.com/acme/churn/${R.hex(32)}`,
      ],
      [
        "optuna-log",
        `[I 2026-11-27 10:15:00,120] Trial ${R.range(1, 200)} finished with value: 0.8731 and parameters: {'lr': 0.00031, 'seed': ${R.digits(9)}}. Best is trial 17.`,
      ],
      [
        "conda-lock",
        `- name: numpy\n  version: 2.1.3\n  url: https://conda.anaconda.org/conda-forge/linux-64/numpy-2.1.3-py312h58c1407_0.conda\n  hash:\n    md5: ${R.hex(32)}\n    sha256: ${R.hex(64)}`,
      ],
    ]);
    return { context: c, text: t };
  }),
  N("iot-id", 14, (R, i) => {
    const [c, t] = pick(R, i, [
      [
        "lorawan-ids",
        `dev_eui: ${R.HEX(16)}\njoin_eui: 70B3D57ED00${R.HEX(5)}\ndevice_id: soil-sensor-${R.range(1, 99)}`,
      ],
      [
        "esptool",
        `esptool.py v4.8.1\nChip is ESP32-D0WD-V3 (revision v3.1)\nMAC: ${mac(R)}\nUploading stub...\nHash of data verified.`,
      ],
      ["particle-device", `$ particle list\nkitchen-sensor [${R.hex(24)}] (Argon) is online`],
      [
        "mqtt-topic",
        `Received on acme/devices/${R.hex(12)}/telemetry: {"temp":21.4,"rssi":-61,"fw":"1.4.2+${R.hex(7)}"}`,
      ],
      [
        "ble-scan",
        `[NEW] Device ${mac(R).toUpperCase()} Thermo-${R.HEX(4)}\n[CHG] Device ${mac(R).toUpperCase()} RSSI: -72\nUUID: ${R.uuid()}`,
      ],
      [
        "zigbee2mqtt",
        `Zigbee2MQTT:info  Device '0x${R.hex(16)}' joined\nieeeAddr: 0x${R.hex(16)}, networkAddress: ${R.range(1000, 60000)}`,
      ],
      [
        "firmware-manifest",
        JSON.stringify(
          {
            version: "2.3.0",
            build: R.hex(7),
            files: [{ name: "app.bin", sha256: R.hex(64), size: R.range(100000, 2000000) }],
          },
          null,
          2,
        ),
      ],
      [
        "home-assistant-ids",
        `entity_id: sensor.living_room_temperature\nunique_id: ${R.hex(32)}\ndevice_id: ${R.hex(32)}`,
      ],
      [
        "aws-iot-thing",
        `$ aws iot describe-thing --thing-name greenhouse-7\n{\n    "thingId": "${R.uuid()}",\n    "thingArn": "arn:aws:iot:eu-west-1:${R.digits(12)}:thing/greenhouse-7",\n    "version": 4\n}`,
      ],
      [
        "dmesg-usb",
        `[ 3121.551122] usb 1-1.2: new full-speed USB device number 9 using xhci_hcd\n[ 3121.662031] usb 1-1.2: SerialNumber: ${R.HEX(16)}`,
      ],
    ]);
    return { context: c, text: t };
  }),
  N("infra-id", 18, (R, i) => {
    const [c, t] = pick(R, i, [
      [
        "terraform-state",
        JSON.stringify(
          {
            mode: "managed",
            type: "aws_instance",
            name: "web",
            instances: [
              {
                attributes: {
                  id: `i-0${R.hex(16)}`,
                  ami: `ami-0${R.hex(16)}`,
                  arn: `arn:aws:ec2:eu-west-1:${R.digits(12)}:instance/i-0${R.hex(16)}`,
                },
              },
            ],
          },
          null,
          2,
        ),
      ],
      [
        "terraform-plan",
        `  # aws_s3_bucket.logs will be created\n  + resource "aws_s3_bucket" "logs" {\n      + bucket = "acme-logs-${R.hex(8)}"\n      + id     = (known after apply)\n    }\nPlan: 1 to add, 0 to change, 0 to destroy.`,
      ],
      [
        "k8s-describe",
        `Name:         api-${R.hex(10)}-${R.str(A.lowerNum, 5)}\nNamespace:    prod\nUID:          ${R.uuid()}\nControlled By:  ReplicaSet/api-${R.hex(10)}\nContainer ID: containerd://${R.hex(64)}`,
      ],
      [
        "helm-history",
        `$ helm history api\nREVISION  UPDATED                   STATUS      CHART       APP VERSION  DESCRIPTION\n${R.range(10, 99)}        Thu Nov 26 18:02:11 2026  deployed    api-1.4.2   ${R.hex(7)}      Upgrade complete`,
      ],
      [
        "ansible-output",
        `TASK [copy config] ******\nchanged: [web01] => {"changed": true, "checksum": "${R.hex(40)}", "dest": "/etc/app/config.yml", "md5sum": "${R.hex(32)}", "mode": "0644"}`,
      ],
      [
        "vault-metadata",
        `Key                Value\n---                -----\nrequest_id         ${R.uuid()}\ncreated_time       2026-11-27T10:15:00.120Z\ncustom_metadata    <nil>\ndeletion_time      n/a\nversion            3`,
      ],
      [
        "consul-members",
        `$ consul members -detailed\nNode     Address          Status  Tags\nnode-1   10.0.1.11:8301   alive   build=1.20.1:${R.hex(8)},id=${R.uuid()},role=consul`,
      ],
      [
        "cloudformation",
        `arn:aws:cloudformation:eu-west-1:${R.digits(12)}:stack/api-prod/${R.uuid()}  UPDATE_COMPLETE`,
      ],
      ["gcp-operation", `Operation "operations/acf.p2-${R.digits(12)}-${R.uuid()}" finished successfully.`],
      [
        "azure-resource-id",
        `/subscriptions/${R.uuid()}/resourceGroups/rg-prod/providers/Microsoft.Web/sites/acme-api`,
      ],
      [
        "argo-app",
        `Name:               argocd/api\nSync Status:        Synced to main (${R.hex(7)})\nHealth Status:      Healthy\nRevision:           ${R.hex(40)}`,
      ],
      [
        "pulumi-up",
        `Updating (prod)\nView in Browser (Ctrl+O): https://app.pulumi.com/acme/infra/prod/updates/${R.range(100, 999)}\n    pulumi:pulumi:Stack infra-prod running\nResources:\n    12 unchanged\nDuration: 9s\nPermalink: https://app.pulumi.com/acme/infra/prod/updates/${R.range(100, 999)}`,
      ],
      [
        "systemd-status",
        `● api.service - Acme API\n     Loaded: loaded (/etc/systemd/system/api.service; enabled)\n     Active: active (running) since Thu 2026-11-26 18:02:11 UTC\n   Main PID: ${R.range(1000, 60000)} (node)\n     Invocation: ${R.hex(32)}`,
      ],
      [
        "nomad-alloc",
        `ID        Node ID   Task Group  Version  Desired  Status   Created\n${R.hex(8)}  ${R.hex(8)}  web         ${R.range(1, 40)}        run      running  3m ago`,
      ],
    ]);
    return { context: c, text: t };
  }),
  N("service-ids", 18, (R, i) => {
    const [c, t] = pick(R, i, [
      [
        "paypal-order",
        JSON.stringify({
          id: `${R.str(A.upperNum, 17)}`,
          status: "COMPLETED",
          links: [
            { href: `https://api-m.paypal.com/v2/checkout/orders/${R.str(A.upperNum, 17)}`, rel: "self" },
          ],
        }),
      ],
      [
        "square-location",
        `Location ID: L${R.str(A.upperNum, 12)} · Order ${R.b62(27)} · Payment ${R.b62(28)}`,
      ],
      [
        "google-analytics",
        `<script async src="https://www.googletagmanager.com/gtag/js?id=G-${R.str(A.upperNum, 10)}"></script>\n<!-- GTM-${R.str(A.upperNum, 7)} -->`,
      ],
      [
        "segment-event",
        JSON.stringify({
          type: "track",
          event: "Checkout Started",
          anonymousId: R.uuid(),
          messageId: `ajs-next-${R.hex(32)}`,
          userId: `usr_${R.range(1000, 99999)}`,
        }),
      ],
      [
        "mixpanel-event",
        JSON.stringify({
          event: "Sign Up",
          properties: { distinct_id: `$device:${R.uuid()}`, $insert_id: R.b62(16), time: 1764238500 },
        }),
      ],
      [
        "oidc-authorize",
        `https://login.acme.io/authorize?response_type=code&client_id=${R.b62(32)}&redirect_uri=https%3A%2F%2Fapp.acme.io%2Fcallback&scope=openid%20profile&state=${R.b64u(22)}&nonce=${R.b64u(22)}&code_challenge=${R.b64u(43)}&code_challenge_method=S256`,
      ],
      [
        "saml-response",
        `<samlp:Response ID="_${R.hex(40)}" InResponseTo="_${R.hex(32)}" IssueInstant="2026-11-27T10:15:00Z" Destination="https://app.acme.io/saml/acs">`,
      ],
      [
        "jwt-header-kid",
        `{"alg":"RS256","kid":"${R.b64u(43)}","typ":"JWT"}  (header only, from the error page)`,
      ],
      [
        "auth0-client-id",
        `AUTH0_DOMAIN=acme.eu.auth0.com\nAUTH0_CLIENT_ID=${R.b62(32)}\nAUTH0_AUDIENCE=https://api.acme.io`,
      ],
      ["sendgrid-message-id", `< HTTP/1.1 202 Accepted\n< X-Message-Id: ${R.b64u(22)}`],
      ["mailgun-id", `{"id":"<${R.digits(14)}.${R.hex(16)}@mg.acme.io>","message":"Queued. Thank you."}`],
      [
        "intercom-ids",
        JSON.stringify({
          type: "conversation",
          id: R.digits(15),
          admin_assignee_id: R.digits(7),
          source: { id: R.digits(10), delivered_as: "customer_initiated" },
        }),
      ],
      ["stripe-checkout-url", `https://checkout.stripe.com/c/pay/cs_live_${R.b62(58)}#fid${R.b64u(40)}`],
      [
        "firebase-web-ids",
        `const firebaseConfig = {\n  authDomain: "acme-app-4f2a1.firebaseapp.com",\n  projectId: "acme-app-4f2a1",\n  messagingSenderId: "${R.digits(12)}",\n  appId: "1:${R.digits(12)}:web:${R.hex(22)}",\n  measurementId: "G-${R.str(A.upperNum, 10)}"\n};`,
      ],
    ]);
    return { context: c, text: t };
  }),
  N("url-id", 14, (R, i) => {
    const [c, t] = pick(R, i, [
      ["google-docs", `Spec: https://docs.google.com/document/d/1${R.b64u(43)}/edit?usp=sharing`],
      [
        "figma",
        `Design: https://www.figma.com/design/${R.b62(22)}/Checkout-v3?node-id=${R.range(1, 9999)}-${R.range(1, 9999)}&t=${R.b62(16)}-0`,
      ],
      ["notion", `https://www.notion.so/acme/Release-checklist-${R.hex(32)}?pvs=4`],
      ["google-drive", `https://drive.google.com/file/d/1${R.b64u(32)}/view?usp=drive_link`],
      [
        "vercel-preview",
        `✅ Preview: https://acme-web-git-fix-cursor-acme-${R.str(A.lowerNum, 8)}.vercel.app\n🔍 Inspect: https://vercel.com/acme/acme-web/${R.b62(28)}`,
      ],
      [
        "cloud-run",
        `Service URL: https://api-${R.str(A.lowerNum, 10)}-ew.a.run.app\nRevision api-00042-${R.str(A.lower, 3)} serving 100% of traffic`,
      ],
      ["loom", `Recording of the bug: https://www.loom.com/share/${R.hex(32)}`],
      ["airtable", `https://airtable.com/app${R.b62(14)}/tbl${R.b62(14)}/viw${R.b62(14)}?blocks=hide`],
      [
        "sentry-issue",
        `https://acme.sentry.io/issues/${R.digits(10)}/?project=${R.digits(7)}&referrer=slack`,
      ],
      [
        "jira-confluence",
        `https://acme.atlassian.net/wiki/spaces/ENG/pages/${R.digits(10)}/Incident+${R.digits(4)} · ACME-${R.range(100, 9999)}`,
      ],
    ]);
    return { context: c, text: t };
  }),
  N("code-and-styles", 16, (R, i) => {
    const [c, t] = pick(R, i, [
      [
        "minified-js",
        `!function(e,t){"object"==typeof exports&&"undefined"!=typeof module?module.exports=t():"function"==typeof define&&define.amd?define(t):(e=e||self).Auth=t()}(this,function(){"use strict";var e={key:"auth",token:null};function t(t){return e.token=t.access_token,e}return{set:t,get:function(){return e.token}}});\n//# sourceMappingURL=auth.min.js.map`,
      ],
      [
        "minified-css",
        `.a{color:#1e293b}.b{background:#f8fafc;border:1px solid #e2e8f0}.c{box-shadow:0 1px 2px rgba(15,23,42,.06)}.d{fill:#${R.hex(6)}}`,
      ],
      [
        "tailwind-config",
        `colors: {\n  brand: { 50: "#${R.hex(6)}", 500: "#${R.hex(6)}", 900: "#${R.hex(6)}" },\n  accent: "#${R.hex(6)}",\n}`,
      ],
      [
        "svg-path",
        `<path d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8z" fill="#${R.hex(6)}"/>`,
      ],
      [
        "go-pseudo-version",
        `require (\n\tgithub.com/acme/kit v0.0.0-20261127101500-${R.hex(12)}\n\tgolang.org/x/sync v0.9.0\n)`,
      ],
      [
        "semver-build",
        `version: 1.8.0+sha.${R.hex(7)}\nimage: ghcr.io/acme/api:sha-${R.hex(7)}\nchart: api-1.8.0-rc.${R.range(1, 9)}`,
      ],
      [
        "test-fixture-hash",
        `it("hashes abc", () => {\n  expect(sha256("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");\n  expect(FAKE_SHA).toBe("${"0".repeat(40)}");\n});`,
      ],
      [
        "snapshot",
        `exports[\`Avatar renders 1\`] = \`\n<img\n  class="avatar_${R.b64u(5)}"\n  src="https://www.gravatar.com/avatar/${R.hex(32)}?s=80"\n/>\n\`;`,
      ],
      [
        "webpack-chunks",
        `asset main.${R.hex(20)}.js 312 KiB [emitted] [immutable] [minimized] (name: main)\nasset vendors.${R.hex(20)}.js 1.1 MiB [emitted] [immutable] [minimized]`,
      ],
      [
        "source-map",
        JSON.stringify({
          version: 3,
          file: "app.js",
          sources: ["webpack://acme/./src/app.ts"],
          names: ["token", "key", "secret"],
          mappings: `AAAA,SAASA,${R.b64u(40)}`,
        }),
      ],
      [
        "python-hash-table",
        `EXPECTED = {\n    "train.parquet": "${R.hex(64)}",\n    "test.parquet": "${R.hex(64)}",\n}`,
      ],
      [
        "css-hash-class",
        `<div class="css-${R.str(A.lowerNum, 6)} e1${R.str(A.lowerNum, 5)}0"><span class="sc-${R.b64u(6)}">OK</span></div>`,
      ],
    ]);
    return { context: c, text: t };
  }),
  N("session-wrapper", 24, (R, i) => {
    const [c, t] = pick(R, i, [
      [
        "git-diff-lock",
        `diff --git a/package-lock.json b/package-lock.json\nindex ${R.hex(7)}..${R.hex(7)} 100644\n--- a/package-lock.json\n+++ b/package-lock.json\n@@ -812,9 +812,9 @@\n     "node_modules/vite": {\n-      "version": "5.4.10",\n-      "integrity": "sha512-${R.b64bytes(64)}",\n+      "version": "5.4.11",\n+      "integrity": "sha512-${R.b64bytes(64)}",`,
      ],
      [
        "git-diff-submodule",
        `diff --git a/vendor/proto b/vendor/proto\nindex ${R.hex(7)}..${R.hex(7)} 160000\n--- a/vendor/proto\n+++ b/vendor/proto\n@@ -1 +1 @@\n-Subproject commit ${R.hex(40)}\n+Subproject commit ${R.hex(40)}`,
      ],
      [
        "git-diff-config",
        `@@ -3,5 +3,5 @@ server:\n   port: 8080\n-  request_id_header: X-Request-Id\n+  request_id_header: X-Correlation-Id\n   session_key_prefix: "sess:"\n   token_ttl_seconds: 3600`,
      ],
      [
        "http-verbose-clean",
        `* Trying 203.0.113.20:443...\n* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384\n> GET /health HTTP/2\n> Host: api.acme.io\n> accept: */*\n>\n< HTTP/2 200\n< etag: W/"${R.hex(2)}-${R.b64u(27)}"\n< x-request-id: ${R.uuid()}`,
      ],
      [
        "transcript-escaped",
        JSON.stringify({
          type: "user",
          message: {
            role: "user",
            content: [
              {
                type: "tool_result",
                tool_use_id: `toolu_01${R.b62(22)}`,
                content: JSON.stringify({
                  sha: R.hex(40),
                  node_id: `C_kwDO${R.b64u(30)}`,
                  tree: { sha: R.hex(40) },
                  verification: { verified: false, reason: "unsigned" },
                }),
              },
            ],
          },
        }),
      ],
      [
        "transcript-stderr",
        JSON.stringify({
          type: "user",
          toolUseResult: {
            stdout: "",
            stderr: `npm error code EINTEGRITY\nnpm error sha512-${R.b64bytes(64)} integrity checksum failed when using sha512: wanted sha512-${R.b64bytes(64)} but got sha512-${R.b64bytes(64)}.`,
            interrupted: false,
          },
        }),
      ],
      [
        "log-tail",
        `$ tail -n 3 /var/log/api.log\n2026-11-27T10:15:00Z INFO req=${R.uuid()} user=${R.range(1000, 99999)} path=/v1/orders status=200 dur=41ms\n2026-11-27T10:15:01Z INFO req=${R.uuid()} session=${R.hex(8)}… path=/v1/cart status=200\n2026-11-27T10:15:02Z WARN cache miss key=cart:${R.hex(16)}`,
      ],
      [
        "ci-annotations",
        `::group::Upload artifact\nArtifact dist has been successfully uploaded! Final size is 18311 bytes. Artifact ID is ${R.digits(10)}\nArtifact download URL: https://github.com/acme/api/actions/runs/${R.digits(11)}/artifacts/${R.digits(10)}\nSHA256 digest of uploaded artifact zip is ${R.hex(64)}\n::endgroup::`,
      ],
      [
        "prose-de",
        `Der Build ${R.digits(11)} ist bei Commit ${R.hex(7)} rot geworden; die Prüfsumme sha256:${R.hex(64)} stimmt nicht mit dem Release überein. Woran kann das liegen?`,
      ],
      [
        "prose-es",
        `El pedido ${R.uuid()} aparece dos veces en la tabla; el idempotency key era el mismo. ¿Cómo lo evito?`,
      ],
      [
        "prose-pt",
        `A imagem ghcr.io/acme/api@sha256:${R.hex(64)} não sobe no cluster. O que devo verificar?`,
      ],
      ["prose-ko", `커밋 ${R.hex(7)} 이후로 테스트가 실패합니다. 요청 ID ${R.uuid()} 로그를 봐 주세요.`],
      [
        "prose-it",
        `Il job ${R.digits(10)} fallisce dopo il merge di ${R.hex(12)}: puoi controllare il trace ${R.hex(32)}?`,
      ],
      ["prose-tr", `Bu ObjectId ${R.hex(24)} olan kayıt neden iki kez oluşuyor?`],
      ["prose-zh", `为什么 ETag "${R.hex(32)}" 每次请求都会变？缓存键是 user:${R.range(1000, 9999)}。`],
      ["prose-ar", `فشل البناء رقم ${R.digits(8)} بعد الالتزام ${R.hex(7)}، هل يمكنك المساعدة؟`],
      ["prose-hi", `कमिट ${R.hex(7)} के बाद deploy क्यों fail हो रहा है? रन आईडी ${R.digits(11)} है।`],
      ["prose-vi", `Tại sao mã băm ${R.hex(40)} khác với bản phát hành?`],
    ]);
    return { context: c, text: t };
  }),
];
