// The browser talks only to the Worker (product-rules.md): no key, secret or admin host name may
// reach a browser. Fails the build's check when any built client file mentions a server-only name,
// or the admin key, Turnstile secret or admin host given in the environment; and when a front desk
// module or `jose` is in JavaScript a public page loads (product-rules.md: The front desk). Honours
// BUILD_DIR like the build itself. The checks themselves are in client-bundle-leaks.mjs.
import { clientBundleChecks, MissingManifest } from "./client-bundle-leaks.mjs";

for (const check of clientBundleChecks(process.env.BUILD_DIR ?? "build", process.env)) {
  let found;
  try {
    found = check.find();
  } catch (error) {
    if (!(error instanceof MissingManifest)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  if (found.length > 0) {
    console.error(`${check.problem}\n${found.join("\n")}`);
    process.exit(1);
  }
  console.log(check.clean);
}
