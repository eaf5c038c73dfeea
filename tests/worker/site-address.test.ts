import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { hotel, productionSiteUrl } from "~/content/hotel";
import { developmentSiteUrl, siteUrlOf } from "../../app/server/site-address.server";
import { embeddedEnv, post, wizardEntry } from "./submission-helpers";

/**
 * Every absolute URL the Worker writes comes from the configured site address (product-rules.md:
 * The site's address), never from the request: a forged or forwarded Host must not decide where a
 * guest's signed link, the hotel's desk link or a newsletter link leads.
 */
const SITE = "https://stay.narmada-hotel.test";
const forged = { Host: "evil.example", "X-Forwarded-Host": "evil.example" };

const mailTo = async (address: string) =>
  (
    await env.DB.prepare("SELECT kind, text_body, html_body FROM mail_outbox WHERE to_address = ? ORDER BY id")
      .bind(address)
      .all<{ kind: string; text_body: string; html_body: string }>()
  ).results;

/** Every http(s) URL in a text. */
const urlsIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((match) => match[0]);

let guestCounter = 0;
function freshGuest() {
  guestCounter += 1;
  return { email: `site-address-${Date.now()}-${guestCounter}@example.com`, phone: `98${String(Date.now()).slice(-6)}${String(guestCounter).padStart(2, "0")}` };
}

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM mail_outbox").run();
});

describe("links from the configured site address, never the request's Host", () => {
  it("a booking posted with a forged Host: the guest's and the hotel's e-mails link only to the site address", async () => {
    const who = freshGuest();
    const res = await post(`http://evil.example/api/bookings`, { bookings: [wizardEntry(who)] }, { env: embeddedEnv({ SITE_URL: SITE }), headers: forged });
    expect(res.status).toBe(201);
    const reference = String(res.json().data?.reference);

    const [guestMail] = await mailTo(who.email);
    expect(guestMail.text_body).toMatch(new RegExp(`${SITE}/MyBooking\\?ref=${reference}&t=`));
    const hotelMail = (
      await env.DB.prepare("SELECT text_body, html_body FROM mail_outbox WHERE about = ? AND to_address = ?")
        .bind(reference, hotel.emails.reservations)
        .all<{ text_body: string; html_body: string }>()
    ).results;
    expect(hotelMail.length).toBeGreaterThan(0);
    expect(hotelMail[0].text_body).toContain(`${SITE}/admin/bookings/${reference}`);

    for (const mail of [guestMail, ...hotelMail]) {
      const text = `${mail.text_body}\n${mail.html_body}`;
      expect(text).not.toContain("evil.example");
      // Links to the hotel's own pages start with the site address; others go to maps, phones, WhatsApp.
      for (const url of urlsIn(text).filter((u) => /MyBooking|\/admin|newsletter/.test(u))) expect(url.startsWith(SITE), url).toBe(true);
    }
  });

  it("a newsletter sign-up with a forged Host: confirm and unsubscribe links lead to the site address", async () => {
    const email = `reader-${Date.now()}@example.com`;
    const res = await post(`http://evil.example/api/newsletter`, { email }, { env: embeddedEnv({ SITE_URL: SITE }), headers: forged });
    expect(res.status).toBeLessThan(300);
    const [mail] = await mailTo(email);
    expect(mail.kind).toBe("newsletter-confirm");
    expect(mail.text_body).toContain(`${SITE}/newsletter/confirm?token=`);
    expect(mail.text_body).toContain(`${SITE}/newsletter/unsubscribe?token=`);
    expect(`${mail.text_body}${mail.html_body}`).not.toContain("evil.example");
  });

  it("without SITE_URL a developer's machine links to localhost:8787 and production to the hotel's own address", async () => {
    const who = freshGuest();
    const res = await post(`http://evil.example/api/bookings`, { bookings: [wizardEntry(who)] }, { env: embeddedEnv({ SITE_URL: "" }), headers: forged });
    expect(res.status).toBe(201);
    const [guestMail] = await mailTo(who.email);
    expect(guestMail.text_body).toContain(`${developmentSiteUrl}/MyBooking?ref=`);

    expect(siteUrlOf("development", undefined)).toBe("http://localhost:8787");
    expect(siteUrlOf("test", undefined)).toBe("http://localhost:8787");
    expect(siteUrlOf("production", undefined)).toBe(productionSiteUrl);
    expect(siteUrlOf("preview", undefined)).toBe(productionSiteUrl);
    // A configured address is used as its origin: a trailing slash or path never doubles a slash.
    expect(siteUrlOf("production", "https://www.narmadariverside.in/")).toBe("https://www.narmadariverside.in");
    expect(siteUrlOf("development", "http://localhost:9123")).toBe("http://localhost:9123");
  });

  it("the address in force is the configured one for everything written after the request starts", async () => {
    await post(`http://evil.example/api/newsletter`, { email: `x-${Date.now()}@example.com` }, { env: embeddedEnv({ SITE_URL: SITE }), headers: forged });
    expect(hotel.siteUrl).toBe(SITE);
  });
});
