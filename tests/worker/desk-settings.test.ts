import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { hotel } from "~/content/hotel";
import { seedSettings } from "~/content/hotel-seed";
import { detailsFormValues } from "~/domain/hotel-details-form";
import { hotelJsonLd } from "~/features/home/hotel-json-ld";
import { bookingRequestForGuest } from "../../workers/mail/messages/booking-request";
import { contentVersion } from "../../workers/platform/content-version";
import { HOTEL_SETTINGS_KEY, readSavedSettings, settingsFromRows, settingsSaved } from "../../workers/platform/hotel-settings";
import { deskRequestContext, reception } from "./desk-helpers";
import { sampleConfirmation } from "./mail-helpers";
import { clearBookingRequests, post, stay, wizardEntry } from "./submission-helpers";

const hotelRoute = () => import("../../app/routes/admin-hotel");
const offersRoute = () => import("../../app/routes/admin-offers");

let keys = 0;
const key = () => `settings-${Date.now()}-${keys++}`;

async function send(
  route: typeof hotelRoute | typeof offersRoute,
  path: string,
  fields: Record<string, string>,
  options: { mode?: "embedded" | "upstream"; staff?: null; requestKey?: string } = {},
) {
  const { action } = await route();
  const request = new Request(`https://resort.example${path}`, {
    method: "POST",
    body: new URLSearchParams({ request_key: options.requestKey ?? key(), ...fields }),
  });
  const context = deskRequestContext({ mode: options.mode, ...(options.staff === null ? { staff: null } : {}) });
  return action({ context, request, params: {}, url: new URL(request.url), pattern: path, unstable_pattern: path } as never);
}

type Refusal = { data: { form: string; error: string; fields: Record<string, string> }; init: ResponseInit | null };

const details = (changes: Record<string, string> = {}) => ({ intent: "details", ...detailsFormValues(seedSettings.details), ...changes });
const offer = (changes: Record<string, string> = {}) => ({
  intent: "offer",
  title: "Narmada Jayanti offer",
  percent_off: "20",
  starts_on: stay.checkIn,
  ends_on: stay.checkIn,
  hero_heading: "",
  hero_text: "",
  ...changes,
});

afterEach(async () => {
  await env.DB.prepare("DELETE FROM hotel_settings").run();
  await settingsSaved(env.CACHE, seedSettings);
  await clearBookingRequests();
});

