/**
 * What Claude said of where a file is, is not kept once a later command of the session moved that file
 * away (core/conversation/said-moved.ts, applied by said-truth.ts), through the real import path (a
 * Claude Code transcript imported into a real SQLite file): a folder listing before `mv` in a shell
 * session (English), a `git mv` in a Python project (German). Guards: a file moved back under its old
 * name, a line said after the move, and the source of `cp` (a copy leaves it in place) keep their lines.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { movedAway } from "../../src/core/conversation/said-moved.js";
import { Transcript } from "../support/capture-records.js";
import { excerptStore } from "../support/said-excerpts.js";

const SID = "77777777-8888-4999-8aaa-bbbbbbbbbbbb";
const ex = excerptStore("cairn-said-moved-", SID);

describe("a file a later command moved away is not said to be where it was", () => {
  it("drops the lines of a folder listing whose files the next turn moved (shell, English)", async () => {
    const said = await ex.saidByClaude(
      new Transcript(ex.path)
        .user("what is in my notes folder?")
        .ok('ls -la "notes"', "deploy-guide.md\nbroker.conf\nREADME.md")
        .say(
          [
            "Here's your notes folder:",
            "- `deploy-guide.md`",
            "- `broker.conf`",
            "- `README.md` - the folder's readme",
          ].join("\n"),
        )
        .user("move the server files into servers/")
        .ok("cd notes && mv deploy-guide.md broker.conf servers/")
        .say("Both server files are now under `servers/`."),
    );
    expect(said).not.toContain("deploy-guide.md");
    expect(said).not.toContain("broker.conf");
    expect(said).toContain("the folder's readme");
    expect(said).toContain("now under `servers/`");
  });

  it("drops the line on a file `git mv` renamed (Python, German)", async () => {
    const said = await ex.saidByClaude(
      new Transcript(ex.path)
        .user("wo liegt die Konfiguration der Datenbank?")
        .ok("grep -rl DATABASE_URL src", "src/app/db_settings.py")
        .say(
          [
            "Die Verbindung wird in `db_settings.py` gelesen (Umgebungsvariable DATABASE_URL).",
            "Die Migrationen laufen beim Start automatisch.",
          ].join("\n"),
        )
        .user("benenne die Datei in database.py um")
        .ok("git mv src/app/db_settings.py src/app/database.py")
        .say("Umbenannt: die Konfiguration liegt jetzt in `src/app/database.py`."),
    );
    expect(said).not.toContain("`db_settings.py` gelesen");
    expect(said).toContain("Die Migrationen laufen beim Start automatisch.");
    expect(said).toContain("liegt jetzt in `src/app/database.py`");
  });

  it("keeps lines on a file moved back, said after the move, or only copied", async () => {
    const said = await ex.saidByClaude(
      new Transcript(ex.path)
        .user("show me the setup scripts")
        .ok("ls scripts", "setup-host.sh\nbackup-db.sh")
        .say(
          ["Two scripts:", "- `setup-host.sh` prepares the host", "- `backup-db.sh` dumps the database"].join(
            "\n",
          ),
        )
        .user("try the layout with a bin folder and tell me how it looks")
        .ok("mv scripts/setup-host.sh bin/")
        .ok("cp scripts/backup-db.sh bin/")
        .edit(join(ex.path, "scripts/setup-host.sh"), "Write")
        .say(
          "The bin layout did not fit: the host script is back in scripts/ and the database script has a copy in bin/.",
        ),
    );
    expect(said).toContain("`setup-host.sh` prepares the host");
    expect(said).toContain("`backup-db.sh` dumps the database");
    expect(said).toContain("is back in scripts/");
    expect(said).toContain("Two scripts:");
  });
});

describe("movedAway", () => {
  const tool = (ts: string, command: string | null, files: string[] = [], ok = true) =>
    ({ kind: "tool", ts, ok, command, files, agentId: null }) as never;

  it("names the sources of moves by base name, not folders, globs or copies", () => {
    const moved = movedAway([
      tool("1", "mv a/notes.md b/ && cp c/keep.md d/"),
      tool("2", 'Move-Item -Path "C:\\x\\report.txt" -Destination D:\\y'),
      tool("3", "mv build/ out/ && mv *.log logs/"),
      tool("4", "mv failed.md x/", [], false),
    ]);
    expect(moved).toEqual([
      { ts: "1", name: "notes.md" },
      { ts: "2", name: "report.txt" },
    ]);
  });
});

describe("Claude's answer kept as a finding", () => {
  it("leaves out the listing lines of files the next turn moved (shell, English; Python, French)", () => {
    const finding = (t: Transcript) =>
      t
        .capture()
        .drafts.filter((d) => d.tags.includes("claude-answer"))
        .map((d) => d.body)
        .join("\n");
    const shell = finding(
      new Transcript("/home/u/notes")
        .user("what is in my notes folder?")
        .ok('ls -la "/home/u/notes"', "deploy-guide.md\nbroker.conf\nREADME.md")
        .say(
          [
            "Here's your notes folder, three files at its root:",
            "- `deploy-guide.md` - how the services are deployed on the home server",
            "- `broker.conf` - the message broker's settings for the sensors",
            "- `README.md` - the folder's readme, with the index of every note",
            "The sub-folders `journal/` and `archive/` hold the daily notes and the notes of past years, one file a day.",
            "Nothing in the folder is tracked by git; the backup job copies it to the NAS every night at two.",
          ].join("\n"),
        )
        .user("move the server files into servers/")
        .ok("cd /home/u/notes && mv deploy-guide.md broker.conf servers/")
        .say("Both server files are now under `servers/`."),
    );
    expect(shell).toContain("the folder's readme");
    expect(shell).not.toContain("deploy-guide.md");
    expect(shell).not.toContain("broker.conf");
    const python = finding(
      new Transcript("/srv/app")
        .user("où est lue la configuration de la base de données ?")
        .ok("grep -rl DATABASE_URL src", "src/app/db_settings.py")
        .say(
          [
            "La configuration est lue à deux endroits du projet :",
            "- `db_settings.py` lit la variable d'environnement DATABASE_URL au démarrage",
            "- les migrations s'exécutent automatiquement au lancement du serveur d'application",
            "Les tests utilisent une base SQLite en mémoire : la variable n'est pas lue pendant les tests unitaires.",
          ].join("\n"),
        )
        .user("renomme le fichier en database.py")
        .ok("git mv src/app/db_settings.py src/app/database.py")
        .say("Renommé : la configuration est maintenant dans `src/app/database.py`."),
    );
    expect(python).toContain("les migrations s'exécutent automatiquement");
    expect(python).not.toContain("db_settings.py");
  });
});
