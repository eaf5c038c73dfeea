import { describe, expect, it } from "vitest";
import { checkFeedUrl, isPrivateHost } from "./channel-feed-url";
import { itGivesEach } from "./table-test-support";

describe("channel feed addresses", () => {
  it("takes an https address on a public host, dropping a fragment", () => {
    expect(checkFeedUrl(" https://admin.booking.com/hotel/hoteladmin/ical.html?t=abc#x ", false)).toEqual({
      ok: true,
      url: "https://admin.booking.com/hotel/hoteladmin/ical.html?t=abc",
    });
  });

  it("reads webcal:// as https://", () => {
    expect(checkFeedUrl("webcal://www.airbnb.co.in/calendar/ical/123.ics?s=k", false)).toEqual({ ok: true, url: "https://www.airbnb.co.in/calendar/ical/123.ics?s=k" });
  });

  it("refuses http, other schemes, empty and unparsable text", () => {
    expect(checkFeedUrl("http://example.com/cal.ics", false)).toEqual({ ok: false, message: "The address must start with https://." });
    expect(checkFeedUrl("ftp://example.com/cal.ics", false).ok).toBe(false);
    expect(checkFeedUrl("", false)).toEqual({ ok: false, message: "Enter the calendar's address." });
    expect(checkFeedUrl("not a url", false).ok).toBe(false);
    expect(checkFeedUrl(`https://example.com/${"a".repeat(2000)}`, false)).toEqual({ ok: false, message: "That address is longer than 2000 characters." });
  });

  it("refuses a user name or password in the address", () => {
    expect(checkFeedUrl("https://user:secret@example.com/cal.ics", false)).toEqual({ ok: false, message: "The address must not carry a user name or password." });
  });

  it("refuses private, loopback and link-local hosts, even over https", () => {
    for (const host of ["localhost", "127.0.0.1", "10.1.2.3", "172.16.0.1", "172.31.255.1", "192.168.1.1", "169.254.169.254", "[::1]", "[fd00::1]", "[fe80::1]", "intranet", "printer.local", "0.0.0.0"]) {
      expect(checkFeedUrl(`https://${host}/cal.ics`, false), host).toEqual({ ok: false, message: "The address must be on the public internet, not a private or local one." });
    }
  });

  it("lets a feed on the developer's own machine over http only when local http is allowed", () => {
    expect(checkFeedUrl("http://127.0.0.1:9000/airbnb.ics", true)).toEqual({ ok: true, url: "http://127.0.0.1:9000/airbnb.ics" });
    expect(checkFeedUrl("http://localhost:9000/airbnb.ics", true).ok).toBe(true);
    expect(checkFeedUrl("http://127.0.0.1:9000/airbnb.ics", false).ok).toBe(false);
    // Only the machine itself: another private host stays refused.
    expect(checkFeedUrl("http://192.168.1.5/airbnb.ics", true).ok).toBe(false);
  });

  itGivesEach("tells public hosts from private ones: %s is private: %s", isPrivateHost, [
    ["ical.booking.com", false],
    ["8.8.8.8", false],
    ["172.32.0.1", false],
    ["100.64.0.1", true],
    ["[::ffff:7f00:1]", true],
  ]);
});
