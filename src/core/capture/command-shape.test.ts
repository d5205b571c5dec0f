// Command shapes: display form, general form, steps, actions.
import { describe, expect, it } from "vitest";
import {
  classifiedSteps,
  commandAction,
  displayCommand,
  generalForm,
  isDeployCommand,
  sameAction,
} from "./command-shape.js";

describe("command shapes", () => {
  it("drops leading cd steps and output filters", () => {
    expect(displayCommand("cd /home/u/projects/app && mix test 2>&1 | tail -20")).toBe("mix test");
    expect(displayCommand('cd "/a b" && cd web; npm run build')).toBe("npm run build");
    expect(displayCommand('git -C "/c/src/my app" push origin main')).toBe("git push origin main");
  });

  it("collapses per-file variants into the general form", () => {
    expect(generalForm("mix test test/spotter_web/live/session_live_test.exs:42")).toBe("mix test");
    expect(generalForm("cd /x && mix credo --strict lib/a.ex lib/b.ex")).toBe("mix credo --strict");
    expect(generalForm("npx vitest run src/core --reporter=dot")).toBe("npx vitest run --reporter=dot");
    expect(generalForm('git commit -m "x y"')).toBe('git commit -m "x y"');
  });

  it("splits && chains into their classified steps", () => {
    expect(classifiedSteps("mix format && mix compile && git status")).toEqual([
      { step: "mix format", kind: "format" },
      { step: "mix compile", kind: "build" },
    ]);
  });

  it("same action = same program and targets; flags may differ", () => {
    expect(commandAction("npx vitest run src/a.test.ts --pool=forks")).toEqual({
      program: "vitest run",
      targets: ["src/a.test.ts"],
    });
    expect(sameAction("git push", "git push --set-upstream origin main")).toBe(true);
    expect(sameAction("mix test test/a_test.exs", "npx vitest run")).toBe(false);
    expect(sameAction("mix credo --strict lib/a.ex", "mix credo --strict lib/b.ex lib/c.ex")).toBe(false);
  });

  it("deploy commands", () => {
    expect(isDeployCommand("cd /app && fly deploy --remote-only")).toBe(true);
    expect(isDeployCommand("git push -u origin main")).toBe(true);
    expect(isDeployCommand("git status")).toBe(false);
  });
});
