import { describe, expect, it } from "vitest";
import { hotel } from "~/content/hotel";
import { policyFacts } from "~/content/policy-facts";
import type { DeskBookingDetail } from "~/services/desk-services";
import { bookingCalendar } from "../../workers/mail/messages/booking-calendar";
import { bookingCancelledForGuest, bookingCancelledForHotel } from "../../workers/mail/messages/booking-cancelled";
import { bookingConfirmedForGuest } from "../../workers/mail/messages/booking-confirmed";
import { bookingDeclinedForGuest } from "../../workers/mail/messages/booking-declined";
import { bookingMailData, fromDeskBooking } from "../../workers/mail/messages/booking-mail-data";
import { bookingRequestForGuest, bookingRequestForHotel } from "../../workers/mail/messages/booking-request";
import { deliveryDeadForHotel } from "../../workers/mail/messages/delivery-dead";
import { enquiryAckForGuest, enquiryForHotel } from "../../workers/mail/messages/enquiry";
import { mailDate, stayRange } from "../../workers/mail/messages/mail-dates";
import { escapeHtml, type MailContent, renderMail } from "../../workers/mail/messages/mail-layout";
import { newsletterConfirm } from "../../workers/mail/messages/newsletter";
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
    expect(mail.to).toBe(hotel.emails.reservations);
    expect(mail.subject).toBe("New booking request K7Q2M9XD: 2 rooms, 12–14 Jan");
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain("Deluxe Room: 2 adults, 1 child");
      expect(body).toContain("Super Deluxe Room: 2 adults");
      expect(body).toContain("asha@example.com");
      expect(body).toContain("+919876543210");
      expect(body).toContain("Lunch Package");
      expect(body).toContain("₹23,100");
    }
    expect(mail.text).toContain("Special requests: Ground floor <script>alert(1)</script>");
    expect(mail.html).toContain("Ground floor &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).toContain(`href="${deskUrl}"`);
    expect(mail.text).toContain("the booking form");
    expect(bookingRequestForHotel(sampleConfirmation(), { deskUrl, source: "chat" }).text).toContain("the chat assistant");
    expectSafeHtml(mail);
    expectFooter(mail);
  });

  it("tells the guest what they asked for: pending confirmation, price with GST, next steps, cancellation, link", () => {
    const mail = bookingRequestForGuest(sampleConfirmation(), { bookingUrl });
    expect(mail.to).toBe("asha@example.com");
    expect(mail.subject).toBe("Booking request K7Q2M9XD received: pending confirmation");
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain("K7Q2M9XD");
      expect(body).toContain("Pending confirmation");
      expect(body).toContain("Tue 12 Jan 2027, from 12:00 PM");
      expect(body).toContain("Thu 14 Jan 2027, by 10:00 AM");
      expect(body).toContain("Room 1, Deluxe Room: ₹4,500 × 2 nights");
      expect(body).toContain("₹9,000");
      expect(body).toContain("CGST 2.5%");
      expect(body).toContain("SGST 2.5%");
      expect(body).toContain("₹550");
      expect(body).toContain("₹23,100");
      expect(body).toContain("confirms it to you by phone or e-mail");
    }
    expect(mail.text).toContain(policyFacts.individualCancellation);
    expect(mail.html).toContain(escapeHtml(policyFacts.individualCancellation));
    expect(mail.text).not.toMatch(/\bConfirmed\b/);
    expect(mail.text).toContain(`View your booking: ${bookingUrl}`);
    expect(mail.html).toContain(`href="${escapeHtml(bookingUrl)}"`);
    expect(mail.text).toContain("Thank you, Asha <b>Verma</b>.");
    expect(mail.html).toContain("Thank you, Asha &lt;b&gt;Verma&lt;/b&gt;.");
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
    expect(mail.to).toBe("asha@example.com");
    expect(mail.subject).toBe("Booking K7Q2M9XD confirmed: 12–14 Jan");
    expect(mail.text).toContain("Status: Confirmed");
    expect(mail.text).toContain(hotel.address.mapsUrl);
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments ?? [];
    expect(attachment).toMatchObject({ filename: "booking-K7Q2M9XD.ics", type: expect.stringContaining("text/calendar") });
    const ics = unfoldIcs(decodeBase64Utf8(attachment.content));
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain("METHOD:PUBLISH");
    expect(ics).toContain("UID:K7Q2M9XD@narmada-riverside.example");
    expect(ics).toContain("DTSTART;TZID=Asia/Kolkata:20270112T120000");
    expect(ics).toContain("DTEND;TZID=Asia/Kolkata:20270114T100000");
    expect(ics).toContain("DTSTAMP:20261201T100000Z");
    expect(ics).toContain("BEGIN:VTIMEZONE\r\nTZID:Asia/Kolkata");
    expect(ics).toContain("TZOFFSETTO:+0530");
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
    expect(mail.to).toBe("asha@example.com");
    expect(mail.subject).toBe("We cannot confirm booking request K7Q2M9XD");
    expect(mail.text).toContain("Fully booked for a <wedding> & festival");
    expect(mail.html).toContain("Fully booked for a &lt;wedding&gt; &amp; festival");
    expect(mail.text).toContain("Status: Declined");
    expect(bookingDeclinedForGuest(declined, "  ").text).not.toContain("Our reservations team wrote");
    expectSafeHtml(mail);
    expectFooter(mail);
  });

  it("tells the guest who cancelled, and the hotel when the guest did", () => {
    const cancelled = { ...bookingMailData(sampleConfirmation()), status: "cancelled" as const };
    const byGuest = bookingCancelledForGuest(cancelled, { byGuest: true });
    const byHotel = bookingCancelledForGuest(cancelled, { byGuest: false });
    expect(byGuest.to).toBe("asha@example.com");
    expect(byGuest.subject).toBe("Booking K7Q2M9XD cancelled");
    expect(byGuest.text).toContain("as you asked");
    expect(byHotel.text).toContain("cancelled by the hotel");
    expect(byGuest.text).toContain("Status: Cancelled");

    const hotelMail = bookingCancelledForHotel(cancelled, { deskUrl });
    expect(hotelMail.to).toBe(hotel.emails.reservations);
    expect(hotelMail.subject).toBe("Guest cancelled booking K7Q2M9XD: 2 rooms, 12–14 Jan");
    expect(hotelMail.text).toContain("Name: Asha <b>Verma</b>");
    expect(hotelMail.html).toContain(`href="${deskUrl}"`);
    for (const mail of [byGuest, byHotel, hotelMail]) {
      expectSafeHtml(mail);
      expectFooter(mail);
    }
  });

  it("is written from the desk's booking as well, naming GST with the rate it was charged at", () => {
    const detail = {
      reference: "ZX8P4QRT",
      status: "confirmed",
      source: "wizard",
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
          releasedFrom: null,
        },
      ],
      history: [],
      mail: [],
    } satisfies DeskBookingDetail;
    expect(fromDeskBooking(detail).services).toEqual(["Airport Pickup / Railway Station"]);
    const mail = bookingConfirmedForGuest(detail, { bookingUrl });
    expect(mail.to).toBe("ravi@example.com");
    expect(mail.subject).toBe("Booking ZX8P4QRT confirmed: 1–4 Mar");
    expect(mail.text).toContain("Room 1, Suite Room: ₹11,000 × 3 nights: ₹33,000");
    // GST named with its rate, read back from the room's own amounts.
    expect(mail.text).toContain("CGST 9%: ₹2,970");
    expect(mail.text).toContain("Total, to pay at the hotel: ₹38,940");
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
    expect(mail.to).toBe(hotel.emails.reservations);
    expect(mail.subject).toBe("New contact enquiry Q4WERT7Y from Meera <Shah>");
    expect(mail.text).toContain("Message: Is there parking for a bus?\n  We are 40 people & a driver.");
    expect(mail.html).toContain("Meera &lt;Shah&gt;");
    expect(mail.html).toContain("Is there parking for a bus?<br>We are 40 people &amp; a driver.");
    expect(mail.html).toContain('href="https://narmada-riverside.example/admin/enquiries"');
    expectSafeHtml(mail);
    expectFooter(mail);
  });

  it("thanks the guest with the reference and what happens next", () => {
    const mail = enquiryAckForGuest("dining", "Meera <Shah>", "Q4WERT7Y", "meera@example.com");
    expect(mail.to).toBe("meera@example.com");
    expect(mail.subject).toBe("We have your table request (Q4WERT7Y)");
    expect(mail.text).toContain("Dear Meera <Shah>");
    expect(mail.html).toContain("Dear Meera &lt;Shah&gt;");
    expect(mail.text).toContain("Our restaurant team will call you to confirm your table.");
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
    expect(mail.to).toBe(hotel.emails.reservations);
    expect(mail.subject).toBe("Not delivered: booking request K7Q2M9XD never reached the hotel's system");
    expect(mail.text).toContain("Attempts: 21");
    expect(mail.text).toContain("Last error: admin API answered HTTP 503");
    expect(mail.text).toContain("Received: 5 Jan 2027, 12:00 (hotel time)");
    expect(mail.text).toContain("Entered by hand");
    expectSafeHtml(mail);
    expectFooter(mail);
  });
});

describe("newsletter", () => {
  it("asks the address to confirm and says how to leave", () => {
    const confirm = "https://narmada-riverside.example/newsletter/confirm?t=1";
    const unsubscribe = "https://narmada-riverside.example/newsletter/unsubscribe?t=1";
    const mail = newsletterConfirm(confirm, unsubscribe, "reader@example.com");
    expect(mail.to).toBe("reader@example.com");
    expect(mail.subject).toContain("confirm");
    expect(mail.text).toContain(`Confirm my subscription: ${confirm}`);
    expect(mail.text).toContain(unsubscribe);
    expect(mail.html).toContain(`href="${confirm}"`);
    expectSafeHtml(mail);
    expectFooter(mail);
  });
});
