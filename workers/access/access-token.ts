/**
 * Verifying a Cloudflare Access token (a JWT signed RS256 by the team's keys): signature against
 * the team's published key set, issuer, audience, expiry and not-before. The key set is fetched
 * from `<team>/cdn-cgi/access/certs` once per isolate and fetched again when a token names a key
 * it does not hold (Access rotates its keys), at most every 30 s.
 */
import { createRemoteJWKSet, errors, jwtVerify } from "jose";

type KeySet = ReturnType<typeof createRemoteJWKSet>;
const keySets = new Map<string, KeySet>();

function keySetFor(teamDomain: string): KeySet {
  let keys = keySets.get(teamDomain);
  if (!keys) {
    keys = createRemoteJWKSet(new URL("/cdn-cgi/access/certs", teamDomain), { cooldownDuration: 30_000 });
    keySets.set(teamDomain, keys);
  }
  return keys;
}

export type TokenCheck =
  | { ok: true; email: string }
  | { ok: false; reason: "expired" | "invalid" | "no-email" | "keys-unavailable" };

export async function verifyAccessToken(token: string, teamDomain: string, audience: string): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, keySetFor(teamDomain), {
      issuer: teamDomain,
      audience,
      algorithms: ["RS256"],
      clockTolerance: 5,
    });
    const email = typeof payload.email === "string" ? payload.email.trim().toLowerCase() : "";
    return email === "" ? { ok: false, reason: "no-email" } : { ok: true, email };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: "expired" };
    // The key set could not be fetched or read: not the token's fault, and not a reason to let anyone in.
    if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid || !(error instanceof errors.JOSEError)) {
      return { ok: false, reason: "keys-unavailable" };
    }
    // A bad signature, wrong issuer or audience, a key the team never published, a token not yet
    // valid, `alg: none`, or something that is not a JWT at all.
    return { ok: false, reason: "invalid" };
  }
}

/** Forgets the cached key sets (tests start each case from a cold isolate). */
export function forgetAccessKeys(): void {
  keySets.clear();
}
