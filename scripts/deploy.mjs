// `npm run deploy` / `npm run deploy:preview`: see scripts/deploy-plan.mjs.
import { spawnSync } from "node:child_process";
import { deploy } from "./deploy-plan.mjs";
import { parseArgs, runPreflight } from "./preflight-run.mjs";

const code = await deploy(process.argv.slice(2), {
  parseArgs,
  preflight: (options) => runPreflight(process.cwd(), options),
  run(command, args, extraEnv) {
    const env = { ...process.env };
    for (const [name, value] of Object.entries(extraEnv)) {
      if (value === undefined) delete env[name];
      else env[name] = value;
    }
    return spawnSync(command, args, { stdio: "inherit", env }).status ?? 1;
  },
  log: (line) => console.log(line),
  error: (line) => console.error(line),
});
process.exit(code);
