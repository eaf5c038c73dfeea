import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { currentSettings, hotel } from "~/content/hotel";
import { settingsForPage } from "~/content/hotel-in-lang";
import { seedSettings } from "~/content/hotel-seed";
import { detailsFormValues } from "~/domain/hotel-details-form";
import { announcementBarState } from "~/frame/announcements/grand-opening-state";
import { summaryBreakdown } from "~/booking/wizard/price-breakdown";
import { receiptWordsHi } from "~/booking/wizard/receipt-words.hi";
import { festiveSlideCopyIn } from "~/site/home/festive-slide-in-lang";
import { homeWordsEn } from "~/site/home/home-words";
import { homeWordsHi } from "~/site/home/home-words.hi";
import { hotelJsonLd } from "~/site/home/hotel-json-ld";
import { priceStay } from "~/domain/price-stay";
import { bookingRequestForGuest } from "../../app/mail/messages/booking-request.server";
import { contentVersion } from "../../app/server/content-version.server";
import { HOTEL_SETTINGS_KEY, readSavedSettings, settingsFromRows, settingsSaved } from "../../app/server/hotel-settings.server";
import { deskRequestContext, expectFormRefused, type FormRefusal, postToAction, reception } from "./desk-helpers";
import { sampleConfirmation } from "./mail-helpers";
import { clearBookingRequests, post, stay, wizardEntry } from "./submission-helpers";

const hotelRoute = () => import("../../app/desk/hotel/admin-hotel");
const offersRoute = () => import("../../app/desk/offers/admin-offers");
const faqRoute = () => import("../../app/site/faq/faq");
const termsRoute = () => import("../../app/site/policies/policy-page");

/** A public page's loader data for `path` (English, or Hindi under /hi), as the page's data request carries it. */
async function pageData(route: typeof faqRoute | typeof termsRoute, path: string): Promise<string> {
  const { loader } = await route();
  const request = new Request(`https://resort.example${path}`);
  return JSON.stringify(await loader({ request, params: {}, context: deskRequestContext(), url: new URL(request.url), pattern: path, unstable_pattern: path } as never));
}

/**
 * The page's data in each language: at `/hi` + `path` it says the Hindi words and never the
 * English ones, at `path` the English and never the Hindi.
 */
async function expectEachLangSays(route: typeof faqRoute | typeof termsRoute, path: string, words: { hi: string; notHi: string; en: string; notEn: string }) {
  const hindi = await pageData(route, `/hi${path}`);
  expect(hindi).toContain(words.hi);
  expect(hindi).not.toContain(words.notHi);
  const english = await pageData(route, path);
  expect(english).toContain(words.en);
  expect(english).not.toContain(words.notEn);
}

/** The audit row a form with `requestKey` wrote: what was saved before and after. */
async function auditOf(requestKey: string) {
  const row = await env.DB.prepare("SELECT action, before_state, after_state FROM desk_audit WHERE request_key = ?")
    .bind(requestKey)
    .first<{ action: string; before_state: string; after_state: string }>();
  return row && { action: row.action, before: JSON.parse(row.before_state), after: JSON.parse(row.after_state) };
}

const send = postToAction;


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

