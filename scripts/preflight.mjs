// `npm run preflight [-- --env preview] [-- --check-secrets]`: lists every placeholder and missing
// production setting, one line each with where to fix it; exits 1 while any remain (README "Before launch").
import { formatFinding } from "./preflight-checks.mjs";
import { parseArgs, runPreflight } from "./preflight-run.mjs";

let options;
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(`preflight: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
const findings = await runPreflight(process.cwd(), options);
for (const finding of findings) console.log(formatFinding(finding));
const blocking = findings.filter((finding) => finding.level === "error").length;
const unverified = findings.length - blocking;
if (blocking > 0) {
  console.error(`\n✖ ${blocking} item(s) must change before ${options.environment} goes live (${unverified} could not be checked here).`);
  process.exit(1);
}
console.log(`\n✔ ready for ${options.environment}${unverified > 0 ? ` (${unverified} item(s) could not be checked offline: see "!" above)` : ""}.`);
