import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  clientBundleChecks,
  findDeskLeaks,
  findLeaks,
  findScatteredShell,
  findServerRenderedModules,
  findWordsModules,
  forbiddenStrings,
  MissingManifest,
  parseRouterManifest,
} from "./client-bundle-leaks.mjs";

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

  it("runs the command's checks in order on a build, saying to build first when the manifest is missing", () => {
    const buildDir = bundle({ "client/assets/app.js": 'fetch("/api/bookings")' });
    const [secrets, desk] = clientBundleChecks(buildDir, env);
    expect(secrets.find()).toEqual([]);
    expect(secrets.clean).toBe(`client bundle clean (${forbiddenStrings(env).length} names checked in ${join(buildDir, "client")})`);
    expect(desk.find).toThrow(MissingManifest);
    expect(desk.find).toThrow(`No React Router manifest in ${join(buildDir, "client")}/assets: build first.`);
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

  it("finds the payment gateway's secrets by name and by value", () => {
    const root = bundle({ "a.js": "env.RAZORPAY_KEY_SECRET", "b.js": 'h("whsec-value-1234")' });
    const leaks = findLeaks(root, forbiddenStrings({ RAZORPAY_WEBHOOK_SECRET: "whsec-value-1234" }));
    expect(leaks.map((leak) => leak.replace(/^.*: /, ""))).toEqual(["RAZORPAY_KEY_SECRET", "the value of RAZORPAY_WEBHOOK_SECRET"]);
  });
});

/** The build check's second half: no front desk module or `jose` in JavaScript a public page loads. */
describe("front desk leak check (desk modules and jose stay out of public pages)", () => {
  const manifestText = `window.__reactRouterManifest=${JSON.stringify({
    entry: { module: "/assets/entry.client-A.js", imports: ["/assets/react-B.js"] },
    routes: {
      root: { id: "root", module: "/assets/root-C.js", imports: ["/assets/react-B.js"] },
      "site/about/about": { id: "site/about/about", module: "/assets/about-D.js", imports: [] },
      "desk/admin": { id: "desk/admin", module: "/assets/admin-E.js", imports: ["/assets/desk-shell-F.js"] },
      "desk/today/admin-today": { id: "desk/today/admin-today", module: "/assets/admin-today-G.js", imports: [] },
    },
  })};`;
  const manifest = parseRouterManifest(manifestText);
  const modules: Record<string, string[]> = {
    "assets/entry.client-A.js": ["app/entry.client.tsx"],
    "assets/react-B.js": ["node_modules/react/index.js"],
    "assets/root-C.js": ["app/root.tsx"],
    "assets/about-D.js": ["app/site/about/about.tsx"],
    "assets/admin-E.js": ["app/desk/admin.tsx"],
    "assets/desk-shell-F.js": ["app/desk/desk-shell.tsx"],
    "assets/admin-today-G.js": ["app/desk/today/admin-today.tsx", "node_modules/jose/dist/webapi/index.js"],
    "assets/lazy-H.js": ["app/booking/chat/chat-panel.tsx"],
  };
  const texts: Record<string, string> = { "assets/root-C.js": 'import("./lazy-H.js")' };
  const check = (chunkModules = modules, chunkTexts = texts) =>
    findDeskLeaks({ manifest, chunkModules, readChunk: (file) => chunkTexts[file] ?? "" });

  it("passes when desk modules are only in the desk's own route chunks", () => {
    expect(check()).toEqual([]);
  });

  it("finds a desk module in a public route's chunk", () => {
    expect(check({ ...modules, "assets/about-D.js": ["app/site/about/about.tsx", "app/desk/desk-time.ts"] })).toEqual([
      "assets/about-D.js: app/desk/desk-time.ts",
    ]);
  });

  it("finds the payment gateway's code in a public route's chunk", () => {
    expect(check({ ...modules, "assets/about-D.js": ["app/site/about/about.tsx", "app/payments/razorpay-paths.ts"] })).toEqual([
      "assets/about-D.js: app/payments/razorpay-paths.ts",
    ]);
  });

  it("finds jose or a desk route in a chunk a public page imports lazily", () => {
    const lazy = { ...modules, "assets/lazy-H.js": ["node_modules/jose/dist/webapi/jwt/verify.js", "app/desk/bookings/admin-bookings.tsx"] };
    expect(check(lazy)).toEqual([
      "assets/lazy-H.js: node_modules/jose/dist/webapi/jwt/verify.js",
      "assets/lazy-H.js: app/desk/bookings/admin-bookings.tsx",
    ]);
  });

  it("finds a desk chunk the root imports statically", () => {
    expect(check(modules, { "assets/root-C.js": 'import{a}from"./desk-shell-F.js"' })).toEqual([
      "assets/desk-shell-F.js: app/desk/desk-shell.tsx",
    ]);
  });

  it("fails rather than passes when the chunk list shows no desk at all", () => {
    expect(() => check({ "assets/about-D.js": ["app/site/about/about.tsx"] })).toThrow(/cannot see the desk/);
  });
});

