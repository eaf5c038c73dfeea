import type { Finding } from "./preflight-checks.d.mts";

export interface PreflightOptions {
  environment: "production" | "preview";
  /** List the Worker's secrets with `wrangler secret list` (network) instead of warning about them. */
  checkSecrets: boolean;
  /** Deploy production although findings remain (deploy only). */
  force: boolean;
}
export function parseArgs(argv: string[]): PreflightOptions;
export interface SavedRow {
  key: string;
  value: string;
}
export function loadInputs(root: string, savedRows?: SavedRow[]): Promise<{ hotel: Record<string, unknown>; wrangler: Record<string, unknown> }>;
export function savedSettingsWithWrangler(root: string, environment: "production" | "preview"): SavedRow[];
export function listSecretsWithWrangler(root: string, environment: "production" | "preview"): string[];
export function runPreflight(
  root: string,
  options: PreflightOptions,
  listSecrets?: (root: string, environment: "production" | "preview") => string[],
  readSaved?: (root: string, environment: "production" | "preview") => SavedRow[],
): Promise<Finding[]>;