describe("hotel details from the desk", () => {
  it("save, audited, and every page, e-mail and JSON-LD block reads the new phone at once", async () => {
    const versionBefore = await contentVersion(env.CACHE);
    const answer = (await send(hotelRoute, "/admin/hotel", details({ primary_phone: "98260 12345", secondary_phone: "" }), { requestKey: "details-once" })) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/admin/hotel?done=details");

    expect(hotel.phones.primary).toEqual({ tel: "+919826012345", display: "+91 98260 12345" });
    expect(hotel.phones.secondary).toBeNull();
    expect(hotelJsonLd()).toMatchObject({ telephone: "+919826012345" });
    const mail = bookingRequestForGuest(sampleConfirmation(), { bookingUrl: "https://resort.example/MyBooking" });
    expect(mail.text).toContain("+91 98260 12345");
    expect(mail.text).not.toContain(seedSettings.details.phones.primary.display);

    expect((await readSavedSettings(env.DB)).details.phones.primary.tel).toBe("+919826012345");
    const cached = await env.CACHE.get<{ details: { phones: { primary: { tel: string } } } }>(HOTEL_SETTINGS_KEY, "json");
    expect(cached?.details.phones.primary.tel).toBe("+919826012345");
    expect(await contentVersion(env.CACHE)).not.toBe(versionBefore);
    const audit = await env.DB.prepare("SELECT staff_email, subject, subject_key, action, before_state, after_state FROM desk_audit WHERE request_key = 'details-once'").all<{
      staff_email: string;
      subject: string;
      subject_key: string;
      action: string;
      before_state: string;
      after_state: string;
    }>();
    expect(audit.results).toHaveLength(1);
    expect(audit.results[0]).toMatchObject({ staff_email: reception.email, subject: "settings", subject_key: "details", action: "details" });
    expect(JSON.parse(audit.results[0].before_state).phones.primary.tel).toBe("+919000000001");
    expect(JSON.parse(audit.results[0].after_state).phones.primary.tel).toBe("+919826012345");

    // The same form again changes nothing twice.
    const again = (await send(hotelRoute, "/admin/hotel", details({ primary_phone: "98260 99999" }), { requestKey: "details-once" })) as Response;
    expect(again.status).toBe(303);
    expect(hotel.phones.primary.tel).toBe("+919826012345");
  });

  it("keep the social accounts given, the rating as one decimal, and the times for calendars and JSON-LD", async () => {
    await send(
      hotelRoute,
      "/admin/hotel",
      details({ social_facebook: "", social_youtube: "https://www.youtube.com/@narmadariverside", google_rating: "4", check_in_time: "13:30" }),
    );
    expect(hotel.social).toEqual([
      { label: "Instagram", url: "https://www.instagram.com/" },
      { label: "LinkedIn", url: "https://www.linkedin.com/" },
      { label: "YouTube", url: "https://www.youtube.com/@narmadariverside" },
      { label: "Webmail", url: "mailto:info@narmada-riverside.example" },
    ]);
    expect(hotel.googleRating).toBe("4.0");
    expect(hotel.checkInTime).toBe("1:30 PM");
    expect(hotelJsonLd()).toMatchObject({ checkinTime: "13:30" });
  });

  it("refuse bad details with a 400 naming each field, and change nothing", async () => {
    const refused = (await send(
      hotelRoute,
      "/admin/hotel",
      details({ primary_phone: "12345", email_general: "not-an-email", postal_code: "45055", maps_url: "http://maps.example", social_instagram: "https://evil.example/x", google_rating: "6", check_out_time: "25:00" }),
    )) as Refusal;
    expect(refused.init?.status).toBe(400);
    expect(refused.data.error).toBe("Please check the highlighted fields.");
    expect(refused.data.fields).toMatchObject({
      primary_phone: "Enter the main phone number as a 10-digit Indian number or with its country code",
      email_general: "Enter a valid e-mail address",
      postal_code: "Enter the 6-digit PIN code",
      maps_url: "The map link must be a full https:// address",
      social_instagram: "Give the https:// address of the hotel's Instagram page, or leave it empty",
      google_rating: "Enter the Google rating from 1.0 to 5.0, or leave it empty",
      check_out_time: "Enter the check-out time as hours and minutes, for example 12:00",
    });
    expect(hotel.phones.primary.tel).toBe("+919000000001");
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM hotel_settings").first<{ n: number }>())?.n).toBe(0);
  });

  it("stay editable upstream, where the hotel's own system has no place for them, and refuse anyone not signed in", async () => {
    const upstream = (await send(hotelRoute, "/admin/hotel", details({ whatsapp: "+44 7700 900123" }), { mode: "upstream" })) as Response;
    expect(upstream.status).toBe(303);
    expect(hotel.messaging.url).toBe("https://wa.me/447700900123");
    await expect(send(hotelRoute, "/admin/hotel", details(), { staff: null })).rejects.toMatchObject({ init: { status: 401 } });
  });

  it("ignore a saved value that cannot be read, for the seed", () => {
    const settings = settingsFromRows([
      { key: "details", value: '{"phones": "broken"}' },
      { key: "offers", value: "[]" },
    ]);
    expect(settings.details).toEqual(seedSettings.details);
    expect(settings.offers).toEqual([]);
  });
});

