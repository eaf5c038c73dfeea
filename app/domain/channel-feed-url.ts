/**
 * Which calendar addresses the hotel fetches (product-rules.md: Channels): https on a public host
 * only, so a feed can never make the Worker read an address inside a network. On a developer's
 * machine a feed on the machine itself over http counts too, the rule the desk's Access key server
 * follows there. `webcal://` (how some channels show their link) is https.
 */
export type FeedUrlCheck = { ok: true; url: string } | { ok: false; message: string };

const LONGEST_URL = 2000;

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Whether a host names a private, loopback or link-local place rather than the public internet. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local") || host.endsWith(".internal")) return true;
  if (host.startsWith("[")) {
    const v6 = host.slice(1, -1);
    return v6 === "::" || v6 === "::1" || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6) || v6.startsWith("::ffff:");
  }
  const octets = host.split(".");
  if (octets.length === 4 && octets.every((part) => /^\d{1,3}$/.test(part))) {
    const [a, b] = octets.map(Number);
    return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
  }
  // A bare name ("intranet") or a number the URL parser did not turn into an address.
  return !host.includes(".") || /^[\d.]+$/.test(host) || /^0x/i.test(host);
}

export function checkFeedUrl(value: string, allowLocalHttp: boolean): FeedUrlCheck {
  const text = value.trim().replace(/^webcal:\/\//i, "https://");
  if (text === "") return { ok: false, message: "Enter the calendar's address." };
  if (text.length > LONGEST_URL) return { ok: false, message: `That address is longer than ${LONGEST_URL} characters.` };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: "That is not a web address: copy the whole link the channel gives, starting with https://." };
  }
  const local = allowLocalHttp && loopbackHosts.has(url.hostname);
  if (url.protocol !== "https:" && !(local && url.protocol === "http:")) {
    return { ok: false, message: "The address must start with https://." };
  }
  if (url.username !== "" || url.password !== "") return { ok: false, message: "The address must not carry a user name or password." };
  if (!local && isPrivateHost(url.hostname)) return { ok: false, message: "The address must be on the public internet, not a private or local one." };
  url.hash = "";
  return { ok: true, url: url.toString() };
}
