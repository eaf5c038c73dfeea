// D1: no key, secret or admin host name may reach a browser. Fails the build's check when any
// built client file mentions a server-only name or the admin key given in the environment.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const root = "build/client";
const forbidden = ["ADMIN_API_KEY", "TURNSTILE_SECRET_KEY", "X-API-KEY", "ADMIN_API_URL"];
for (const name of ["ADMIN_API_KEY", "TURNSTILE_SECRET_KEY"]) {
  const value = process.env[name];
  if (value && value.length >= 6) forbidden.push(value);
}
const walk = (dir) =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
const leaks = [];
for (const file of walk(root).filter((f) => /\.(js|mjs|css|html|json|map)$/.test(f))) {
  const text = readFileSync(file, "utf8");
  for (const word of forbidden) if (text.includes(word)) leaks.push(`${file}: ${word}`);
}
if (leaks.length > 0) {
  console.error(`Server-only names found in the client bundle:\n${leaks.join("\n")}`);
  process.exit(1);
}
console.log(`client bundle clean (${forbidden.length} names checked)`);
