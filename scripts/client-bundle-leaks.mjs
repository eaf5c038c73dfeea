// What the client-bundle check looks for, and where. Kept apart from the command so a unit test
// (scripts/client-bundle-leaks.test.ts) proves the check really finds a leak.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const serverOnlyNames = [
  "ADMIN_API_KEY",
  "TURNSTILE_SECRET_KEY",
  "X-API-KEY",
  "ADMIN_API_URL",
  "BOOKING_LINK_SECRET",
  "RAZORPAY_KEY_SECRET",
  "RAZORPAY_WEBHOOK_SECRET",
];
const secretValues = ["ADMIN_API_KEY", "TURNSTILE_SECRET_KEY", "ADMIN_API_URL", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"];

/**
 * Server-only names that must never appear in a browser file, plus the values of the secrets and
 * of the admin host given in `env`. Each has a label that is safe to print (never the value).
 * @param {Record<string, string | undefined>} env
 * @returns {{ label: string; text: string }[]}
 */
export function forbiddenStrings(env) {
  const forbidden = serverOnlyNames.map((name) => ({ label: name, text: name }));
  for (const name of secretValues) {
    const value = env[name];
    if (value && value.length >= 6) forbidden.push({ label: `the value of ${name}`, text: value });
  }
  return forbidden;
}

/** @param {string} dir @returns {string[]} */
const walk = (dir) =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

/**
 * Every "file: label" where a forbidden string occurs in a text file under `root`.
 * @param {string} root
 * @param {{ label: string; text: string }[]} forbidden
 * @returns {string[]}
 */
export function findLeaks(root, forbidden) {
  const leaks = [];
  for (const file of walk(root).filter((f) => /\.(js|mjs|css|html|json|map|txt|svg)$/.test(f))) {
    const text = readFileSync(file, "utf8");
    for (const { label, text: word } of forbidden) if (text.includes(word)) leaks.push(`${file}: ${label}`);
  }
  return leaks;
}

/**
 * Source modules that belong to the front desk, that only the desk's sign-in may use, or that speak
 * to the payment gateway (a guest pays on Razorpay's own page, so no public page needs its code).
 */
const deskModule = /^(app\/desk\/|app\/payments\/|node_modules\/jose\/)/;
/** Route ids of the front desk (app/routes.ts, the modules under app/desk/): the only routes whose chunks may hold desk modules. */
const isDeskRoute = (id) => id.startsWith("desk/");

/**
 * React Router's browser manifest (build/client/assets/manifest-*.js): which chunks each route loads.
 * @param {string} text
 * @returns {{ entry: { module: string; imports?: string[] }; routes: Record<string, { id: string; module: string; imports?: string[] }> }}
 */
export function parseRouterManifest(text) {
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  return JSON.parse(json);
}

/**
 * Every "chunk: module" where a desk module or `jose` is in JavaScript a public page loads: the
 * entry's and each public route's chunks, and every chunk those import, statically or lazily (a
 * chunk names each chunk it imports by file name). Throws when the chunk list shows no desk module
 * at all: then the check could not see the desk, and passing would prove nothing.
 * @param {{ manifest: ReturnType<typeof parseRouterManifest>; chunkModules: Record<string, string[]>; readChunk: (file: string) => string }} build
 * @returns {string[]}
 */
export function findDeskLeaks({ manifest, chunkModules, readChunk }) {
  const known = new Set(Object.keys(chunkModules));
  const deskModules = (file) => (chunkModules[file] ?? []).filter((module) => deskModule.test(module));
  if (![...known].some((file) => deskModules(file).length > 0)) {
    throw new Error("No front desk module found in any client chunk: the desk check cannot see the desk.");
  }
  const asFile = (url) => url.replace(/^\//, "");
  const start = [manifest.entry.module, ...(manifest.entry.imports ?? [])];
  for (const route of Object.values(manifest.routes)) {
    if (!isDeskRoute(route.id)) start.push(route.module, ...(route.imports ?? []));
  }
  const byName = new Map([...known].map((file) => [file.split("/").pop(), file]));
  const seen = new Set();
  const queue = start.map(asFile);
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file) || !known.has(file)) continue;
    seen.add(file);
    for (const [name] of readChunk(file).matchAll(/[\w.-]+\.js\b/g)) {
      const imported = byName.get(name);
      if (imported && !seen.has(imported)) queue.push(imported);
    }
  }
  return [...seen].sort().flatMap((file) => deskModules(file).map((module) => `${file}: ${module}`));
}

/**
 * Modules only the build reads: the icon shapes reach the browser as the sprite file, never as
 * JavaScript (app/components/icon.tsx).
 */
const serverRenderedModules = ["app/components/icon-shapes.ts"];

/**
 * Every "chunk: module" where a module the server alone renders with is in any browser chunk.
 * @param {Record<string, string[]>} chunkModules
 * @returns {string[]}
 */
export function findServerRenderedModules(chunkModules) {
  return Object.entries(chunkModules).flatMap(([file, modules]) =>
    modules.filter((module) => serverRenderedModules.includes(module)).map((module) => `${file}: ${module}`),
  );
}

