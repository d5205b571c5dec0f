// Variants of "a finding whose call to action a later event closed" on record shapes unlike the tuning
// sessions (other stacks: Rust, Android/Gradle, Elixir/Ecto; a Spanish request; findings are read from
// Claude Code's mid-turn assistant text, which the Codex and Copilot readers do not emit): a finding that explained a failure, after which the
// same action (program and subcommand) passed, is kept as a lesson titled resolved — never as pending
// work a next session would redo.
import { describe, expect, it } from "vitest";
import type { MemoryDraft } from "../src/core/capture/memory-draft.js";
import { Transcript } from "./support/capture-records.js";

const findings = (drafts: readonly MemoryDraft[]) => drafts.filter((d) => d.tags[0] === "finding");

describe("a finding whose failure passed after the action is titled resolved", () => {
  it("Rust: `cargo build` failed, the cause was found, Cargo.toml edited, `cargo build --release` passed", () => {
    const t = new Transcript("/home/dev/proj")
      .user("build the release binary")
      .fail("cargo build", "error[E0433]: failed to resolve: use of undeclared crate `serde_json`", 101)
      .say(
        "The problem is that `serde_json` is not declared in Cargo.toml. We need to add it to [dependencies] before anything builds.",
      )
      .edit("/home/dev/proj/Cargo.toml")
      .ok("cargo build --release", "Finished `release` profile [optimized] target(s) in 41.2s")
      .say("Built.");
    const [note] = findings(t.capture().drafts);
    expect(note?.title).toMatch(
      /^Resolved in the session \(`cargo build --release` passed after it\): The problem is/,
    );
    expect(note?.tags).toContain("resolved");
  });

  it("Claude Code: a rejected `git push` (non-fast-forward), a rebase, then the push passed", () => {
    const t = new Transcript("/home/dev/site")
      .user("publica los cambios del blog")
      .fail(
        "git push origin main",
        " ! [rejected]        main -> main (fetch first)\nerror: failed to push some refs to 'github.com:acme/site.git'",
      )
      .say(
        "The issue is that `origin/main` has commits we do not have locally. We need to rebase onto it and push again.",
      )
      .ok("git pull --rebase origin main", "Successfully rebased and updated refs/heads/main.")
      .ok("git push origin main", "To github.com:acme/site.git\n   3f2a1b0..9c8d7e6  main -> main")
      .say("Publicado.");
    const [note] = findings(t.capture().drafts);
    expect(note?.title).toMatch(/^Resolved in the session \(`git push origin main` passed after it\)/);
  });

  it("guard: the failure never passed again — the finding stays as found", () => {
    const t = new Transcript("/home/dev/app")
      .user("make the Android build work")
      .fail("./gradlew assembleDebug", "FAILURE: Build failed with an exception. SDK location not found.")
      .say(
        "The problem is that `local.properties` has no sdk.dir entry. We need to point it at the Android SDK.",
      )
      .edit("/home/dev/app/local.properties")
      .say("I set sdk.dir; please run the build again.");
    const [note] = findings(t.capture().drafts);
    expect(note?.title).toMatch(/^The problem is/);
    expect(note?.tags).not.toContain("resolved");
  });

  it("guard: another program passing later does not close it", () => {
    const t = new Transcript("/home/dev/api")
      .user("fix the migration")
      .fail(
        "mix ecto.migrate",
        '** (Postgrex.Error) ERROR 42P07 (duplicate_table) relation "users" already exists',
      )
      .say(
        "The problem is that `priv/repo/migrations/20240101_create_users.exs` creates a table an older migration already made. We need to drop one of them.",
      )
      .edit("/home/dev/api/priv/repo/migrations/20240101_create_users.exs")
      .ok("mix compile", "Compiling 1 file (.ex)")
      .say("Removed the duplicate.");
    const [note] = findings(t.capture().drafts);
    expect(note?.title).not.toMatch(/^Resolved/);
  });
});