describe("server-rendered markup check (the icon shapes stay out of the browser's JavaScript)", () => {
  it("passes when no browser chunk holds the icon shapes", () => {
    expect(findServerRenderedModules({ "assets/icon-A.js": ["app/components/icon.tsx"] })).toEqual([]);
  });

  it("finds the icon shapes in a browser chunk", () => {
    expect(
      findServerRenderedModules({
        "assets/icon-A.js": ["app/components/icon.tsx", "app/components/icon-shapes.ts"],
      }),
    ).toEqual(["assets/icon-A.js: app/components/icon-shapes.ts"]);
  });
});

describe("words check (each language's words reach the browser only as a page's data)", () => {
  it("passes a chunk whose components read their words from loader data", () => {
    expect(findWordsModules({ "assets/root-A.js": ["app/root.tsx", "app/i18n/words.ts", "app/i18n/lang.ts"] })).toEqual([]);
  });

  it("allows a chunk of Hindi words alone: a language pack fetched on demand by a Hindi page", () => {
    expect(
      findWordsModules({ "assets/chat-replies.hi-A.js": ["app/booking/chat/chat-replies.hi.ts", "app/content/faq.hi.ts"] }),
    ).toEqual([]);
  });

  it("allows in a language pack the code that lays its Hindi words over the English structure, and no other", () => {
    const pack = [
      "app/booking/chat/chat-replies.hi.ts",
      "app/content/faq.hi.ts",
      "app/content/facilities.hi.json",
      "app/content/in-hindi.ts",
      "app/content/words-over-copy.ts",
    ];
    expect(findWordsModules({ "assets/chat-replies.hi-A.js": pack })).toEqual([]);
    expect(findWordsModules({ "assets/chat-replies.hi-B.js": [...pack, "app/booking/chat/chat-machine.ts"] })).toEqual([
      "assets/chat-replies.hi-B.js: app/booking/chat/chat-replies.hi.ts",
      "assets/chat-replies.hi-B.js: app/content/faq.hi.ts",
      "assets/chat-replies.hi-B.js: app/content/facilities.hi.json",
    ]);
  });

  it("finds an English words module, a Hindi sibling (code or catalog) and the root's word list in browser chunks", () => {
    expect(
      findWordsModules({
        "assets/header-A.js": ["app/components/site-header.tsx", "app/frame/shell/shell-words.ts"],
        "assets/about-B.js": ["app/site/about/about.tsx", "app/content/about.hi.ts"],
        "assets/gym-D.js": ["app/site/amenities/gym.tsx", "app/content/gym.hi.json"],
        "assets/root-C.js": ["app/root-words.server.ts"],
      }),
    ).toEqual([
      "assets/header-A.js: app/frame/shell/shell-words.ts",
      "assets/about-B.js: app/content/about.hi.ts",
      "assets/gym-D.js: app/content/gym.hi.json",
      "assets/root-C.js: app/root-words.server.ts",
    ]);
  });
});

describe("shell check (the root's own modules reach the browser as one chunk)", () => {
  const manifestWith = (imports: string[]) => ({
    entry: { module: "/assets/entry.client-A.js" },
    routes: { root: { id: "root", module: "/assets/root-A.js", imports } },
  });

  it("passes when the root's app modules are all in the shell chunk, beside the framework's own chunks", () => {
    const chunkModules = {
      "assets/shell-A.js": ["app/components/site-header.tsx", "app/content/hotel.ts", "node_modules/react-router/dist/lib.js"],
      "assets/react-dom-A.js": ["node_modules/react-dom/index.js"],
    };
    expect(findScatteredShell({ manifest: manifestWith(["/assets/shell-A.js", "/assets/react-dom-A.js"]), chunkModules })).toEqual([]);
  });

  it("names every app module of the root in another chunk, as when the bundler ignores the grouping", () => {
    const chunkModules = {
      "assets/brand-mark-A.js": ["app/components/brand-mark.tsx"],
      "assets/hotel-A.js": ["app/content/hotel.ts", "app/content/hotel-in-lang.ts"],
      "assets/hooks-A.js": ["node_modules/react-router/dist/hooks.js"],
    };
    const manifest = manifestWith(["/assets/brand-mark-A.js", "/assets/hotel-A.js", "/assets/hooks-A.js"]);
    expect(findScatteredShell({ manifest, chunkModules })).toEqual([
      "assets/brand-mark-A.js: app/components/brand-mark.tsx",
      "assets/hotel-A.js: app/content/hotel.ts",
      "assets/hotel-A.js: app/content/hotel-in-lang.ts",
    ]);
  });
});
