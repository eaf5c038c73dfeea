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
  /** Access is missing or half-set where the desk would be public: the desk stays shut. */
  | { kind: "not-configured" };

interface AccessVariables {
  ENVIRONMENT?: string;
  ACCESS_TEAM_DOMAIN?: string;
  ACCESS_AUD?: string;
  STAFF_EMAILS?: string;
}

/**
 * "https://hotel.cloudflareaccess.com/" or "hotel.cloudflareaccess.com" → "https://hotel.cloudflareaccess.com".
 * On a developer's machine only, a key server on the machine itself over http (the browser tests'
 * stand-in for Cloudflare's) counts too; anywhere else the team must be https.
 */
function teamOrigin(value: string, development: boolean): string | null {
  const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    const secure = url.protocol === "https:" || (development && url.protocol === "http:" && isLocalRequest(url));
    return secure && url.pathname === "/" && !url.search ? url.origin : null;
  } catch {
    return null;
  }
}

export function accessSettingsFrom(env: AccessVariables): AccessSettings {
  const team = env.ACCESS_TEAM_DOMAIN?.trim() ?? "";
  const audience = env.ACCESS_AUD?.trim() ?? "";
  if (team === "" && audience === "") {
    return env.ENVIRONMENT === "development" ? { kind: "local-development" } : { kind: "not-configured" };
  }
  const teamDomain = teamOrigin(team, env.ENVIRONMENT === "development");
  if (!teamDomain || audience === "") return { kind: "not-configured" };
  const emails = (env.STAFF_EMAILS ?? "")
    .split(",")
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email !== "");
  return { kind: "access", teamDomain, audience, staffEmails: emails.length > 0 ? new Set(emails) : null };
}

/** Requests a developer makes to their own machine: the only place the desk opens without Access. */
export function isLocalRequest(url: URL): boolean {
  return ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}