describe("the festive offer from the desk", () => {
  it("prices a stay checking in on its days with its percentage at once", async () => {
    const before = await post("/api/bookings", { bookings: [wizardEntry()] });
    expect((before.json().data as { totals: { discount: number } }).totals.discount).toBe(0);
    await clearBookingRequests();

    const saved = (await send(offersRoute, "/admin/offers", offer())) as Response;
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/admin/offers?done=offer");
    const res = await post("/api/bookings", { bookings: [wizardEntry()] });
    expect(res.status).toBe(201);
    // Deluxe ₹4,500 × 2 nights, 20% off: ₹7,200, then 2.5% + 2.5% GST.
    expect((res.json().data as { totals: unknown }).totals).toEqual({ subtotal: 900_000, discount: 180_000, cgst: 18_000, sgst: 18_000, total: 756_000 });

    const removed = (await send(offersRoute, "/admin/offers", { intent: "remove-offer" })) as Response;
    expect(removed.headers.get("Location")).toBe("/admin/offers?done=remove-offer");
    expect(hotel.offers).toEqual([]);
  });

  it("refuses a bad offer with each field's message", async () => {
    const refused = (await send(offersRoute, "/admin/offers", offer({ title: "", percent_off: "75", starts_on: "2026-13-01" }))) as Refusal;
    expect(refused.init?.status).toBe(400);
    expect(refused.data.fields).toEqual({
      title: "Give the offer a name",
      percent_off: "The discount must be from 1% to 50%",
      starts_on: "Enter a valid date",
    });
    const backwards = (await send(offersRoute, "/admin/offers", offer({ starts_on: "2027-01-10", ends_on: "2027-01-09" }))) as Refusal;
    expect(backwards.data.fields).toEqual({ ends_on: "The last check-in day must not come before the first" });
    expect(hotel.offers).toEqual(seedSettings.offers);
  });

  it("previews without saving: the home page's words and sample rates", async () => {
    const preview = (await send(offersRoute, "/admin/offers", offer({ intent: "offer-preview", hero_heading: "Narmada Jayanti on the ghats" }))) as {
      form: string;
      offer: { percentOff: number; heroHeading: string };
    };
    expect(preview).toMatchObject({ form: "offer", offer: { percentOff: 20, heroHeading: "Narmada Jayanti on the ghats" } });
    expect(hotel.offers).toEqual(seedSettings.offers);
  });
});

describe("the announcement bar from the desk", () => {
  it("saves with its link and days, and refuses half a link or an unsafe one", async () => {
    const saved = (await send(offersRoute, "/admin/offers", {
      intent: "banner",
      text: "The ghats are lit for Dev Deepawali on 4 November.",
      link_label: "Book your stay",
      link_href: "/BookingForm",
      starts_on: "2026-11-01",
      ends_on: "2026-11-05",
    })) as Response;
    expect(saved.status).toBe(303);
    expect(hotel.announcements.banner).toEqual({
      text: "The ghats are lit for Dev Deepawali on 4 November.",
      link: { label: "Book your stay", href: "/BookingForm" },
      startsOn: "2026-11-01",
      endsOn: "2026-11-05",
    });
    const half = (await send(offersRoute, "/admin/offers", { intent: "banner", text: "Hello", link_label: "Read more", link_href: "" })) as Refusal;
    expect(half.data.fields).toEqual({ link_label: "Give the link's words and where it goes, or neither" });
    const unsafe = (await send(offersRoute, "/admin/offers", { intent: "banner", text: "Hello", link_label: "Go", link_href: "javascript:alert(1)" })) as Refusal;
    expect(unsafe.data.fields).toEqual({ link_href: "Give a page of the site such as /BookingForm, or a full https:// address" });
    const removed = (await send(offersRoute, "/admin/offers", { intent: "remove-banner" })) as Response;
    expect(removed.status).toBe(303);
    expect(hotel.announcements.banner).toBeNull();
  });

  it("refuses a form without its one-time key or with an unknown change", async () => {
    const keyless = (await send(offersRoute, "/admin/offers", offer(), { requestKey: "" })) as Refusal;
    expect(keyless.init?.status).toBe(400);
    expect(keyless.data.error).toBe("This form was incomplete. Reload the page and try again.");
    const unknown = (await send(offersRoute, "/admin/offers", { intent: "double-everything" })) as Refusal;
    expect(unknown.data.error).toBe("The desk does not know that change.");
  });
});