/**
 * A page's words travel as its loader's data, in its one language (product-rules.md: Hindi): a
 * words module (`*-words.ts`), a Hindi sibling (`*.hi.ts`, or a content module's `*.hi.json`) or the
 * root's word list in a browser chunk would put a language's text in every page's JavaScript, English
 * and Hindi alike.
 */
const wordsModule = /^app\/(?!domain\/).*-words\.tsx?$|\.hi\.(tsx?|json)$|^app\/root-words\.server\.ts$/;

/**
 * What a language pack carries beside its Hindi words: the little code that lays a content module's
 * Hindi words over its English structure (app/content/in-hindi.ts, words-over-copy.ts). Only the
 * Hindi words reach it, so only a Hindi pack carries it.
 */
const packCode = /\.hi\.(tsx?|json)$|^app\/content\/(in-hindi|words-over-copy)\.ts$/;

/**
 * Every "chunk: module" where a words module is in a browser chunk. A chunk made of Hindi words
 * alone (and the code that lays them over their structure) is a language pack that code loaded on
 * demand fetches only on a Hindi page (the chat's replies): it may exist; a words module beside
 * code may not.
 * @param {Record<string, string[]>} chunkModules
 * @returns {string[]}
 */
export function findWordsModules(chunkModules) {
  return Object.entries(chunkModules)
    .filter(([, modules]) => !modules.every((module) => packCode.test(module)))
    .flatMap(([file, modules]) =>
      modules.filter((module) => wordsModule.test(module)).map((module) => `${file}: ${module}`),
    );
}

/**
 * Every "chunk: module" where a module of the site's own code that the root route loads sits outside
 * the shell chunk (vite/shell-chunk.ts). The root's modules load on every page, and as one chunk they
 * cost a phone one request instead of about twenty; a bundler upgrade that stopped honouring the
 * grouping would scatter them again without any other check noticing.
 * @param {{ manifest: ReturnType<typeof parseRouterManifest>; chunkModules: Record<string, string[]> }} build
 * @returns {string[]}
 */
export function findScatteredShell({ manifest, chunkModules }) {
  const rootImports = (manifest.routes.root?.imports ?? []).map((url) => url.replace(/^\//, ""));
  return rootImports
    .filter((file) => !/(^|\/)shell-[\w-]+\.js$/.test(file))
    .flatMap((file) => (chunkModules[file] ?? []).filter((module) => module.startsWith("app/")).map((module) => `${file}: ${module}`));
}

/** The build has no React Router manifest: nothing to check until it is built. */
export class MissingManifest extends Error {}

/**
 * Every check on the built client in `buildDir`, in the order the command runs them: what it says
 * above what it found, what it says when it found nothing, and the finding itself (run on demand,
 * so a failing check stops the ones after it). The front desk check throws MissingManifest when
 * the build has no manifest.
 * @param {string} buildDir
 * @param {Record<string, string | undefined>} env
 * @returns {{ problem: string; clean: string; find: () => string[] }[]}
 */
export function clientBundleChecks(buildDir, env) {
  const root = join(buildDir, "client");
  const forbidden = forbiddenStrings(env);
  // Written by the build (vite/client-chunk-modules.ts).
  const chunkModules = () => JSON.parse(readFileSync(join(buildDir, "client-chunk-modules.json"), "utf8"));
  const manifest = () => {
    const manifestFile = readdirSync(join(root, "assets")).find((file) => /^manifest-[\w-]+\.js$/.test(file));
    if (!manifestFile) throw new MissingManifest(`No React Router manifest in ${root}/assets: build first.`);
    return parseRouterManifest(readFileSync(join(root, "assets", manifestFile), "utf8"));
  };
  const deskLeaks = () =>
    findDeskLeaks({ manifest: manifest(), chunkModules: chunkModules(), readChunk: (file) => readFileSync(join(root, file), "utf8") });
  return [
    {
      problem: "Server-only names found in the client bundle:",
      clean: `client bundle clean (${forbidden.length} names checked in ${root})`,
      find: () => findLeaks(root, forbidden),
    },
    {
      problem: "Front desk code in a public page's JavaScript:",
      clean: "no front desk module or jose in a public page's JavaScript",
      find: deskLeaks,
    },
    {
      problem: "Markup the server alone renders with is in the browser's JavaScript:",
      clean: "the icon shapes reach the browser only as the sprite file",
      find: () => findServerRenderedModules(chunkModules()),
    },
    {
      problem: "A language's words are in the browser's JavaScript (send them as loader data):",
      clean: "no words module in the browser's JavaScript: each page's words come with its data",
      find: () => findWordsModules(chunkModules()),
    },
    {
      problem: "The root's own modules are scattered outside the shell chunk (vite/shell-chunk.ts):",
      clean: "the root's modules are one shell chunk",
      find: () => findScatteredShell({ manifest: manifest(), chunkModules: chunkModules() }),
    },
  ];
}
