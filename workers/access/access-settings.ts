/**
 * How the front desk decides who may enter, from the Worker's variables (README: "Cloudflare Access:
 * one page"). Staff sign in through a Cloudflare Access application in front of /admin;
 * the Worker still checks every request's token itself, so a route Access does not cover, or a
 * request that reaches the Worker some other way, is refused too.
 */

/** Where the desk's staff come from. */
export type AccessSettings =
  /** Access is configured: every request must carry its token. */
  | { kind: "access"; teamDomain: string; audience: string; staffEmails: ReadonlySet<string> | null }
  /** Neither Access value is set on a developer's machine: the two-command start shows the desk. */
  | { kind: "local-development" }
  /**
   * Access is missing or half-set where the desk would be public: the desk stays shut. `reasons`
   * are for the operator's log only, never for the page.
   */
  | { kind: "not-configured"; reasons: readonly string[] };

interface AccessVariables {
  ENVIRONMENT?: string;
  ACCESS_TEAM_DOMAIN?: string;
  ACCESS_AUD?: string;
  STAFF_EMAILS?: string;
}

const example = "https://<team>.cloudflareaccess.com";

/**
 * Why the desk is shut, one sentence per thing wrong, each naming its variable. `npm run preflight`
 * words the same conditions with the same sentences (scripts/preflight-checks.mjs; a test holds
 * them in step), so the log and the launch check say one thing.
 */
export const accessReasons = {
  teamEmpty: "ACCESS_TEAM_DOMAIN is empty",
  teamNotHttps: `ACCESS_TEAM_DOMAIN must be an https team domain (${example})`,
  teamNotOrigin: `ACCESS_TEAM_DOMAIN must be the team's bare origin, with no path, query or fragment (${example})`,
  teamNotDomain: `ACCESS_TEAM_DOMAIN is not a domain name (${example})`,
  audienceEmpty: "ACCESS_AUD is empty",
} as const;

/**
 * "https://hotel.cloudflareaccess.com/" or "hotel.cloudflareaccess.com" → "https://hotel.cloudflareaccess.com",
 * or what is wrong with it. On a developer's machine only, a key server on the machine itself over
 * http (the browser tests' stand-in for Cloudflare's) counts too; anywhere else the team must be https.
 */
function teamOrigin(value: string, development: boolean): { origin: string } | { reasons: string[] } {
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return { reasons: [accessReasons.teamNotDomain] };
  }
  const local = development && isLocalRequest(url);
  const reasons: string[] = [];
  if (url.protocol !== "https:" && !(local && url.protocol === "http:")) reasons.push(accessReasons.teamNotHttps);
  if (url.pathname !== "/" || url.search !== "" || url.hash !== "") reasons.push(accessReasons.teamNotOrigin);
  if (!local && !url.hostname.includes(".")) reasons.push(accessReasons.teamNotDomain);
  return reasons.length > 0 ? { reasons } : { origin: url.origin };
}

export function accessSettingsFrom(env: AccessVariables): AccessSettings {
  const team = env.ACCESS_TEAM_DOMAIN?.trim() ?? "";
  const audience = env.ACCESS_AUD?.trim() ?? "";
  if (team === "" && audience === "" && env.ENVIRONMENT === "development") return { kind: "local-development" };
  const teamDomain = team === "" ? { reasons: [accessReasons.teamEmpty] } : teamOrigin(team, env.ENVIRONMENT === "development");
  const reasons = [...("reasons" in teamDomain ? teamDomain.reasons : []), ...(audience === "" ? [accessReasons.audienceEmpty] : [])];
  if ("reasons" in teamDomain || reasons.length > 0) return { kind: "not-configured", reasons };
  const emails = (env.STAFF_EMAILS ?? "")
    .split(",")
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email !== "");
  return { kind: "access", teamDomain: teamDomain.origin, audience, staffEmails: emails.length > 0 ? new Set(emails) : null };
}

/** Requests a developer makes to their own machine: the only place the desk opens without Access. */
export function isLocalRequest(url: URL): boolean {
  return ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}
