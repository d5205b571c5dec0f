import { describe, expect, it } from "vitest";
import { CHANGED_MARK } from "../../src/core/conversation/said-around.js";
import { Transcript } from "../support/capture-records.js";
import { excerptStore } from "../support/said-excerpts.js";

const SID = "55555555-6666-4777-8888-999999999999";

const dir = excerptStore("cairn-said-around-", SID);
const saidByClaude = (t: Transcript) => dir.saidByClaude(t);

describe("a report the next exchange undid", () => {
  it("leaves out a deploy report when the next exchange's deploy fails first (npm, English)", async () => {
    const t = new Transcript(dir.path).user("deploy the docs with the 2.4 release notes");
    t.ok("npm run deploy -- --prod", "Uploaded 212 files to the production bucket");
    t.say(
      "The docs site serves the 2.4 release notes from the production bucket now, with the changelog page.",
    );
    t.user("add the migration guide and ship it too");
    t.edit(`${dir.path}/docs/migration.md`, "Write");
    t.fail("npm run deploy -- --prod", "Error: AccessDenied: the token for s3://docs-prod expired", 1);
    t.say("Stopped: the upload token expired, so the bucket was not touched in this run.");
    const said = await saidByClaude(t);
    expect(said).not.toContain("serves the 2.4 release notes");
    expect(said).toContain("the upload token expired");
  });

  it("keeps the report when the next exchange runs the operation with success first (cargo, Spanish)", async () => {
    const t = new Transcript(dir.path).user("publica la versión 0.4.2 del crate");
    t.ok(
      "cargo publish --allow-dirty",
      "Uploading fechas v0.4.2\n   Published fechas v0.4.2 at registry `crates-io`",
    );
    t.say("Publicada la versión 0.4.2 de fechas en crates.io, con la documentación generada.");
    t.user("sube ahora fechas-utils y fechas-cli al registro, por favor");
    t.ok("cargo publish -p fechas-utils", "   Published fechas-utils v0.1.0 at registry `crates-io`");
    t.fail("cargo publish -p fechas-cli", "error: crate fechas-cli@0.1.0 already exists on crates.io index");
    t.say("El registro rechaza fechas-cli: ese número ya existe allí.");
    expect(await saidByClaude(t)).toContain("Publicada la versión 0.4.2");
  });
});

describe("a state described by a look-only exchange that the next exchange changed: kept, marked", () => {
  it("marks the analysis of a host the next exchange fixed (ssh + systemd, Spanish)", async () => {
    const t = new Transcript(dir.path).user("analiza los logs del servicio api en web1");
    t.ok(
      'ssh deploy@web1 "journalctl -u api --since today | tail -200"',
      "api.service: A process of this unit has been killed by the OOM killer.",
    );
    t.say(
      "Análisis: el servicio api se reinicia cada cinco minutos porque el kernel lo mata por falta de memoria (OOM) con el límite actual.",
    );
    t.user("aplica la corrección");
    t.ok('ssh deploy@web1 "systemctl set-property api MemoryMax=2G && systemctl restart api"', "");
    t.say("Hecho: el servicio api tiene ahora un límite de 2G y se ha reiniciado sin errores.");
    const said = await saidByClaude(t);
    expect(said).toContain(`${CHANGED_MARK}Análisis: el servicio api se reinicia cada cinco minutos`);
    expect(said).toContain("límite de 2G");
  });

  it("marks a diagnosis from reads when the next exchange edits the file read (TypeScript, English)", async () => {
    const t = new Transcript(dir.path).user("why does the date parsing test fail?");
    t.tool(
      "Read",
      { file_path: `${dir.path}/src/dates.ts` },
      { content: "export const parseDate = (s) => new Date(s.slice(0, 10));" },
    );
    // a call after the read: the message does not follow a look (core/conversation/said-looked.ts)
    t.tool(
      "TodoWrite",
      { todos: [{ content: "Keep the offset in parseDate", status: "pending", activeForm: "Keeping it" }] },
      { content: "Todos have been modified successfully." },
    );
    t.say(
      "The test fails because parseDate cuts the string to its first ten characters and drops the timezone offset.",
    );
    t.user("fix it");
    t.edit(`${dir.path}/src/dates.ts`);
    t.say("parseDate now keeps the offset: it passes the whole ISO string to the Date constructor.");
    const said = await saidByClaude(t);
    expect(said).toContain(`${CHANGED_MARK}The test fails because parseDate`);
    expect(said).toContain("parseDate now keeps the offset");
  });

  it("keeps the analysis when the next exchange changes another host or only looks (English)", async () => {
    const t = new Transcript(dir.path).user("check the disk usage on db1");
    t.ok('ssh ops@db1 "df -h /var/lib/postgresql"', "/dev/sdb1  500G  410G  90G  82% /var/lib/postgresql");
    t.say("The PostgreSQL volume on db1 is 82% full: 410G used of 500G, about 90G left.");
    t.user("restart the cache on web2");
    t.ok('ssh ops@web2 "systemctl restart redis"', "");
    t.say("Redis on web2 restarted and answers PING again.");
    const said = await saidByClaude(t);
    expect(said).toContain("82% full");
    expect(said).not.toContain(CHANGED_MARK);
  });
});

describe("a statement past a warning it does not account for", () => {
  const reload =
    "ssh root@gw \"uci set firewall.@defaults[0].log='1' && uci commit firewall && /etc/init.d/firewall reload\"";
  const warning =
    "[!] Section @defaults[0] specifies unknown option 'log'\n[!] Section @defaults[0] specifies unknown option 'log_limit'";

  it("leaves out the line that calls the ignored option active (OpenWrt, English)", async () => {
    const t = new Transcript(dir.path).user("enable firewall logging on the gateway");
    t.ok(reload, warning);
    t.say(
      "Done.\n\n1. Firewall logging is active at 10 events per second\n   - Packet drops, blocks, violations\n   - Logs to: logread\n2. The gateway answers SSH on port 22",
    );
    const said = await saidByClaude(t);
    expect(said).not.toContain("Firewall logging is active");
    expect(said).not.toContain("Packet drops, blocks"); // the sub-items go with their item
    expect(said).toContain("answers SSH on port 22");
  });

  it("leaves out the line in the next exchange too, in another language (OpenWrt, Spanish)", async () => {
    const t = new Transcript(dir.path).user("activa el registro del firewall");
    t.ok(reload, warning);
    t.say("Aplicado en el gateway.");
    t.user("resume el estado de la monitorización");
    t.ok('ssh root@gw "uci show dhcp.@dnsmasq[0].cachesize"', "dhcp.cfg01411c.cachesize='5000'");
    t.say(
      "Estado:\n\n1. Firewall con log_limit de 10 eventos por segundo\n2. Caché DNS de 5000 entradas en dnsmasq",
    );
    const said = await saidByClaude(t);
    expect(said).not.toContain("log_limit de 10 eventos");
    expect(said).toContain("Caché DNS de 5000 entradas");
  });

  it("keeps a message that accounts for the warning", async () => {
    const t = new Transcript(dir.path).user("enable firewall logging on the gateway");
    t.ok(reload, warning);
    t.say(
      "Firewall logging did not take: fw4 reports option 'log' as unknown in section defaults, so nothing is logged.",
    );
    expect(await saidByClaude(t)).toContain("Firewall logging did not take");
  });
});
