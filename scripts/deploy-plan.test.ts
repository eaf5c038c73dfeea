import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { deploy } from "./deploy-plan.mjs";
import type { Finding } from "./preflight-checks.mjs";
import { parseArgs, runPreflight } from "./preflight-run.mjs";

const repo = resolve(import.meta.dirname, "..");
// Loading wrangler's config reader and starting Node take seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

/** The deploy with every command recorded instead of run; `preflight` is the real check unless given. */
async function dryDeploy(argv: string[], options: { findings?: Finding[]; exitCodes?: number[] } = {}) {
  const commands: { command: string; args: string[]; env: Record<string, string | undefined> }[] = [];
  const out: string[] = [];
  const err: string[] = [];
  const exitCodes = [...(options.exitCodes ?? [])];
  const code = await deploy(argv, {
    parseArgs,
    preflight: async (parsed) => options.findings ?? runPreflight(repo, parsed),
    run(command, args, env) {
      commands.push({ command, args, env });
      return exitCodes.shift() ?? 0;
    },
    log: (line) => out.push(line),
    error: (line) => err.push(line),
  });
  return { code, commands, out: out.join("\n"), err: err.join("\n") };
}

const deployCommands = [
  { command: "npm", args: ["run", "build"] },
  { command: "npx", args: ["wrangler", "deploy"] },
];

describe("npm run deploy", () => {
  it("refuses to deploy production while the repository still has placeholders, and runs nothing", async () => {
    const result = await dryDeploy([]);
    expect(result.code).toBe(1);
    expect(result.commands).toEqual([]);
    expect(result.out).toContain("✖ app/content/hotel.ts hotel.phones.primary.tel");
    expect(result.out).toContain("✖ wrangler.toml [[d1_databases]] DB");
    expect(result.err).toContain("Refusing to deploy production");
    expect(result.err).toContain("npm run deploy -- --force");
  });

  it("builds and deploys production anyway with --force, saying so loudly", async () => {
    const result = await dryDeploy(["--force"]);
    expect(result.code).toBe(0);
    expect(result.commands).toEqual(deployCommands.map((c) => ({ ...c, env: { CLOUDFLARE_ENV: undefined } })));
    expect(result.err).toMatch(/--force: DEPLOYING PRODUCTION WITH \d+ UNRESOLVED LAUNCH CHECK FINDING\(S\)/);
  });

  it("deploys production without --force once nothing remains (unverifiable secrets do not block)", async () => {
    const warning: Finding = { level: "warning", where: "Cloudflare secret TURNSTILE_SECRET_KEY", message: "could not verify" };
    const result = await dryDeploy([], { findings: [warning] });
    expect(result.code).toBe(0);
    expect(result.commands.map(({ command, args }) => ({ command, args }))).toEqual(deployCommands);
    expect(result.out).toContain("! Cloudflare secret TURNSTILE_SECRET_KEY: could not verify");
    expect(result.err).toBe("");
  });

  it("does not deploy when the build fails", async () => {
    const result = await dryDeploy(["--force"], { exitCodes: [2] });
    expect(result.code).toBe(2);
    expect(result.commands.map((c) => c.command)).toEqual(["npm"]);
    expect(result.err).toContain("the build failed; nothing was deployed");
  });

  it("refuses an option it does not know, before checking or running anything", async () => {
    const result = await dryDeploy(["--env", "staging"]);
    expect(result.code).toBe(2);
    expect(result.commands).toEqual([]);
    expect(result.err).toContain('--env must be "production" or "preview"');
  });
});

describe("npm run deploy:preview", () => {
  it("shows the findings as warnings and deploys the preview build", async () => {
    const result = await dryDeploy(["--env", "preview"]);
    expect(result.code).toBe(0);
    expect(result.out).toContain("✖ wrangler.toml [[env.preview.d1_databases]] DB");
    expect(result.out).toContain("deploying the preview anyway");
    expect(result.err).toBe("");
    // The Cloudflare Vite plugin picks the environment at build time; wrangler checks the deploy matches.
    expect(result.commands).toEqual(deployCommands.map((c) => ({ ...c, env: { CLOUDFLARE_ENV: "preview" } })));
  });
});

describe("package.json", () => {
  it("runs the launch check on every deploy and has npm run preflight", () => {
    const { scripts } = JSON.parse(readFileSync(resolve(repo, "package.json"), "utf8")) as { scripts: Record<string, string> };
    expect(scripts.preflight).toBe("node scripts/preflight.mjs");
    expect(scripts.deploy).toBe("node scripts/deploy.mjs");
    expect(scripts["deploy:preview"]).toBe("node scripts/deploy.mjs --env preview");
  });
});
