/**
 * A stand-in for Cloudflare Access's key set (a third party): one RSA key on 127.0.0.1, published at
 * /cdn-cgi/access/certs as Cloudflare publishes the team's keys, and tokens signed with it the way
 * Access signs a staff member's session. The Worker verifies them for real.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT } from "jose";

export interface FakeAccess {
  /** The team domain to configure: the Worker fetches `${teamDomain}/cdn-cgi/access/certs`. */
  teamDomain: string;
  sign(claims: { email: string; audience: string; expiresInSeconds?: number }): Promise<string>;
  close(): Promise<void>;
}

export async function startFakeAccess(): Promise<FakeAccess> {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "e2e-key-1", alg: "RS256", use: "sig" };
  const server: Server = createServer((request, response) => {
    if (request.url === "/cdn-cgi/access/certs") {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const teamDomain = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    teamDomain,
    sign: ({ email, audience, expiresInSeconds = 600 }) =>
      new SignJWT({ email, type: "app" })
        .setProtectedHeader({ alg: "RS256", kid: jwk.kid })
        .setIssuer(teamDomain)
        .setAudience(audience)
        .setSubject(`staff-${email}`)
        .setIssuedAt()
        .setNotBefore("0s")
        .setExpirationTime(`${expiresInSeconds}s`)
        .sign(privateKey),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
