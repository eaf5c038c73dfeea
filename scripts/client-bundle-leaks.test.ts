import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findLeaks, forbiddenStrings } from "./client-bundle-leaks.mjs";

/** The check `npm test` runs on the built client (scripts/check-client-bundle.mjs), on fixtures. */
describe("client bundle leak check (no key, secret or admin host in the browser)", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function bundle(files: Record<string, string>): string {
    const root = mkdtempSync(join(tmpdir(), "client-bundle-"));
    dirs.push(root);
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(root, name, ".."), { recursive: true });
      writeFileSync(join(root, name), text);
    }
    return root;
  }

  const env = { ADMIN_API_KEY: "k-3f9a7c1d", ADMIN_API_URL: "https://admin.hotel.example", TURNSTILE_SECRET_KEY: "" };

  it("passes a bundle that only talks to our own /api", () => {
    const root = bundle({ "assets/app.js": 'fetch("/api/bookings",{headers:{"Idempotency-Key":k}})', "index.html": "<p>ok</p>" });
    expect(findLeaks(root, forbiddenStrings(env))).toEqual([]);
  });

  it("finds the X-API-KEY header name anywhere in a nested asset", () => {
    const root = bundle({ "assets/chunks/chat.js": 'headers:{"X-API-KEY":key}' });
    expect(findLeaks(root, forbiddenStrings(env))).toEqual([`${join(root, "assets/chunks/chat.js")}: X-API-KEY`]);
  });

  it("finds the admin key's and admin host's values without printing them", () => {
    const root = bundle({ "assets/a.js": `const k="${env.ADMIN_API_KEY}"`, "assets/b.js.map": `"${env.ADMIN_API_URL}/api"` });
    const leaks = findLeaks(root, forbiddenStrings(env));
    expect(leaks).toEqual([
      `${join(root, "assets/a.js")}: the value of ADMIN_API_KEY`,
      `${join(root, "assets/b.js.map")}: the value of ADMIN_API_URL`,
    ]);
    expect(leaks.join("\n")).not.toContain(env.ADMIN_API_KEY);
  });

  it("finds the server-only variable names", () => {
    const root = bundle({ "a.js": "env.ADMIN_API_KEY", "b.js": "TURNSTILE_SECRET_KEY", "c.js": "ADMIN_API_URL" });
    expect(findLeaks(root, forbiddenStrings({}))).toHaveLength(3);
  });
});
