import type { Finding } from "./preflight-checks.d.mts";
import type { PreflightOptions } from "./preflight-run.d.mts";

export interface DeployDeps {
  parseArgs(argv: string[]): PreflightOptions;
  preflight(options: PreflightOptions): Promise<Finding[]>;
  /** Runs a command with extra environment variables (undefined removes one); resolves to its exit code. */
  run(command: string, args: string[], env: Record<string, string | undefined>): Promise<number> | number;
  log(line: string): void;
  error(line: string): void;
}
export function deploy(argv: string[], deps: DeployDeps): Promise<number>;
