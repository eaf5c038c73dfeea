import { describe, expect, it } from "vitest";
import { hotel } from "~/content/hotel";
import { policyFacts } from "~/content/policy-facts";
import { policyFactsHi } from "~/content/policy-facts.hi";
import { dayMonthYear } from "~/domain/calendar-days";
import { type EnquiryKind, enquiryKinds } from "~/desk/enquiries/desk-enquiries";
import type { DeskBookingDetail } from "~/desk/bookings/desk-services";
import { moveMail } from "../../app/mail/booking-move-mail.server";
import { bookingCalendar } from "../../app/mail/messages/booking-calendar.server";
import { bookingCancelledForGuest, bookingCancelledForHotel } from "../../app/mail/messages/booking-cancelled.server";
import { bookingConfirmedForGuest } from "../../app/mail/messages/booking-confirmed.server";
import { bookingDeclinedForGuest } from "../../app/mail/messages/booking-declined.server";
import { bookingMailData, fromDeskBooking } from "../../app/mail/messages/booking-mail-data.server";
import { bookingRequestForGuest, bookingRequestForHotel } from "../../app/mail/messages/booking-request.server";
import { deliveryDeadForHotel } from "../../app/mail/messages/delivery-dead.server";
import { enquiryAckForGuest, enquiryForHotel } from "../../app/mail/messages/enquiry.server";
import { clockTime, mailDate, stayRange } from "../../app/mail/messages/mail-dates.server";
import { escapeHtml, hotelAddressLine, type MailContent, renderMail } from "../../app/mail/messages/mail-layout.server";
import { newsletterConfirm } from "../../app/mail/messages/newsletter.server";
import { submissionMail } from "../../app/mail/submission-mail.server";
import { decodeBase64Utf8, sampleConfirmation, unfoldIcs } from "./mail-helpers";

const bookingUrl = "https://narmada-riverside.example/booking/K7Q2M9XD?t=abc";
const deskUrl = "https://narmada-riverside.example/admin/bookings/K7Q2M9XD";

/** Every message carries the hotel's footer in both forms. */
function expectFooter(mail: MailContent) {
  for (const body of [mail.text, mail.html]) {
    expect(body).toContain(hotel.phones.primary.display);
    expect(body).toContain(hotel.messaging.url);
    expect(body).toContain(hotel.address.postalCode);
    expect(body).toContain(escapeHtml(hotel.name));
  }
}

