import { productionSiteUrl } from "~/content/hotel";

/**
 * Where a developer's own `npm start` serves the site when nothing says otherwise; `npm start`
 * passes its own port as SITE_URL (scripts/start.mjs).
 */
export const developmentSiteUrl = "http://localhost:8787";

/**
 * The deployment's site address (product-rules.md: The site's address): SITE_URL when set, else the
 * hotel's own address in production and preview, else a developer's machine. Never the request's
 * Host: a forwarded or forged Host must not decide where a signed link leads. The Worker puts it in
 * force with `applySiteUrl` before it answers a request, runs a queue batch or a cron.
 */
export function siteUrlOf(environment: string, configured: string | undefined): string {
  if (configured) return new URL(configured).origin;
  return environment === "production" || environment === "preview" ? productionSiteUrl : developmentSiteUrl;
}
