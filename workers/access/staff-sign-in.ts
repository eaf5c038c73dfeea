/**
 * Who is asking for the desk: a verified member of staff, or a refusal that carries no data. Fails
 * closed: no token, a bad token, an address outside the staff list, or Access not configured where
 * the desk is public, each ends here.
 */
import type { StaffIdentity } from "~/desk/bookings/desk-services";
import { type AccessSettings, isLocalRequest } from "./access-settings";
import { verifyAccessToken } from "./access-token";

export type DeskEntry =
  | { ok: true; staff: StaffIdentity }
  | { ok: false; status: 401 | 403 | 503; message: string };

/** The identity `npm start` uses on a developer's machine when Access is not configured. */
export const localDeveloper: StaffIdentity = { email: "developer@localhost", local: true };

const notConfigured: DeskEntry = { ok: false, status: 503, message: "The front desk is not configured." };

/** The token Access puts on each request: its header, or the cookie a browser session carries. */
export function accessTokenOf(request: Request): string | null {
  const header = request.headers.get("Cf-Access-Jwt-Assertion")?.trim();
  if (header) return header;
  const cookie = request.headers.get("Cookie") ?? "";
  for (const part of cookie.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === "CF_Authorization" && value.length > 0) return value.join("=");
  }
  return null;
}

export async function signInStaff(request: Request, settings: AccessSettings): Promise<DeskEntry> {
  if (settings.kind === "not-configured") return notConfigured;
  if (settings.kind === "local-development") {
    return isLocalRequest(new URL(request.url)) ? { ok: true, staff: localDeveloper } : notConfigured;
  }
  const token = accessTokenOf(request);
  if (!token) return { ok: false, status: 401, message: "Sign in through Cloudflare Access to use the front desk." };
  const check = await verifyAccessToken(token, settings.teamDomain, settings.audience);
  if (!check.ok) {
    return check.reason === "keys-unavailable"
      ? { ok: false, status: 503, message: "The front desk cannot check sign-ins right now. Try again in a minute." }
      : check.reason === "expired"
        ? { ok: false, status: 401, message: "Your sign-in has expired. Sign in again." }
        : { ok: false, status: 403, message: "This sign-in is not valid for the front desk." };
  }
  if (settings.staffEmails && !settings.staffEmails.has(check.email)) {
    return { ok: false, status: 403, message: "This address is not on the front desk's staff list." };
  }
  return { ok: true, staff: { email: check.email, local: false } };
}
