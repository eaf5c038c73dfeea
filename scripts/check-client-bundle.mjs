// The browser talks only to the Worker (product-rules.md): no key, secret or admin host name may
// reach a browser. Fails the build's check when any built client file mentions a server-only name,
// or the admin key, Turnstile secret or admin host given in the environment. Honours BUILD_DIR like
// the build itself.
import { join } from "node:path";
import { findLeaks, forbiddenStrings } from "./client-bundle-leaks.mjs";

const root = join(process.env.BUILD_DIR ?? "build", "client");
const forbidden = forbiddenStrings(process.env);
const leaks = findLeaks(root, forbidden);
if (leaks.length > 0) {
  console.error(`Server-only names found in the client bundle:\n${leaks.join("\n")}`);
  process.exit(1);
}
console.log(`client bundle clean (${forbidden.length} names checked in ${root})`);
