// What the client-bundle check looks for, and where. Kept apart from the command so a unit test
// (scripts/client-bundle-leaks.test.ts) proves the check really finds a leak.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const serverOnlyNames = ["ADMIN_API_KEY", "TURNSTILE_SECRET_KEY", "X-API-KEY", "ADMIN_API_URL"];
const secretValues = ["ADMIN_API_KEY", "TURNSTILE_SECRET_KEY", "ADMIN_API_URL"];

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