/** The announcement bar's form: a bar for Dev Deepawali with its link, as staff fill it in. */
const banner = (changes: Record<string, string> = {}) => ({
  intent: "banner",
  text: "The ghats are lit for Dev Deepawali on 4 November.",
  link_label: "Book your stay",
  link_href: "/BookingForm",
  starts_on: "2026-11-01",
  ends_on: "2026-11-05",
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
      { label: "YouTube", url: "https://www.youtube.com/@narmadariverside" },
      { label: "Webmail", url: "mailto:info@narmada-riverside.example" },
    ]);
    expect(hotel.googleRating).toBe("4.0");
    expect(hotel.checkInTime).toBe("1:30 PM");
    expect(hotelJsonLd()).toMatchObject({ checkinTime: "13:30" });
  });

  it("refuse bad details with a 400 naming each field, and change nothing", async () => {
    const refused = await send(
      hotelRoute,
      "/admin/hotel",
      details({ primary_phone: "12345", email_general: "not-an-email", postal_code: "45055", maps_url: "http://maps.example", social_instagram: "https://evil.example/x", google_rating: "6", check_out_time: "25:00" }),
    );
    expectFormRefused(refused, {
      error: "Please check the highlighted fields.",
      fields: {
        primary_phone: "Enter the main phone number as a 10-digit Indian number or with its country code",
        email_general: "Enter a valid e-mail address",
        postal_code: "Enter the 6-digit PIN code",
        maps_url: "The map link must be a full https:// address",
        social_instagram: "Give the https:// address of the hotel's Instagram page, or leave it empty",
        google_rating: "Enter the Google rating from 1.0 to 5.0, or leave it empty",
        check_out_time: "Enter the check-out time as hours and minutes, for example 12:00",
      },
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

  it("keep the address's Hindi lines: Hindi pages and e-mails show them, English ones the English, audited with the rest", async () => {
    const answer = (await send(
      hotelRoute,
      "/admin/hotel",
      details({ street: "Ghat Road", street_hi: "घाट रोड", district_hi: " " }),
      { requestKey: "details-hindi" },
    )) as Response;
    expect(answer.status).toBe(303);
    expect(hotel.address.hi).toEqual({ street: "घाट रोड", locality: "ओंकारेश्वर", region: "मध्य प्रदेश" });
    expect((await readSavedSettings(env.DB)).details.address.hi).toEqual(hotel.address.hi);

    await expectEachLangSays(termsRoute, "/TermsAndConditions", {
      hi: "पता: Narmada Riverside Resort, घाट रोड, ओंकारेश्वर, मध्य प्रदेश 450554",
      notHi: "Ghat Road",
      en: "Address: Narmada Riverside Resort, Ghat Road, Omkareshwar, Madhya Pradesh 450554",
      notEn: "घाट रोड",
    });

    // The district's Hindi was left blank: the Hindi e-mail names it in English, never a blank.
    const bookingUrl = "https://resort.example/MyBooking";
    const hindiMail = bookingRequestForGuest(sampleConfirmation(), { bookingUrl, lang: "hi" });
    expect(hindiMail.text).toContain("घाट रोड, ओंकारेश्वर, Khandwa, मध्य प्रदेश 450554, भारत");
    expect(hindiMail.html).toContain("घाट रोड, ओंकारेश्वर, Khandwa, मध्य प्रदेश 450554, भारत");
    const englishMail = bookingRequestForGuest(sampleConfirmation(), { bookingUrl });
    expect(englishMail.text).toContain("Ghat Road, Omkareshwar, Khandwa, Madhya Pradesh 450554, India");
    expect(englishMail.text).not.toContain("घाट");

    const audit = await auditOf("details-hindi");
    expect(audit?.before.address.hi).toEqual(seedSettings.details.address.hi);
    expect(audit?.after.address).toMatchObject({ street: "Ghat Road", hi: { street: "घाट रोड" } });

    // The desk opens with them as saved, the blank one empty.
    const { loader } = await hotelRoute();
    const view = (await loader({ context: deskRequestContext(), request: new Request("https://resort.example/admin/hotel") } as never)) as {
      values: Record<string, string>;
    };
    expect(view.values).toMatchObject({ street: "Ghat Road", street_hi: "घाट रोड", district_hi: "", region_hi: "मध्य प्रदेश" });
  });

  it("refuse a Hindi address line longer than its English twin may be, and change nothing", async () => {
    const refused = (await send(hotelRoute, "/admin/hotel", details({ locality_hi: "क".repeat(81) }))) as FormRefusal;
    expect(refused.init?.status).toBe(400);
    expect(refused.data.fields).toEqual({ locality_hi: "The town in Hindi must be 80 characters or fewer" });
    expect(hotel.address.hi).toEqual(seedSettings.details.address.hi);
  });

  it("load rows saved before the Hindi fields existed: the Hindi pages then show the English", () => {
    const { hi: _hi, ...oldAddress } = seedSettings.details.address;
    const settings = settingsFromRows([
      { key: "details", value: JSON.stringify({ ...seedSettings.details, address: oldAddress }) },
      { key: "offers", value: JSON.stringify([{ id: "festive", title: "Old offer", percentOff: 10, startsOn: "2026-10-01" }]) },
      { key: "banner", value: JSON.stringify({ text: "Old news", link: { label: "Read more", href: "/Contact" } }) },
    ]);
    expect(settings.details.address).toEqual(oldAddress);
    expect(settings.offers).toEqual([{ id: "festive", title: "Old offer", percentOff: 10, startsOn: "2026-10-01" }]);
    expect(settings.banner).toEqual({ text: "Old news", link: { label: "Read more", href: "/Contact" } });
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
    const refused = (await send(offersRoute, "/admin/offers", offer({ title: "", percent_off: "75", starts_on: "2026-13-01" }))) as FormRefusal;
    expect(refused.init?.status).toBe(400);
    expect(refused.data.fields).toEqual({
      title: "Give the offer a name",
      percent_off: "The discount must be from 1% to 50%",
      starts_on: "Enter a valid date",
    });
    const backwards = (await send(offersRoute, "/admin/offers", offer({ starts_on: "2027-01-10", ends_on: "2027-01-09" }))) as FormRefusal;
    expect(backwards.data.fields).toEqual({ ends_on: "The last check-in day must not come before the first" });
    expect(hotel.offers).toEqual(seedSettings.offers);
  });

  it("keeps its Hindi name beside the English: /hi data paths say the Hindi, English ones the English, audited with the rest", async () => {
    const hindi = { title_hi: "नर्मदा जयंती ऑफ़र", hero_heading_hi: "घाटों पर नर्मदा जयंती", hero_text_hi: "" };
    const saved = (await send(offersRoute, "/admin/offers", offer(hindi), { requestKey: "offer-hindi" })) as Response;
    expect(saved.status).toBe(303);
    expect(hotel.offers).toEqual([expect.objectContaining({ title: "Narmada Jayanti offer", hi: { title: "नर्मदा जयंती ऑफ़र", heroHeading: "घाटों पर नर्मदा जयंती" } })]);
    expect((await readSavedSettings(env.DB)).offers[0].hi).toEqual(hotel.offers[0].hi);

    // The root's data of a Hindi page carries the Hindi name; an English page's carries no Hindi at all.
    expect(settingsForPage(currentSettings(), "hi").offers[0].hi?.title).toBe("नर्मदा जयंती ऑफ़र");
    expect(JSON.stringify(settingsForPage(currentSettings(), "en"))).not.toMatch(/[\u0900-\u097F]/);
    // The Hindi FAQ's data names it in Hindi; the English one's in English, with no Hindi in it.
    await expectEachLangSays(faqRoute, "/FAQ", {
      hi: "नर्मदा जयंती ऑफ़र: ",
      notHi: "Narmada Jayanti offer",
      en: "Narmada Jayanti offer: 20% off the room rate",
      notEn: "नर्मदा जयंती",
    });

    // The home slide, and the wizard's and the receipt's offer line, say it the same way.
    const hindiSlide = festiveSlideCopyIn(stay.checkIn, homeWordsHi.slides[0], homeWordsHi.festive, "hi");
    expect(hindiSlide).toMatchObject({ eyebrow: "नर्मदा जयंती ऑफ़र", heading: "घाटों पर नर्मदा जयंती" });
    expect(hindiSlide.paragraph).toContain("20% की छूट");
    expect(festiveSlideCopyIn(stay.checkIn, homeWordsEn.slides[0], homeWordsEn.festive, "en")).toMatchObject({
      eyebrow: "Narmada Jayanti offer",
      heading: "20% off every night this festive season",
    });
    const price = priceStay({ ...stay, rooms: [{ roomId: 1, roomTypeName: "Deluxe Room", nightlyPaise: 450_000, adults: 2, children: 0 }] });
    expect(summaryBreakdown(stay, price, { lang: "hi", receipt: receiptWordsHi }).offerLabel).toBe("नर्मदा जयंती ऑफ़र (20% छूट)");
    expect(summaryBreakdown(stay, price).offerLabel).toBe("Narmada Jayanti offer (20% off)");

    const audit = await auditOf("offer-hindi");
    expect(audit?.before[0].hi).toEqual(seedSettings.offers[0].hi);
    expect(audit?.after[0]).toMatchObject({ title: "Narmada Jayanti offer", hi: { title: "नर्मदा जयंती ऑफ़र" } });

    // The desk opens with the Hindi as saved.
    const { loader } = await offersRoute();
    const view = (await loader({ context: deskRequestContext(), request: new Request("https://resort.example/admin/offers") } as never)) as {
      offer: { hi?: { title?: string } };
    };
    expect(view.offer.hi?.title).toBe("नर्मदा जयंती ऑफ़र");

    // Its Hindi name taken away again, the Hindi pages name it in English, never a blank.
    await send(offersRoute, "/admin/offers", offer({ title_hi: "" }));
    expect(hotel.offers[0]).not.toHaveProperty("hi");
    expect(await pageData(faqRoute, "/hi/FAQ")).toContain("Narmada Jayanti offer: ");
  });

  it("refuses a Hindi name longer than the English may be, beside it", async () => {
    const refused = (await send(offersRoute, "/admin/offers", offer({ title_hi: "क".repeat(61) }))) as FormRefusal;
    expect(refused.init?.status).toBe(400);
    expect(refused.data.fields).toEqual({ title_hi: "The name in Hindi must be 60 characters or fewer" });
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
    const saved = (await send(offersRoute, "/admin/offers", banner())) as Response;
    expect(saved.status).toBe(303);
    expect(hotel.announcements.banner).toEqual({
      text: "The ghats are lit for Dev Deepawali on 4 November.",
      link: { label: "Book your stay", href: "/BookingForm" },
      startsOn: "2026-11-01",
      endsOn: "2026-11-05",
    });
    const half = (await send(offersRoute, "/admin/offers", { intent: "banner", text: "Hello", link_label: "Read more", link_href: "" })) as FormRefusal;
    expect(half.data.fields).toEqual({ link_label: "Give the link's words and where it goes, or neither" });
    const unsafe = (await send(offersRoute, "/admin/offers", { intent: "banner", text: "Hello", link_label: "Go", link_href: "javascript:alert(1)" })) as FormRefusal;
    expect(unsafe.data.fields).toEqual({ link_href: "Give a page of the site such as /BookingForm, or a full https:// address" });
    const removed = (await send(offersRoute, "/admin/offers", { intent: "remove-banner" })) as Response;
    expect(removed.status).toBe(303);
    expect(hotel.announcements.banner).toBeNull();
  });

  it("shows staff's Hindi on Hindi pages, their English on English ones and where the Hindi is left empty", async () => {
    const saved = (await send(offersRoute, "/admin/offers", banner({ text_hi: "4 नवंबर को देव दीपावली पर घाट दीयों से जगमगाएँगे।", link_label_hi: "" }))) as Response;
    expect(saved.status).toBe(303);
    expect(hotel.announcements.banner?.hi).toEqual({ text: "4 नवंबर को देव दीपावली पर घाट दीयों से जगमगाएँगे।" });
    expect(announcementBarState("2026-11-03", null, "hi")).toMatchObject({
      kind: "notice",
      text: "4 नवंबर को देव दीपावली पर घाट दीयों से जगमगाएँगे।",
      link: { label: "Book your stay", href: "/BookingForm" },
    });
    expect(announcementBarState("2026-11-03", null, "en")).toMatchObject({ text: "The ghats are lit for Dev Deepawali on 4 November." });
    const half = (await send(offersRoute, "/admin/offers", { intent: "banner", text: "Hello", link_label_hi: "और पढ़ें" })) as FormRefusal;
    expect(half.data.fields).toEqual({ link_label_hi: "Give the link's words and where it goes, or neither" });
  });

  it("refuses a form without its one-time key or with an unknown change", async () => {
    const keyless = (await send(offersRoute, "/admin/offers", offer(), { requestKey: "" })) as FormRefusal;
    expect(keyless.init?.status).toBe(400);
    expect(keyless.data.error).toBe("This form was incomplete. Reload the page and try again.");
    const unknown = (await send(offersRoute, "/admin/offers", { intent: "double-everything" })) as FormRefusal;
    expect(unknown.data.error).toBe("The desk does not know that change.");
  });
});