/** No guest string reaches the HTML as markup, and the HTML stays self-contained. */
function expectSafeHtml(mail: MailContent) {
  expect(mail.html).not.toMatch(/<script/i);
  expect(mail.html).not.toContain("<b>Verma</b>");
  expect(mail.html).not.toMatch(/<img|<link|@import|url\(/i);
  expect(mail.html).toContain('<meta name="viewport"');
}

/**
 * A message for `to` with `subject` (exact, or a matcher) whose text and HTML each hold the pieces
 * given for them, and both forms the pieces given for `both`.
 */
function expectMail(mail: MailContent, expected: { to: string; subject: unknown; both?: string[]; text?: string[]; html?: string[] }) {
  expect(mail.to).toBe(expected.to);
  expect(mail.subject).toEqual(expected.subject);
  for (const body of [mail.text, mail.html]) {
    for (const piece of expected.both ?? []) expect(body).toContain(piece);
  }
  for (const piece of expected.text ?? []) expect(mail.text).toContain(piece);
  for (const piece of expected.html ?? []) expect(mail.html).toContain(piece);
}

/** A confirmed booking as the front desk reads it: one Suite Room, three nights, GST at 18%. */
function deskDetail(): DeskBookingDetail {
  return {
    reference: "ZX8P4QRT",
    status: "confirmed",
    source: "wizard",
    channelReference: "",
    createdBy: null,
    checkIn: "2027-03-01",
    checkOut: "2027-03-04",
    nights: 3,
    guestName: "Ravi Kumar",
    guestEmail: "ravi@example.com",
    guestPhone: "+919812345678",
    rooms: ["Suite Room"],
    adults: 2,
    children: 0,
    totalPaise: 3_894_000,
    createdAt: "2027-02-01T10:00:00.000Z",
    statusChangedAt: null,
    statusNote: "",
    specialRequests: "",
    billing: null,
    services: ["airportPickup"],
    subtotalPaise: 3_300_000,
    discountPaise: 0,
    cgstPaise: 297_000,
    sgstPaise: 297_000,
    roomLines: [
      {
        roomTypeName: "Suite Room",
        adults: 2,
        children: 0,
        nightlyPaise: 1_100_000,
        rates: [{ nightly: 1_100_000, nights: 3 }],
        nights: 3,
        subtotalPaise: 3_300_000,
        discountPaise: 0,
        cgstPaise: 297_000,
        sgstPaise: 297_000,
        totalPaise: 3_894_000,
        taxes: null,
        extras: [],
        releasedFrom: null,
      },
    ],
    history: [],
    mail: [],
    lang: "en",
  } satisfies DeskBookingDetail;
}

describe("dates in e-mails", () => {
  it("writes stays short for subjects and days with their weekday", () => {
    expect(stayRange("2027-01-12", "2027-01-14")).toBe("12–14 Jan");
    expect(stayRange("2027-01-30", "2027-02-02")).toBe("30 Jan – 2 Feb");
    expect(stayRange("2026-12-30", "2027-01-02")).toBe("30 Dec 2026 – 2 Jan 2027");
    expect(mailDate("2027-01-12")).toBe("Tue 12 Jan 2027");
  });
});

describe("the layout", () => {
  it("escapes every string in the HTML, keeps the text as written, and keeps headers on one line", () => {
    const mail = renderMail({
      to: "guest@example.com",
      subject: "Hello\r\nBcc: evil@example.com",
      preview: "<i>preview</i>",
      blocks: [
        { type: "paragraph", text: `Tom & "Jerry" <img src=x onerror=alert(1)>` },
        { type: "facts", rows: [["<label>", "it's <b>bold</b>"]] },
        { type: "button", label: "Open", url: "javascript:alert(1)" },
        { type: "quote", text: "line one\n<script>x</script>" },
      ],
    });
    expect(mail.subject).toBe("Hello Bcc: evil@example.com");
    expect(mail.html).toContain("Tom &amp; &quot;Jerry&quot; &lt;img src=x onerror=alert(1)&gt;");
    expect(mail.html).toContain("&lt;label&gt;");
    expect(mail.html).toContain("it&#39;s &lt;b&gt;bold&lt;/b&gt;");
    expect(mail.html).toContain("line one<br>&lt;script&gt;x&lt;/script&gt;");
    expect(mail.html).toContain('href="#"');
    expect(mail.html).not.toContain("javascript:");
    expect(mail.html).not.toContain("<img");
    expect(mail.text).toContain(`Tom & "Jerry" <img src=x onerror=alert(1)>`);
    expectFooter(mail);
  });
});

describe("booking request", () => {
  it("tells the hotel who wants which rooms when, with the desk's link", () => {
    const mail = bookingRequestForHotel(sampleConfirmation(), { deskUrl, source: "wizard" });
    expectMail(mail, {
      to: hotel.emails.reservations,
      subject: "New booking request K7Q2M9XD: 2 rooms, 12–14 Jan",
      both: ["Deluxe Room: 2 adults, 1 child", "Super Deluxe Room: 2 adults", "asha@example.com", "+919876543210", "Lunch Package", "₹23,100"],
      text: ["Special requests: Ground floor <script>alert(1)</script>", "the booking form"],
      html: ["Ground floor &lt;script&gt;alert(1)&lt;/script&gt;", `href="${deskUrl}"`],
    });
    expect(bookingRequestForHotel(sampleConfirmation(), { deskUrl, source: "chat" }).text).toContain("the chat assistant");
    expectSafeHtml(mail);
    expectFooter(mail);
  });

  it("tells the guest what they asked for: pending confirmation, price with GST, next steps, cancellation, link", () => {
    const mail = bookingRequestForGuest(sampleConfirmation(), { bookingUrl });
    expectMail(mail, {
      to: "asha@example.com",
      subject: "Booking request K7Q2M9XD received: pending confirmation",
      both: [
        "K7Q2M9XD", "Pending confirmation", "Tue 12 Jan 2027, from 12:00 PM", "Thu 14 Jan 2027, by 10:00 AM",
        "Room 1, Deluxe Room: ₹4,500 × 2 nights", "₹9,000", "CGST 2.5%", "SGST 2.5%", "₹550", "₹23,100",
        "confirms it to you by phone or e-mail",
      ],
      text: [policyFacts.individualCancellation, `View your booking: ${bookingUrl}`, "Thank you, Asha <b>Verma</b>."],
      html: [escapeHtml(policyFacts.individualCancellation), `href="${escapeHtml(bookingUrl)}"`, "Thank you, Asha &lt;b&gt;Verma&lt;/b&gt;."],
    });
    expect(mail.text).not.toMatch(/\bConfirmed\b/);
    expectSafeHtml(mail);
    expectFooter(mail);
  });

  it("states the group rule for five rooms or more", () => {
    const room = sampleConfirmation().rooms[0];
    const group = sampleConfirmation({ rooms: [room, room, room, room, room] });
    expect(bookingRequestForGuest(group, { bookingUrl }).text).toContain(policyFacts.groupCancellation);
  });
});

describe("booking confirmed", () => {
  const confirmed = () => ({ ...bookingMailData(sampleConfirmation()), status: "confirmed" as const });

  it("tells the guest it is confirmed and attaches the stay as a calendar file", () => {
    const mail = bookingConfirmedForGuest(confirmed(), { bookingUrl, now: new Date("2026-12-01T10:00:00Z") });
    expectMail(mail, {
      to: "asha@example.com",
      subject: "Booking K7Q2M9XD confirmed: 12–14 Jan",
      text: ["Status: Confirmed", hotel.address.mapsUrl],
    });
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments ?? [];
    expect(attachment).toMatchObject({ filename: "booking-K7Q2M9XD.ics", type: expect.stringContaining("text/calendar") });
    const ics = unfoldIcs(decodeBase64Utf8(attachment.content));
    for (const line of [
      "BEGIN:VCALENDAR",
      "METHOD:PUBLISH",
      "UID:K7Q2M9XD@narmada-riverside.example",
      "DTSTART;TZID=Asia/Kolkata:20270112T120000",
      "DTEND;TZID=Asia/Kolkata:20270114T100000",
      "DTSTAMP:20261201T100000Z",
      "BEGIN:VTIMEZONE\r\nTZID:Asia/Kolkata",
      "TZOFFSETTO:+0530",
    ]) {
      expect(ics).toContain(line);
    }
    expect(ics).toMatch(/LOCATION:Narmada Riverside Resort\\, Omkareshwar\\, Main Road\\, Omkareshwar.*450554/);
    expect(ics).toMatch(/DESCRIPTION:Booking reference: K7Q2M9XD/);
    expectSafeHtml(mail);
    expectFooter(mail);
  });

  it("writes the same event whatever the time zone of the machine making it", () => {
    const ics = unfoldIcs(bookingCalendar(confirmed(), { bookingUrl, now: new Date(0) }));
    expect(ics.match(/^DTSTART;.*$/m)?.[0]).toBe("DTSTART;TZID=Asia/Kolkata:20270112T120000");
  });
});

describe("booking declined and cancelled", () => {
  it("gives the guest the desk's reason, escaped", () => {
    const declined = { ...bookingMailData(sampleConfirmation()), status: "declined" as const };
    const mail = bookingDeclinedForGuest(declined, "Fully booked for a <wedding> & festival");
    expectMail(mail, {
      to: "asha@example.com",
      subject: "We cannot confirm booking request K7Q2M9XD",
      text: ["Fully booked for a <wedding> & festival", "Status: Declined"],
      html: ["Fully booked for a &lt;wedding&gt; &amp; festival"],
    });
    expect(bookingDeclinedForGuest(declined, "  ").text).not.toContain("Our reservations team wrote");
    expectSafeHtml(mail);
    expectFooter(mail);
  });

  it("tells the guest who cancelled, and the hotel when the guest did", () => {
    const cancelled = { ...bookingMailData(sampleConfirmation()), status: "cancelled" as const };
    const byGuest = bookingCancelledForGuest(cancelled, { byGuest: true });
    const byHotel = bookingCancelledForGuest(cancelled, { byGuest: false });
    expectMail(byGuest, { to: "asha@example.com", subject: "Booking K7Q2M9XD cancelled", text: ["as you asked", "Status: Cancelled"] });
    expect(byHotel.text).toContain("cancelled by the hotel");

    const hotelMail = bookingCancelledForHotel(cancelled, { deskUrl });
    expectMail(hotelMail, {
      to: hotel.emails.reservations,
      subject: "Guest cancelled booking K7Q2M9XD: 2 rooms, 12–14 Jan",
      text: ["Name: Asha <b>Verma</b>"],
      html: [`href="${deskUrl}"`],
    });
    for (const mail of [byGuest, byHotel, hotelMail]) {
      expectSafeHtml(mail);
      expectFooter(mail);
    }
  });

  it("is written from the desk's booking as well, naming GST with the rate it was charged at", () => {
    const detail = deskDetail();
    expect(fromDeskBooking(detail).services).toEqual(["Airport Pickup / Railway Station"]);
    expectMail(bookingConfirmedForGuest(detail, { bookingUrl }), {
      to: "ravi@example.com",
      subject: "Booking ZX8P4QRT confirmed: 1–4 Mar",
      // GST named with its rate, read back from the room's own amounts.
      text: ["Room 1, Suite Room: ₹11,000 × 3 nights: ₹33,000", "CGST 9%: ₹2,970", "Total, to pay at the hotel: ₹38,940"],
    });
  });
});

describe("enquiries", () => {
  const fields = [
    ["Name", "Meera <Shah>"],
    ["Email", "meera@example.com"],
    ["Phone", "+919800000000"],
    ["Message", "Is there parking for a bus?\nWe are 40 people & a driver."],
  ] as const;

  it("gives the hotel every field as sent, escaped, with the desk's link", () => {
    const mail = enquiryForHotel("contact", fields, "Q4WERT7Y", "https://narmada-riverside.example/admin/enquiries");
    expectMail(mail, {
      to: hotel.emails.reservations,
      subject: "New contact enquiry Q4WERT7Y from Meera <Shah>",
      text: ["Message: Is there parking for a bus?\n  We are 40 people & a driver."],
      html: [
        "Meera &lt;Shah&gt;",
        "Is there parking for a bus?<br>We are 40 people &amp; a driver.",
        'href="https://narmada-riverside.example/admin/enquiries"',
      ],
    });
    expectSafeHtml(mail);
    expectFooter(mail);
  });

  it("thanks the guest with the reference and what happens next", () => {
    const mail = enquiryAckForGuest("dining", "Meera <Shah>", "Q4WERT7Y", "meera@example.com");
    expectMail(mail, {
      to: "meera@example.com",
      subject: "We have your table request (Q4WERT7Y)",
      text: ["Dear Meera <Shah>", "Our restaurant team will call you to confirm your table."],
      html: ["Dear Meera &lt;Shah&gt;"],
    });
    expectSafeHtml(mail);
    expectFooter(mail);
  });
});

describe("a delivery that died", () => {
  it("tells the hotel which submission to enter by hand", () => {
    const mail = deliveryDeadForHotel(
      {
        submissionId: 123,
        kind: "booking",
        reference: "K7Q2M9XD",
        attempts: 21,
        lastError: "admin API answered HTTP 503",
        createdAt: "2027-01-05T06:30:00.000Z",
      },
      { deskUrl },
    );
    expectMail(mail, {
      to: hotel.emails.reservations,
      subject: "Not delivered: booking request K7Q2M9XD never reached the hotel's system",
      text: ["Attempts: 21", "Last error: admin API answered HTTP 503", "Received: 5 Jan 2027, 12:00 (hotel time)", "Entered by hand"],
    });
    expectSafeHtml(mail);
    expectFooter(mail);
  });
});

describe("newsletter", () => {
  it("asks the address to confirm and says how to leave", () => {
    const confirm = "https://narmada-riverside.example/newsletter/confirm?t=1";
    const unsubscribe = "https://narmada-riverside.example/newsletter/unsubscribe?t=1";
    const mail = newsletterConfirm(confirm, unsubscribe, "reader@example.com");
    expectMail(mail, {
      to: "reader@example.com",
      subject: expect.stringContaining("confirm"),
      text: [`Confirm my subscription: ${confirm}`, unsubscribe],
      html: [`href="${confirm}"`],
    });
    expectSafeHtml(mail);
    expectFooter(mail);
  });
});

describe("in Hindi, for a guest who booked or wrote from a Hindi page", () => {
  const DEVANAGARI = /[\u0900-\u097F]/;

  /** What a person reads in a message's HTML: tags dropped, entities read back. */
  const htmlWords = (html: string) =>
    html
      .replace(/<[^>]*>/g, " ")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, "&");

  /**
   * The Latin words left in a Hindi text once what the site allows on a Hindi page is taken out:
   * the brand name, URLs, e-mail addresses, "km", "WhatsApp", and `allowed` (the reference and what
   * the guest or staff wrote themselves). The footer's address is the one staff saved, quoted as
   * the Hindi pages' footer quotes it.
   */
  function latinLeftIn(text: string, allowed: readonly string[]): string[] {
    let rest = text.replace(/https?:\/\/[^\s<>"]+/g, " ").replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, " ");
    // The footer links the Hindi home page under its address without the scheme.
    const site = `${hotel.siteUrl.replace(/^https?:\/\//, "")}/hi`;
    // The registered legal name and GSTIN are written as registered (product-rules.md: Legal name and GSTIN).
    const kept = [...allowed, hotel.legal.name, hotel.legal.gstin, hotel.name, hotel.shortName, hotelAddressLine(), site].sort((a, b) => b.length - a.length);
    for (const item of kept) rest = rest.split(item).join(" ");
    return rest.replace(/\b(km|WhatsApp)\b/g, " ").match(/[A-Za-z]+/g) ?? [];
  }

  function expectHindi(mail: MailContent, allowed: readonly string[]) {
    expect(mail.subject).toMatch(DEVANAGARI);
    expect(mail.text).toMatch(DEVANAGARI);
    expect(mail.html).toContain('<html lang="hi">');
    for (const body of [mail.subject, mail.text, htmlWords(mail.html)]) expect(latinLeftIn(body, allowed)).toEqual([]);
  }

  const unique = (items: Iterable<string>) => [...new Set(items)].sort();
  /** The English site's home page is the Hindi one for a Hindi guest; every other link is the same. */
  // The home page and the guest's booking page have Hindi versions; a signed link keeps its query.
  const inHindi = (url: string) =>
    url === hotel.siteUrl ? `${hotel.siteUrl}/hi` : url.replace(/^(https:\/\/[^/]+)\/MyBooking(?=[?/]|$)/, "$1/hi/MyBooking");
  const rupees = (text: string) => unique(text.match(/₹[\d,]+/g) ?? []);
  const hrefs = (html: string) => unique([...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]));
  const textLinks = (text: string) =>
    unique((text.match(/https?:\/\/[^\s<>"]+/g) ?? []).map((url) => url.replace(/[.,;:!?)]+$/, "")));

  /** The Hindi message carries the English one's reference, amounts and links, to the same address. */
  function expectSameFacts(hindi: MailContent, english: MailContent, reference: string) {
    expect(hindi.to).toBe(english.to);
    expect(hindi.subject).toContain(reference);
    expect(hindi.text).toContain(reference);
    expect(rupees(hindi.text)).toEqual(rupees(english.text));
    expect(rupees(htmlWords(hindi.html))).toEqual(rupees(htmlWords(english.html)));
    expect(hrefs(hindi.html)).toEqual(unique(hrefs(english.html).map(inHindi)));
    expect(textLinks(hindi.text)).toEqual(unique(textLinks(english.text).map(inHindi)));
    expect(hindi.attachments?.length ?? 0).toBe(english.attachments?.length ?? 0);
  }

  const guestName = "Asha <b>Verma</b>";

  it("writes dates with Hindi month and day names, Latin digits, and times of day", () => {
    expect(stayRange("2027-01-12", "2027-01-14", "hi")).toBe("12–14 जनवरी");
    expect(stayRange("2027-01-30", "2027-02-02", "hi")).toBe("30 जनवरी – 2 फ़रवरी");
    expect(stayRange("2026-12-30", "2027-01-02", "hi")).toBe("30 दिसंबर 2026 – 2 जनवरी 2027");
    expect(mailDate("2027-01-12", "hi")).toBe("मंगल, 12 जनवरी 2027");
    expect(clockTime("12:00", "hi")).toBe("दोपहर 12:00 बजे");
    expect(clockTime("10:00", "hi")).toBe("सुबह 10:00 बजे");
    expect(clockTime("12:00")).toBe("12:00 PM");
  });

  it("acknowledges a booking request: pending, the stay, the price with GST, the policy, the link", () => {
    const english = bookingRequestForGuest(sampleConfirmation(), { bookingUrl });
    const mail = bookingRequestForGuest(sampleConfirmation(), { bookingUrl, lang: "hi" });
    expect(mail.subject).toBe("बुकिंग अनुरोध K7Q2M9XD मिल गया: पुष्टि होना बाकी है");
    expectHindi(mail, [guestName, "K7Q2M9XD"]);
    expectSameFacts(mail, english, "K7Q2M9XD");
    for (const body of [mail.text, htmlWords(mail.html)]) {
      expect(body).toContain("पुष्टि होना बाकी");
      expect(body).toContain(`${dayMonthYear("2027-01-12", "hi")}, दोपहर 12:00 बजे से`);
      expect(body).toContain("गुरु, 14 जनवरी 2027, सुबह 10:00 बजे तक");
      expect(body).toContain("डीलक्स रूम: 2 वयस्क, 1 बच्चा");
      expect(body).toContain("कमरा 1, डीलक्स रूम: ₹4,500 × 2 रातें");
      expect(body).toContain("सीजीएसटी 2.5%");
      expect(body).toContain("एसजीएसटी 2.5%");
      expect(body).toContain(policyFactsHi.individualCancellation);
      expect(body).toContain(policyFactsHi.payAtHotel);
    }
    expect(mail.text).toContain(`अपनी बुकिंग देखें: ${bookingUrl}`);
    expect(mail.text).toContain(`धन्यवाद, ${guestName} जी।`);
    expect(mail.html).toContain("Asha &lt;b&gt;Verma&lt;/b&gt;");
    expectSafeHtml(mail);
    expectFooter(mail);

    const room = sampleConfirmation().rooms[0];
    const group = sampleConfirmation({ rooms: [room, room, room, room, room] });
    expect(bookingRequestForGuest(group, { bookingUrl, lang: "hi" }).text).toContain(policyFactsHi.groupCancellation);
  });

  it("confirms a booking, with the way there and a calendar event in Hindi", () => {
    const confirmed = { ...bookingMailData(sampleConfirmation()), status: "confirmed" as const };
    const now = new Date("2026-12-01T10:00:00Z");
    const english = bookingConfirmedForGuest(confirmed, { bookingUrl, now });
    const mail = bookingConfirmedForGuest(confirmed, { bookingUrl, now, lang: "hi" });
    expect(mail.subject).toBe("बुकिंग K7Q2M9XD पक्की हो गई: 12–14 जनवरी");
    expectHindi(mail, [guestName, "K7Q2M9XD"]);
    expectSameFacts(mail, english, "K7Q2M9XD");
    expect(mail.text).toContain("स्थिति: पक्की");
    expect(mail.text).toContain(`${hotel.temple.km} km`);
    expect(mail.text).toContain(hotel.address.mapsUrl);

    const [attachment] = mail.attachments ?? [];
    expect(attachment.filename).toBe("booking-K7Q2M9XD.ics");
    const ics = unfoldIcs(decodeBase64Utf8(attachment.content));
    expect(ics).toContain("DTSTART;TZID=Asia/Kolkata:20270112T120000");
    expect(ics).toContain("DTEND;TZID=Asia/Kolkata:20270114T100000");
    const summary = ics.match(/^SUMMARY:(.*)$/m)?.[1] ?? "";
    const description = (ics.match(/^DESCRIPTION:(.*)$/m)?.[1] ?? "").replace(/\\n/g, "\n").replace(/\\([,;\\])/g, "$1");
    expect(summary).toBe(`${hotel.shortName} में ठहरना (K7Q2M9XD)`);
    expect(description).toContain("बुकिंग नंबर: K7Q2M9XD");
    expect(description).toContain("कमरे: डीलक्स रूम, सुपर डीलक्स रूम");
    expect(description).toContain("चेक-इन दोपहर 12:00 बजे से, चेक-आउट सुबह 10:00 बजे तक।");
    expect(description).toContain("₹23,100");
    expect(description).toContain(bookingUrl);
    expect(latinLeftIn(`${summary}\n${description}`, ["K7Q2M9XD"])).toEqual([]);
    // The English event is as it was.
    const englishIcs = unfoldIcs(decodeBase64Utf8((english.attachments ?? [])[0].content));
    expect(englishIcs).toMatch(/SUMMARY:Stay at Narmada Riverside Resort \(K7Q2M9XD\)/);
    expectSafeHtml(mail);
    expectFooter(mail);
  });

  it("names the desk's room type and GST rate in Hindi", () => {
    const mail = bookingConfirmedForGuest(deskDetail(), { bookingUrl, lang: "hi" });
    expect(mail.subject).toBe("बुकिंग ZX8P4QRT पक्की हो गई: 1–4 मार्च");
    expect(mail.text).toContain("कमरा 1, सुइट रूम: ₹11,000 × 3 रातें: ₹33,000");
    expect(mail.text).toContain("सीजीएसटी 9%: ₹2,970");
    expect(mail.text).toContain("होटल में देनी कुल राशि: ₹38,940");
    expectHindi(mail, ["Ravi Kumar", "ZX8P4QRT"]);
  });

  it("declines with the desk's reason as staff wrote it", () => {
    const declined = { ...bookingMailData(sampleConfirmation()), status: "declined" as const };
    const reason = "Fully booked for a <wedding> & festival";
    const english = bookingDeclinedForGuest(declined, reason);
    const mail = bookingDeclinedForGuest(declined, reason, { lang: "hi" });
    expect(mail.subject).toBe("हम बुकिंग अनुरोध K7Q2M9XD पक्का नहीं कर पा रहे हैं");
    expectHindi(mail, [guestName, "K7Q2M9XD", reason]);
    expectSameFacts(mail, english, "K7Q2M9XD");
    expect(mail.text).toContain("हमारी रिज़र्वेशन टीम ने लिखा है:");
    expect(mail.html).toContain("Fully booked for a &lt;wedding&gt; &amp; festival");
    expect(mail.text).toContain(`${hotel.siteUrl}/hi`);
    expect(bookingDeclinedForGuest(declined, "  ", { lang: "hi" }).text).not.toContain("ने लिखा है");
    expectSafeHtml(mail);
    expectFooter(mail);
  });

  it("tells the guest who cancelled, with the refund policy", () => {
    const cancelled = { ...bookingMailData(sampleConfirmation()), status: "cancelled" as const };
    for (const byGuest of [true, false]) {
      const english = bookingCancelledForGuest(cancelled, { byGuest });
      const mail = bookingCancelledForGuest(cancelled, { byGuest, lang: "hi" });
      expect(mail.subject).toBe("बुकिंग K7Q2M9XD रद्द हो गई");
      expectHindi(mail, [guestName, "K7Q2M9XD"]);
      expectSameFacts(mail, english, "K7Q2M9XD");
      expect(mail.text).toContain("स्थिति: रद्द");
      expect(mail.text).toContain(policyFactsHi.refunds);
      expect(mail.text).toContain(byGuest ? "आपके कहे अनुसार" : "होटल की ओर से");
      expect(mail.html).toContain("12–14 जनवरी");
      expectSafeHtml(mail);
      expectFooter(mail);
    }
  });

  it("acknowledges every form, with its reference and what happens next", () => {
    for (const kind of Object.keys(enquiryKinds) as EnquiryKind[]) {
      const english = enquiryAckForGuest(kind, "Meera <Shah>", "Q4WERT7Y", "meera@example.com");
      const mail = enquiryAckForGuest(kind, "Meera <Shah>", "Q4WERT7Y", "meera@example.com", "hi");
      expectHindi(mail, ["Meera <Shah>", "Q4WERT7Y"]);
      expectSameFacts(mail, english, "Q4WERT7Y");
      expect(mail.text).toContain("नमस्ते Meera <Shah> जी");
      expectSafeHtml(mail);
      expectFooter(mail);
    }
    const nameless = enquiryAckForGuest("contact", "  ", "Q4WERT7Y", "meera@example.com", "hi");
    expect(nameless.text).not.toContain(" जी,");
    expect(enquiryAckForGuest("dining", "Meera", "Q4WERT7Y", "meera@example.com", "hi").subject).toBe(
      "टेबल बुक करने का आपका अनुरोध हमें मिल गया है (Q4WERT7Y)",
    );
  });

  it("asks a newsletter address to confirm and says how to leave", () => {
    const confirm = "https://narmada-riverside.example/newsletter/confirm?t=1";
    const unsubscribe = "https://narmada-riverside.example/newsletter/unsubscribe?t=1";
    const english = newsletterConfirm(confirm, unsubscribe, "reader@example.com");
    const mail = newsletterConfirm(confirm, unsubscribe, "reader@example.com", "hi");
    expectHindi(mail, []);
    expect(mail.to).toBe("reader@example.com");
    expect(hrefs(mail.html)).toEqual(unique(hrefs(english.html).map(inHindi)));
    expect(mail.text).toContain(`हाँ, मुझे समाचार भेजें: ${confirm}`);
    expect(mail.text).toContain(unsubscribe);
    expectSafeHtml(mail);
    expectFooter(mail);
  });

  it("writes the guest's mail in their language and the hotel's in English", async () => {
    const origin = "https://narmada-riverside.example";
    const booking = { kind: "booking", reference: "K7Q2M9XD", response: { data: sampleConfirmation() }, payload: {}, origin, linkSecret: "secret" };
    const [hotelMail, guestMail] = await submissionMail({ ...booking, lang: "hi" });
    const [, englishGuest] = await submissionMail(booking);
    expect(hotelMail.subject).toBe("New booking request K7Q2M9XD: 2 rooms, 12–14 Jan");
    expect(hotelMail.html).toContain('<html lang="en">');
    expect(guestMail.subject).toBe("बुकिंग अनुरोध K7Q2M9XD मिल गया: पुष्टि होना बाकी है");
    expect(englishGuest.subject).toBe("Booking request K7Q2M9XD received: pending confirmation");
    expect(textLinks(guestMail.text)).toEqual(unique(textLinks(englishGuest.text).map(inHindi)));

    const enquiry = { kind: "contact", reference: "Q4WERT7Y", response: {}, payload: { name: "Meera", email: "meera@example.com", message: "Parking?" }, origin, linkSecret: null };
    const [hotelCopy, ack] = await submissionMail({ ...enquiry, lang: "hi" });
    expect(hotelCopy.subject).toBe("New contact enquiry Q4WERT7Y from Meera");
    expect(ack.subject).toBe("आपका संदेश हमें मिल गया है (Q4WERT7Y)");

    const deps = { origin, linkSecret: "secret" };
    const [confirmedMail] = await moveMail({ ...deskDetail(), lang: "hi" }, "confirm", "staff", deps, new Date());
    expect(confirmedMail.subject).toBe("बुकिंग ZX8P4QRT पक्की हो गई: 1–4 मार्च");
    const [declinedMail] = await moveMail({ ...deskDetail(), status: "declined", lang: "hi" }, "decline", "staff", deps, new Date());
    expect(declinedMail.subject).toBe("हम बुकिंग अनुरोध ZX8P4QRT पक्का नहीं कर पा रहे हैं");
    const [toGuest, toHotel] = await moveMail({ ...deskDetail(), status: "cancelled", lang: "hi" }, "cancel", "guest", deps, new Date());
    expect(toGuest.subject).toBe("बुकिंग ZX8P4QRT रद्द हो गई");
    expect(toHotel.subject).toBe("Guest cancelled booking ZX8P4QRT: 1 room, 1–4 Mar");
    const [englishConfirmed] = await moveMail(deskDetail(), "confirm", "staff", deps, new Date());
    expect(englishConfirmed.subject).toBe("Booking ZX8P4QRT confirmed: 1–4 Mar");
  });
});
