export interface Finding {
  /** error: must change before a production launch; warning: could not be checked offline. */
  level: "error" | "warning";
  /** The file and setting (or Cloudflare secret) to fix. */
  where: string;
  message: string;
}
export interface PreflightInput {
  /** The hotel's identity, as exported by app/content/hotel.ts. */
  hotel: Record<string, unknown>;
  /** wrangler.toml, parsed. */
  wrangler: Record<string, unknown>;
  environment: "production" | "preview";
  /** Names of the secrets set in Cloudflare, or null when they could not be listed (offline). */
  secrets?: string[] | null;
}
export function preflightFindings(input: PreflightInput): Finding[];
export function formatFinding(finding: Finding): string;
