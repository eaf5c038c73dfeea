// The browser talks only to the Worker (product-rules.md): no key, secret or admin host name may
// reach a browser. Fails the build's check when any built client file mentions a server-only name,
// or the admin key, Turnstile secret or admin host given in the environment; and when a front desk
// module or `jose` is in JavaScript a public page loads (product-rules.md: The front desk). Honours
// BUILD_DIR like the build itself.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  findDeskLeaks,
  findLeaks,
  findServerRenderedModules,
  findWordsModules,
  forbiddenStrings,
  parseRouterManifest,
} from "./client-bundle-leaks.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const root = join(buildDir, "client");
const forbidden = forbiddenStrings(process.env);
const leaks = findLeaks(root, forbidden);
if (leaks.length > 0) {
  console.error(`Server-only names found in the client bundle:\n${leaks.join("\n")}`);
  process.exit(1);
}
console.log(`client bundle clean (${forbidden.length} names checked in ${root})`);

const manifestFile = readdirSync(join(root, "assets")).find((file) => /^manifest-[\w-]+\.js$/.test(file));
if (!manifestFile) {
  console.error(`No React Router manifest in ${root}/assets: build first.`);
  process.exit(1);
}
// Written by the build (vite/client-chunk-modules.ts).
const chunkModules = JSON.parse(readFileSync(join(buildDir, "client-chunk-modules.json"), "utf8"));
const deskLeaks = findDeskLeaks({
  manifest: parseRouterManifest(readFileSync(join(root, "assets", manifestFile), "utf8")),
  chunkModules,
  readChunk: (file) => readFileSync(join(root, file), "utf8"),
});
if (deskLeaks.length > 0) {
  console.error(`Front desk code in a public page's JavaScript:\n${deskLeaks.join("\n")}`);
  process.exit(1);
}
console.log("no front desk module or jose in a public page's JavaScript");

const serverRendered = findServerRenderedModules(chunkModules);
if (serverRendered.length > 0) {
  console.error(`Markup the server alone renders with is in the browser's JavaScript:\n${serverRendered.join("\n")}`);
  process.exit(1);
}
console.log("the icon shapes reach the browser only as the sprite file");

const wordsInBundle = findWordsModules(chunkModules);
if (wordsInBundle.length > 0) {
  console.error(`A language's words are in the browser's JavaScript (send them as loader data):\n${wordsInBundle.join("\n")}`);
  process.exit(1);
}
console.log("no words module in the browser's JavaScript: each page's words come with its data");
