import type { Finding } from "./preflight-checks.d.mts";

export interface PreflightOptions {
  environment: "production" | "preview";
  /** List the Worker's secrets with `wrangler secret list` (network) instead of warning about them. */
  checkSecrets: boolean;
  /** Deploy production although findings remain (deploy only). */
  force: boolean;
}
export function parseArgs(argv: string[]): PreflightOptions;
export function loadInputs(root: string): Promise<{ hotel: Record<string, unknown>; wrangler: Record<string, unknown> }>;
export function listSecretsWithWrangler(root: string, environment: "production" | "preview"): string[];
export function runPreflight(
  root: string,
  options: PreflightOptions,
  listSecrets?: (root: string, environment: "production" | "preview") => string[],
): Promise<Finding[]>;
