import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { IsoDate } from "~/content/hotel";
import { hotel } from "~/content/hotel";
import type { AvailableRoom, BookingConfirmation } from "~/domain/api-types";
import { addDays, todayInHotel } from "~/domain/hotel-date";
import { receiptWordsHi } from "~/booking/wizard/receipt-words.hi";
import { intakeWordsHi } from "~/enquiries/intake/intake-words.hi";
import { guestBookingMessagesEn } from "~/booking/my-booking/guest-booking-messages";
import { guestBookingMessagesHi } from "~/booking/my-booking/guest-booking-messages.hi";
import { myBookingWordsEn } from "~/booking/my-booking/my-booking-words";
import { myBookingWordsHi } from "~/booking/my-booking/my-booking-words.hi";
import { createDeskStore } from "../../app/desk/bookings/desk-store.server";
import { bookingLinkSecret, checkBookingLink, signBookingLink } from "../../app/booking/my-booking/booking-link.server";
import { createGuestBookings } from "../../app/booking/my-booking/guest-bookings.server";
import { isGuestBookingPath } from "../../workers/http/guest-paths";
import { createApp } from "../../workers/hono-app";
import { moveMail } from "../../app/mail/booking-move-mail.server";
import { readConfig } from "../../app/server/env.server";
import { isCacheablePageRequest, PAGE_CACHE_STATUS } from "../../workers/platform/page-cache";
import { createServices } from "../../app/server/create-services.server";
import { guestPageContext as pageContext, renderGuestPage } from "./guest-page";
import { unfoldIcs } from "./mail-helpers";
import { postJson, request, safeJson } from "./read-harness";
import {
  clearBookingRequests,
  embeddedEnv,
  interceptFetch,
  nextIp,
  post,
  recordingQueue,
  TURNSTILE_SECRET,
  upstreamEnv,
  VERIFY_URL,
  wizardEntry,
} from "./submission-helpers";
import { quietDayPlus as day, daysAhead } from "./test-dates";

const secret = bookingLinkSecret(env) ?? "";
const origin = "https://resort.example";

function guestBookings(overrides: { limiter?: RateLimit; queue?: Queue; bindings?: Cloudflare.Env; ctx?: ExecutionContext } = {}) {
  const queue = overrides.queue ?? recordingQueue();
  const bindings = overrides.bindings ?? env;
  return createGuestBookings({
    db: env.DB,
    config: readConfig(bindings),
    limiter: overrides.limiter ?? env.RATE_LIMITER,
    secret,
    intake: createServices(bindings, overrides.ctx ?? createExecutionContext()).intake,
    mail: { db: env.DB, queue, origin, linkSecret: secret },
  });
}

/** Books Deluxe rooms through the API, as a guest on the site does (from a Hindi page with `lang: "hi"`). */
async function book(checkIn: IsoDate, checkOut: IsoDate, rooms = 1, email = "meera.joshi@example.com", lang: "en" | "hi" = "en") {
  const entry = wizardEntry({ check_in_date: checkIn, check_out_date: checkOut, children: 0, services: [], name: "Meera Joshi", email, phone: "98765 43210", special_requests: "" });
  const headers: Record<string, string> = { Host: "resort.example", ...(lang === "hi" ? { "X-Page-Lang": "hi" } : {}) };
  const answer = await post("/api/bookings", { bookings: Array.from({ length: rooms }, () => entry) }, { headers });
  expect(answer.status).toBe(201);
  return answer.json().data as unknown as BookingConfirmation;
}

/**
 * Books one Deluxe room in upstream mode, the hotel's system stood in (its calls recorded): the
 * booking's reference and signed link, and the guest's page services over the same bindings.
 */
async function bookUpstream(checkIn: IsoDate, checkOut: IsoDate) {
  const fetches = interceptFetch();
  const bindings = upstreamEnv();
  const answer = await post(
    "/api/bookings",
    {
      bookings: [
        { check_in_date: checkIn, check_out_date: checkOut, adults: 2, children: 0, room_category_id: 1, room_number_id: 1, services: [], name: "Meera Joshi", email: "meera.joshi@example.com", phone: "9876543210", special_requests: "" },
      ],
    },
    { env: bindings },
  );
  const { reference } = answer.json().data as unknown as BookingConfirmation;
  const token = await signBookingLink(secret, reference, checkOut);
  const ctx = createExecutionContext();
  return { fetches, bindings, reference, token, ctx, upstream: guestBookings({ bindings, ctx }) };
}

async function deluxeFree(checkIn: IsoDate, checkOut: IsoDate) {
  const response = await postJson("/api/available-rooms", { check_in_date: checkIn, check_out_date: checkOut, adults: 2, children: 0, no_of_rooms: 1 });
  return (await safeJson<{ data: AvailableRoom[] }>(response)).data.find((room) => room.id === 1)?.available_count;
}

const mailAbout = async (reference: string) =>
  (
    await env.DB.prepare("SELECT kind, to_address, subject, text_body, attachments FROM mail_outbox WHERE about = ? ORDER BY id")
      .bind(reference)
      .all<{ kind: string; to_address: string; subject: string; text_body: string; attachments: string }>()
  ).results;

beforeEach(async () => {
  await clearBookingRequests();
  await env.DB.prepare("DELETE FROM mail_outbox").run();
});
afterEach(() => vi.restoreAllMocks());

describe("the signed link (product-rules.md: The guest's booking page)", () => {
  it("works through the day after check-out and not after; a changed reference, day or signature is refused", async () => {
    const token = await signBookingLink(secret, "ABCD2345", "2027-03-12");
    expect(token).toMatch(/^2027-03-13\.[A-Za-z0-9_-]{43}$/);
    expect(await checkBookingLink(secret, "ABCD2345", token, "2027-03-13")).toBe("valid");
    expect(await checkBookingLink(secret, "ABCD2345", token, "2027-03-14")).toBe("expired");
    expect(await checkBookingLink(secret, "ABCD2346", token, "2027-03-01")).toBe("invalid");
    expect(await checkBookingLink(secret, "ABCD2345", token.replace("2027-03-13", "2027-04-13"), "2027-03-01")).toBe("invalid");
    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await checkBookingLink(secret, "ABCD2345", flipped, "2027-03-01")).toBe("invalid");
    expect(await checkBookingLink("another secret", "ABCD2345", token, "2027-03-01")).toBe("invalid");
    for (const junk of ["", "2027-03-13", "x.y", `${token}.extra`]) expect(await checkBookingLink(secret, "ABCD2345", junk, "2027-03-01")).toBe("invalid");
  });

  it("has one spelling: a last character that differs only in its unused low bits is refused, the true token works", async () => {
    const confirmation = await book(day(5), day(7));
    const token = await signBookingLink(secret, confirmation.reference, day(7));
    // The 43rd character carries the signature's last 4 bits; its 2 low bits are padding, so four
    // characters (one true, three siblings) decode to the same 32 bytes.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = alphabet.indexOf(token.slice(-1));
    const siblings = [0, 1, 2, 3].map((low) => alphabet[(last & ~3) | low]).filter((char) => char !== token.slice(-1));
    expect(siblings).toHaveLength(3);
    const open = (t: string) => guestBookings().open({ reference: confirmation.reference, token: t, now: new Date() });
    for (const sibling of siblings) {
      const spelling = `${token.slice(0, -1)}${sibling}`;
      expect(await checkBookingLink(secret, confirmation.reference, spelling, todayInHotel(new Date())), spelling).toBe("invalid");
      expect(await open(spelling), spelling).toEqual({ ok: false, reason: "invalid" });
    }
    expect(await open(token)).toMatchObject({ ok: true, booking: { reference: confirmation.reference } });
  });

  it("needs a secret in preview and production; development and tests use a fixed one", () => {
    expect(bookingLinkSecret({ ENVIRONMENT: "production" })).toBeNull();
    expect(bookingLinkSecret({ ENVIRONMENT: "preview" })).toBeNull();
    expect(bookingLinkSecret({ ENVIRONMENT: "production", BOOKING_LINK_SECRET: " s3cret " } as { ENVIRONMENT: string })).toBe("s3cret");
    expect(bookingLinkSecret({ ENVIRONMENT: "development" })).not.toBeNull();
  });
});

describe("a booking's e-mail (product-rules.md: E-mail)", () => {
  it("tells the hotel and the guest, in the booking's own transaction, with the desk's and the guest's links", async () => {
    const confirmation = await book(day(5), day(7), 2);
    const mail = await mailAbout(confirmation.reference);
    expect(mail.map((message) => [message.kind, message.to_address])).toEqual([
      ["booking-received-hotel", hotel.emails.reservations],
      ["booking-received-guest", "meera.joshi@example.com"],
    ]);
    expect(mail[0].subject).toMatch(new RegExp(`^New booking request ${confirmation.reference}: 2 rooms, `));
    expect(mail[0].text_body).toContain(`/admin/bookings/${confirmation.reference}`);
    expect(mail[1].subject).toBe(`Booking request ${confirmation.reference} received: pending confirmation`);
    const link = /\/MyBooking\?ref=([A-Z0-9]+)&t=([^\s)"]+)/.exec(mail[1].text_body);
    expect(link?.[1]).toBe(confirmation.reference);
    const opened = await guestBookings().open({ reference: confirmation.reference, token: decodeURIComponent(link?.[2] ?? ""), now: new Date() });
    expect(opened).toMatchObject({ ok: true, booking: { status: "pending", reference: confirmation.reference } });
  });

  it("acknowledges an enquiry to the guest and copies every field to the hotel", async () => {
    const answer = await post("/api/contact-enquiry", { name: "Asha Verma", email: "asha@example.com", phone: "9876543210", message: "Is there parking for a bus?" });
    const reference = String(answer.json().data?.id);
    const mail = await mailAbout(reference);
    expect(mail.map((message) => [message.kind, message.to_address])).toEqual([
      ["enquiry-received-hotel", hotel.emails.reservations],
      ["enquiry-received-guest", "asha@example.com"],
    ]);
    expect(mail[0].text_body).toContain("Is there parking for a bus?");
    expect(mail[1].subject).toContain(reference);
  });
});

describe("finding a booking without the link", () => {
  it("takes the e-mail in any case or the phone written any usual way, and answers with the signed page", async () => {
    const confirmation = await book(day(5), day(6));
    for (const contact of ["Meera.Joshi@Example.com", "9876543210", "+91 98765 43210", "098765-43210"]) {
      const found = await guestBookings().lookUp({ reference: confirmation.reference.toLowerCase(), contact, turnstileToken: null, clientIp: nextIp(), now: new Date() });
      expect(found.ok, contact).toBe(true);
      if (found.ok) expect(found.path).toMatch(new RegExp(`^/MyBooking\\?ref=${confirmation.reference}&t=`));
    }
  });

  it("gives the same answer for an unknown reference and a wrong e-mail or phone", async () => {
    const confirmation = await book(day(5), day(6));
    const attempts = [
      { reference: confirmation.reference, contact: "someone.else@example.com" },
      { reference: confirmation.reference, contact: "9123456789" },
      { reference: "ZZZZ9999", contact: "meera.joshi@example.com" },
      { reference: "not a reference!", contact: "meera.joshi@example.com" },
    ];
    for (const attempt of attempts) {
      const found = await guestBookings().lookUp({ ...attempt, turnstileToken: null, clientIp: nextIp(), now: new Date() });
      expect(found).toEqual({ ok: false, status: 404, message: guestBookingMessagesEn.notFound });
    }
    expect(await guestBookings().lookUp({ reference: "", contact: "", turnstileToken: null, clientIp: nextIp(), now: new Date() })).toMatchObject({ status: 400 });
  });

  it("slows down guessing for one reference from many clients, and one client's guessing", async () => {
    const attempts = (reference: string, ip: () => string) =>
      Promise.all(
        Array.from({ length: 30 }, () => guestBookings().lookUp({ reference, contact: "guess@example.com", turnstileToken: null, clientIp: ip(), now: new Date() })),
      );
    const byReference = await attempts("QQQQ2222", nextIp);
    expect(byReference.some((outcome) => !outcome.ok && outcome.status === 429)).toBe(true);
    const oneClient = nextIp();
    let serial = 0;
    const byClient = await Promise.all(
      Array.from({ length: 30 }, () =>
        guestBookings().lookUp({ reference: `RRRR${String(serial++).padStart(4, "0")}`, contact: "guess@example.com", turnstileToken: null, clientIp: oneClient, now: new Date() }),
      ),
    );
    expect(byClient.some((outcome) => !outcome.ok && outcome.status === 429)).toBe(true);
  });
});

describe("the guest's own cancellation", () => {
  it("before the deadline: frees the rooms at once, records the guest's move and e-mails both sides; a resend changes nothing", async () => {
    const checkIn = day(20);
    const confirmation = await book(checkIn, addDays(checkIn, 2));
    const before = await deluxeFree(checkIn, addDays(checkIn, 2));
    const token = await signBookingLink(secret, confirmation.reference, addDays(checkIn, 2));
    const cancel = () => guestBookings().cancel({ reference: confirmation.reference, token, requestKey: "cancel-form-1", clientIp: nextIp(), now: new Date() });
    expect(await cancel()).toEqual({ ok: true, replayed: false });
    expect(await deluxeFree(checkIn, addDays(checkIn, 2))).toBe((before ?? 0) + 1);
    const detail = await createDeskStore(env.DB, "embedded").getBooking(confirmation.reference);
    expect(detail?.status).toBe("cancelled");
    expect(detail?.history.at(-1)).toMatchObject({ staffEmail: "guest", before: "pending", after: "cancelled" });
    const mail = await mailAbout(confirmation.reference);
    expect(mail.map((message) => message.kind)).toEqual(["booking-received-hotel", "booking-received-guest", "booking-cancelled-guest", "booking-cancelled-hotel"]);
    expect(mail[2].text_body).toContain("as you asked");
    expect(await cancel()).toEqual({ ok: true, replayed: true });
    expect((await mailAbout(confirmation.reference)).length).toBe(4);
    // Cancelled: nothing more to cancel, and no calendar file.
    const again = await guestBookings().cancel({ reference: confirmation.reference, token, requestKey: "cancel-form-2", clientIp: nextIp(), now: new Date() });
    expect(again).toMatchObject({ ok: false, status: 409, message: "This booking can no longer be cancelled." });
    expect(await guestBookings().calendar({ reference: confirmation.reference, token, now: new Date(), pageUrl: origin })).toBeNull();
  });

  it("after the deadline (three days before arrival, in hotel time) is refused with the reason, the booking kept", async () => {
    const checkIn = daysAhead(2);
    const confirmation = await book(checkIn, addDays(checkIn, 1));
    const token = await signBookingLink(secret, confirmation.reference, addDays(checkIn, 1));
    const opened = await guestBookings().open({ reference: confirmation.reference, token, now: new Date() });
    expect(opened).toMatchObject({ ok: true, booking: { cancellation: { allowed: false, reason: "deadline", deadline: addDays(checkIn, -3) } } });
    const refused = await guestBookings().cancel({ reference: confirmation.reference, token, requestKey: "late-1", clientIp: nextIp(), now: new Date() });
    expect(refused).toMatchObject({ ok: false, status: 409 });
    expect(refused.ok ? "" : refused.message).toContain("free cancellation period has ended");
    expect((await createDeskStore(env.DB, "embedded").getBooking(confirmation.reference))?.status).toBe("pending");
  });

  it("upstream: reaches the hotel's own system as a contact enquiry naming the booking", async () => {
    const { fetches, reference, token, ctx, upstream } = await bookUpstream(day(25), day(26));
    expect(await upstream.open({ reference, token, now: new Date() })).toMatchObject({ ok: true, booking: { status: "requested", mode: "upstream" } });
    expect(await upstream.cancel({ reference, token, requestKey: "up-1", clientIp: nextIp(), now: new Date() })).toEqual({ ok: true, replayed: false });
    await waitOnExecutionContext(ctx);
    const forwarded = fetches.to("/api/contact-enquiry").map((call) => JSON.parse(call.body) as { email: string; message: string });
    expect(forwarded).toEqual([expect.objectContaining({ email: "meera.joshi@example.com", message: expect.stringContaining(`Please cancel booking ${reference}`) })]);
  });

  it("a form's key answers again only for the booking it was first used for: sent for another booking it is refused, that booking kept", async () => {
    const first = await book(day(20), day(22));
    const second = await book(day(23), day(24));
    const cancel = async (booking: BookingConfirmation) =>
      guestBookings().cancel({
        reference: booking.reference,
        token: await signBookingLink(secret, booking.reference, booking.check_out_date as IsoDate),
        requestKey: "one-form-two-bookings",
        clientIp: nextIp(),
        now: new Date(),
      });
    expect(await cancel(first)).toEqual({ ok: true, replayed: false });
    expect(await cancel(second)).toMatchObject({ ok: false, status: 422, message: guestBookingMessagesEn.formUsedElsewhere });
    const desk = createDeskStore(env.DB, "embedded");
    expect((await desk.getBooking(second.reference))?.status).toBe("pending");
    expect((await mailAbout(second.reference)).map((message) => message.kind)).toEqual(["booking-received-hotel", "booking-received-guest"]);
    // Through the page: the refusal beside the booking, no redirect to a "cancelled" notice.
    const { action } = await import("../../app/booking/my-booking/my-booking");
    const form = { intent: "cancel", t: await signBookingLink(secret, second.reference, day(24)), confirm: "yes", request_key: "one-form-two-bookings" };
    const page = (await action({
      context: pageContext(),
      params: {},
      request: new Request(`https://resort.example/MyBooking?ref=${second.reference}`, { method: "POST", body: new URLSearchParams(form) }),
    } as never)) as unknown as { init: { status: number }; data: { error: string } };
    expect(page.init.status).toBe(422);
    expect(page.data.error).toBe(guestBookingMessagesEn.formUsedElsewhere);
    // The desk's own move with that key is refused the same way; the first booking's replay still answers.
    const staffMove = { action: "cancel" as const, note: "", staff: { email: "reception@hotel.example", local: false }, requestKey: "guest-cancel:one-form-two-bookings", now: new Date() };
    expect(await desk.move({ ...staffMove, reference: second.reference })).toMatchObject({ ok: false, status: 422 });
    expect((await desk.getBooking(second.reference))?.status).toBe("pending");
    expect(await cancel(first)).toEqual({ ok: true, replayed: true });
  });

  it("one form's key sent for two bookings at once cancels one of them and refuses the other", async () => {
    const bookings = [await book(day(30), day(31)), await book(day(32), day(33))];
    const outcomes = await Promise.all(
      bookings.map(async (booking) =>
        guestBookings().cancel({
          reference: booking.reference,
          token: await signBookingLink(secret, booking.reference, booking.check_out_date as IsoDate),
          requestKey: "one-form-at-once",
          clientIp: nextIp(),
          now: new Date(),
        }),
      ),
    );
    const desk = createDeskStore(env.DB, "embedded");
    const statuses = await Promise.all(bookings.map(async (booking) => (await desk.getBooking(booking.reference))?.status));
    expect(statuses.slice().sort()).toEqual(["cancelled", "pending"]);
    // Each answer says what happened to its own booking.
    outcomes.forEach((outcome, index) => {
      if (statuses[index] === "cancelled") expect(outcome).toEqual({ ok: true, replayed: false });
      else expect(outcome).toMatchObject({ ok: false, status: 422, message: guestBookingMessagesEn.formUsedElsewhere });
    });
  });

  it("upstream: however often and from however many forms the guest asks, one enquiry is written and every answer is 'sent'", async () => {
    const { fetches, bindings, reference, token, ctx, upstream } = await bookUpstream(day(27), day(28));
    const ask = (requestKey: string) => upstream.cancel({ reference, token, requestKey, clientIp: nextIp(), now: new Date() });
    const pageNotice = async () => {
      const { loader } = await import("../../app/booking/my-booking/my-booking");
      const query = new URLSearchParams({ ref: reference, t: token, done: "cancelled" });
      const page = await loader({ context: pageContext(bindings, ctx), params: {}, request: new Request(`https://resort.example/MyBooking?${query}`) } as never);
      return "notice" in page ? page.notice : undefined;
    };
    // Nothing was asked yet: the address's flag alone says nothing.
    expect(await pageNotice()).toBeNull();
    // The first form, the same form again, another form, and two more at once.
    const outcomes = [await ask("form-a"), await ask("form-a"), await ask("form-b"), ...(await Promise.all([ask("form-c"), ask("form-d")]))];
    await waitOnExecutionContext(ctx);
    const written = await env.DB.prepare("SELECT COUNT(*) AS n FROM submissions WHERE kind = 'contact' AND payload LIKE ?")
      .bind(`%Please cancel booking ${reference} %`)
      .first<{ n: number }>();
    expect(written?.n).toBe(1);
    expect(fetches.to("/api/contact-enquiry")).toHaveLength(1);
    expect(outcomes).toEqual([{ ok: true, replayed: false }, ...Array.from({ length: 4 }, () => ({ ok: true, replayed: true }))]);
    // The page says the request was sent, not that the booking is cancelled: the hotel's system decides.
    expect(await pageNotice()).toBe(guestBookingMessagesEn.cancellationSentNotice);
  });

  it("refuses a link that is not the booking's", async () => {
    const confirmation = await book(day(20), day(21));
    const other = await signBookingLink(secret, "OTHER234", day(21));
    expect(await guestBookings().cancel({ reference: confirmation.reference, token: other, requestKey: "x", clientIp: nextIp(), now: new Date() })).toMatchObject({
      ok: false,
      status: 403,
    });
  });
});

describe("staff decisions reach the guest", () => {
  it("a confirmation carries the stay as a calendar file; a decline its reason; check-in sends nothing", async () => {
    const confirmation = await book(day(10), day(12));
    const desk = createDeskStore(env.DB, "embedded");
    await desk.move({ reference: confirmation.reference, action: "confirm", note: "", staff: { email: "reception@hotel.example", local: false }, requestKey: "k1", now: new Date() });
    const booking = await desk.getBooking(confirmation.reference);
    if (!booking) throw new Error("booking missing");
    const [confirmed] = await moveMail(booking, "confirm", "staff", { origin, linkSecret: secret }, new Date());
    expect(confirmed.to).toBe("meera.joshi@example.com");
    expect(confirmed.subject).toContain(`Booking ${confirmation.reference} confirmed`);
    const [attachment] = confirmed.attachments ?? [];
    expect(attachment.filename).toBe(`booking-${confirmation.reference}.ics`);
    const ics = atob(attachment.content);
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain(`DTSTART;TZID=Asia/Kolkata:${day(10).replaceAll("-", "")}T`);
    expect(confirmed.text).toContain(`${origin}/MyBooking?ref=${confirmation.reference}&t=`);
    expect(await moveMail({ ...booking, statusNote: "Full for a wedding." }, "decline", "staff", { origin, linkSecret: secret }, new Date())).toEqual([
      expect.objectContaining({ to: "meera.joshi@example.com", text: expect.stringContaining("Full for a wedding.") }),
    ]);
    expect(await moveMail(booking, "check_in", "staff", { origin, linkSecret: secret }, new Date())).toEqual([]);
    const file = await guestBookings().calendar({
      reference: confirmation.reference,
      token: await signBookingLink(secret, confirmation.reference, day(12)),
      now: new Date(),
      pageUrl: origin,
    });
    expect(file?.filename).toBe(`booking-${confirmation.reference}.ics`);
    expect(file?.ics).toContain("LOCATION:");
  });
});

describe("the page's answers", () => {
  it("redirects a found booking to its signed page and shows a bad link's reason beside the form", async () => {
    const confirmation = await book(day(8), day(9));
    const { action, loader } = await import("../../app/booking/my-booking/my-booking");
    const found = (await action({
      context: pageContext(),
      params: {},
      request: new Request("https://resort.example/MyBooking", {
        method: "POST",
        body: new URLSearchParams({ intent: "lookup", reference: confirmation.reference, contact: "meera.joshi@example.com" }),
      }),
    } as never)) as Response;
    expect(found.status).toBe(303);
    const location = found.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/MyBooking\?ref=/);
    const page = await loader({ context: pageContext(), params: {}, request: new Request(`https://resort.example${location}`) } as never);
    expect(page).toMatchObject({ view: "booking", booking: { reference: confirmation.reference } });
    const bad = await loader({ context: pageContext(), params: {}, request: new Request(`https://resort.example/MyBooking?ref=${confirmation.reference}&t=nope`) } as never);
    expect(bad).toMatchObject({ view: "lookup", problem: expect.stringContaining("This link is not valid") });
    const missed = (await action({
      context: pageContext(),
      params: {},
      request: new Request("https://resort.example/MyBooking", { method: "POST", body: new URLSearchParams({ intent: "lookup", reference: "ZZZZ9999", contact: "x@example.com" }) }),
    } as never)) as unknown as { init: { status: number }; data: { error: string } };
    expect(missed.init.status).toBe(404);
    expect(missed.data.error).toBe(guestBookingMessagesEn.notFound);
  });

  it("says a booking is cancelled only when it is: the address's done flag alone shows nothing", async () => {
    const checkIn = day(20);
    const confirmation = await book(checkIn, addDays(checkIn, 2));
    const token = await signBookingLink(secret, confirmation.reference, addDays(checkIn, 2));
    const { loader } = await import("../../app/booking/my-booking/my-booking");
    const noticeAt = async (query: Record<string, string>) => {
      const search = new URLSearchParams({ ref: confirmation.reference, t: token, ...query });
      const page = await loader({ context: pageContext(), params: {}, request: new Request(`https://resort.example/MyBooking?${search}`) } as never);
      expect(page).toMatchObject({ view: "booking" });
      return "notice" in page ? page.notice : undefined;
    };
    expect(await noticeAt({ done: "cancelled" })).toBeNull();
    expect((await createDeskStore(env.DB, "embedded").getBooking(confirmation.reference))?.status).toBe("pending");
    expect(await guestBookings().cancel({ reference: confirmation.reference, token, requestKey: "done-flag-1", clientIp: nextIp(), now: new Date() })).toEqual({
      ok: true,
      replayed: false,
    });
    expect(await noticeAt({ done: "cancelled" })).toBe(guestBookingMessagesEn.cancelledNotice);
    expect(await noticeAt({})).toBeNull();
  });

  it("is private: never stored, never indexed", async () => {
    const response = await request("/MyBooking?ref=ABCD2345&t=x");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(todayInHotel(new Date())).toBeTruthy();
  });
});

describe("the Hindi booking page, /hi/MyBooking (product-rules.md: Hindi)", () => {
  const renderPage = (path: string, form?: Record<string, string>) => renderGuestPage(path, { form });

  /**
   * Latin words a Hindi page shows beyond the allowlist (the hotel's names, its registered legal
   * name and GSTIN, WhatsApp, e-mail addresses) and what the guest wrote themselves (their name) or
   * the booking's reference.
   */
  const englishIn = (text: string, allowed: string[]) =>
    [hotel.name, hotel.shortName, hotel.legal.name, hotel.legal.gstin, "WhatsApp", ...allowed]
      .reduce((rest, word) => rest.replaceAll(word, " "), text.replace(/[\w.+-]+@[\w.-]+/g, " "))
      .match(/[A-Za-z]{2,}/g);

  it("a signed link in a Hindi e-mail leads to /hi/MyBooking, which shows the booking in Hindi; the same link opens the English page", async () => {
    const confirmation = await book(day(30), day(32), 1, "meera.joshi@example.com", "hi");
    const [, guestMail] = await mailAbout(confirmation.reference);
    const link = new RegExp(`https?://[^/\\s]+(/hi/MyBooking\\?ref=${confirmation.reference}&t=[^\\s)"<]+)`).exec(guestMail.text_body)?.[1] ?? "";
    expect(link, guestMail.text_body).not.toBe("");

    const hindi = await renderPage(link);
    expect(hindi.status).toBe(200);
    const w = myBookingWordsHi;
    expect(hindi.text).toContain(w.hero.title);
    expect(hindi.text).toContain(`बुकिंग ${confirmation.reference}: ${w.status.pending}`);
    expect(hindi.text).toContain(w.intro.pending);
    expect(hindi.text).toContain(receiptWordsHi.receipt.reference);
    expect(hindi.text).toContain(w.cancel.heading);
    expect(hindi.text).toContain(w.booking.addToCalendar);
    expect(hindi.html).toContain(`/hi/MyBooking/calendar.ics?ref=${confirmation.reference}&amp;t=`);
    // The WhatsApp text is Hindi too.
    const share = /href="https:\/\/wa\.me\/\?text=([^"]+)"/.exec(hindi.html)?.[1] ?? "";
    expect(new URLSearchParams(`text=${share.replaceAll("&amp;", "&")}`).get("text")).toMatch(new RegExp(`में मेरा ठहराव: .* से .* तक, 1 कमरा, बुकिंग ${confirmation.reference}।$`));
    expect(englishIn(hindi.text, ["Meera Joshi", confirmation.reference])).toBeNull();

    // The signature covers the reference and its last day, not the path: the English page opens too.
    const english = await renderPage(link.replace("/hi/MyBooking", "/MyBooking"));
    expect(english.text).toContain(`Booking ${confirmation.reference}: Request received — pending confirmation`);
    expect(english.text).toContain(myBookingWordsEn.cancel.heading);
    expect(english.text).not.toContain(w.hero.title);
  });

  it("the Hindi page's calendar file is worded in Hindi and links back to the Hindi page on the site's address", async () => {
    const confirmation = await book(day(30), day(31));
    const token = await signBookingLink(secret, confirmation.reference, day(31));
    const { loader } = await import("../../app/booking/my-booking/my-booking-calendar");
    const query = new URLSearchParams({ ref: confirmation.reference, t: token });
    const file = (await loader({ context: pageContext(), params: {}, request: new Request(`${origin}/hi/MyBooking/calendar.ics?${query}`) } as never)) as Response;
    expect(file.headers.get("Content-Type")).toContain("text/calendar");
    const ics = unfoldIcs(await file.text());
    expect(ics).toContain(`में ठहरना (${confirmation.reference})`);
    // The link leads to the configured site address (product-rules.md: The site's address), never the request's host.
    expect(ics).toContain(`${hotel.siteUrl}/hi/MyBooking?ref=${confirmation.reference}`);
    expect(ics).not.toContain("resort.example");
    const refused = await loader({ context: pageContext(), params: {}, request: new Request(`${origin}/hi/MyBooking/calendar.ics?ref=${confirmation.reference}&t=nope`) } as never).catch((thrown: unknown) => thrown);
    expect(refused).toMatchObject({ data: guestBookingMessagesHi.calendarMissing, init: { status: 404 } });
  });

  it("a Hindi lookup with a wrong reference gets the Hindi refusal, the same as for a wrong e-mail; a right one leads to the Hindi page", async () => {
    const confirmation = await book(day(8), day(9));
    for (const attempt of [
      { reference: "ZZZZ9999", contact: "meera.joshi@example.com" },
      { reference: confirmation.reference, contact: "someone.else@example.com" },
    ]) {
      const missed = await renderPage("/hi/MyBooking", { intent: "lookup", ...attempt });
      expect(missed.status).toBe(404);
      expect(missed.html).toContain(`role="alert"`);
      expect(missed.text).toContain(guestBookingMessagesHi.notFound);
      expect(missed.text).toContain(myBookingWordsHi.lookup.heading);
      expect(englishIn(missed.text, [attempt.reference])).toBeNull();
    }
    const empty = await renderPage("/hi/MyBooking", { intent: "lookup", reference: "", contact: "" });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain(guestBookingMessagesHi.lookupMissing);
    // The English page answers as before.
    const english = await renderPage("/MyBooking", { intent: "lookup", reference: "ZZZZ9999", contact: "x@example.com" });
    expect(english.text).toContain(guestBookingMessagesEn.notFound);

    const found = await renderPage("/hi/MyBooking", { intent: "lookup", reference: confirmation.reference, contact: "9876543210" });
    expect(found.status).toBe(303);
    const location = found.redirect?.headers.get("Location") ?? "";
    expect(location).toMatch(new RegExp(`^/hi/MyBooking\\?ref=${confirmation.reference}&t=`));
    expect((await renderPage(location)).text).toContain(`बुकिंग ${confirmation.reference}: `);
    // A bad link on the Hindi page says why in Hindi, beside the form.
    const bad = await renderPage(`/hi/MyBooking?ref=${confirmation.reference}&t=nope`);
    expect(bad.text).toContain(guestBookingMessagesHi.linkProblems.invalid);
    // The security check's refusal is Hindi too on a Hindi page; the English page keeps its own words.
    const interceptor = interceptFetch();
    const guarded = guestBookings({ bindings: embeddedEnv({ TURNSTILE_SITE_KEY: "site-key", TURNSTILE_SECRET_KEY: TURNSTILE_SECRET, TURNSTILE_VERIFY_URL: VERIFY_URL }) });
    const unchecked = { reference: confirmation.reference, contact: "9876543210", turnstileToken: null, now: new Date() };
    expect(await guarded.lookUp({ ...unchecked, clientIp: nextIp(), lang: "hi" })).toEqual({
      ok: false,
      status: 403,
      message: intakeWordsHi.reasons?.turnstile_failed,
    });
    expect(await guarded.lookUp({ ...unchecked, clientIp: nextIp() })).toEqual({ ok: false, status: 403, message: "Please complete the security check and try again." });
    expect(interceptor.calls).toHaveLength(0);
  });

  it("cancelling on the Hindi page answers in Hindi: the box unticked, the cancellation itself, and past the deadline", async () => {
    const checkIn = day(20);
    const confirmation = await book(checkIn, addDays(checkIn, 2));
    const token = await signBookingLink(secret, confirmation.reference, addDays(checkIn, 2));
    const path = `/hi/MyBooking?ref=${confirmation.reference}`;
    const unticked = await renderPage(path, { intent: "cancel", t: token, request_key: "hi-cancel-0" });
    expect(unticked.status).toBe(400);
    expect(unticked.text).toContain(guestBookingMessagesHi.confirmCancel);

    const cancelled = await renderPage(path, { intent: "cancel", t: token, confirm: "yes", request_key: "hi-cancel-1" });
    expect(cancelled.status).toBe(303);
    const location = cancelled.redirect?.headers.get("Location") ?? "";
    expect(location).toBe(`/hi/MyBooking?${new URLSearchParams({ ref: confirmation.reference, t: token, done: "cancelled" })}`);
    const after = await renderPage(location);
    expect(after.html).toContain(`role="status"`);
    expect(after.text).toContain(guestBookingMessagesHi.cancelledNotice);
    expect(after.text).toContain(`बुकिंग ${confirmation.reference}: ${myBookingWordsHi.status.cancelled}`);
    expect(after.text).not.toContain(myBookingWordsHi.cancel.button);
    expect((await createDeskStore(env.DB, "embedded").getBooking(confirmation.reference))?.status).toBe("cancelled");
    // Nothing left to cancel: said in Hindi.
    const again = await renderPage(path, { intent: "cancel", t: token, confirm: "yes", request_key: "hi-cancel-2" });
    expect(again.status).toBe(409);
    expect(again.text).toContain(guestBookingMessagesHi.notCancellable);
    // A link that is not the booking's.
    const other = await renderPage(path, { intent: "cancel", t: await signBookingLink(secret, "OTHER234", addDays(checkIn, 2)), confirm: "yes", request_key: "hi-cancel-3" });
    expect(other.status).toBe(403);
    expect(other.text).toContain(guestBookingMessagesHi.linkRefused);

    // Arrival in two days: the free period has ended; the page gives the policy and the number in Hindi.
    const late = await book(daysAhead(2), daysAhead(3));
    const lateToken = await signBookingLink(secret, late.reference, daysAhead(3));
    const latePage = await renderPage(`/hi/MyBooking?ref=${late.reference}&t=${lateToken}`);
    expect(latePage.text).toContain("मुफ़्त में रद्द करने की अवधि");
    expect(latePage.html).toContain(`href="tel:${hotel.phones.primary.tel}"`);
    expect(englishIn(latePage.text, ["Meera Joshi", late.reference])).toBeNull();
    const refused = await renderPage(`/hi/MyBooking?ref=${late.reference}`, { intent: "cancel", t: lateToken, confirm: "yes", request_key: "hi-late-1" });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain(guestBookingMessagesHi.deadlinePassed);
    expect(refused.text).not.toContain(guestBookingMessagesEn.deadlinePassed);
  });

  it("/hi/MyBooking is private like /MyBooking: never cached, never stored, never indexed, in any spelling", async () => {
    let renders = 0;
    const app = createApp(async () => {
      renders += 1;
      return new Response("<html>page</html>", { headers: { "Content-Type": "text/html; charset=utf-8" } });
    });
    const paths = ["/hi/MyBooking", "/hi/MyBooking", "/HI/mybooking/", "/hi/MyBooking.data", "/hi/MyBooking/calendar.ics", "/hi//MyBooking", "/hi/My%42ooking"];
    for (const path of paths) {
      const ctx = createExecutionContext();
      const response = await app.request(path, { headers: { "cf-connecting-ip": nextIp() } }, env, ctx);
      await response.text();
      await waitOnExecutionContext(ctx);
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
      expect(response.headers.get("X-Robots-Tag"), path).toBe("noindex");
      expect(response.headers.get(PAGE_CACHE_STATUS), path).not.toBe("HIT");
      expect(isGuestBookingPath(path), path).toBe(true);
      expect(isCacheablePageRequest(new Request(`https://resort.example${path}`)), path).toBe(false);
    }
    // Every request rendered afresh: nothing was served from the page cache.
    expect(renders).toBe(paths.length);
    const signed = await request(`/hi/MyBooking?ref=ABCD2345&t=x`);
    expect(signed.headers.get("Cache-Control")).toBe("private, no-store");
    // The Hindi home and other Hindi pages are not mistaken for it.
    expect(isGuestBookingPath("/hi")).toBe(false);
    expect(isGuestBookingPath("/hi/Room")).toBe(false);
    expect(isGuestBookingPath("/hindi/MyBooking")).toBe(false);
  });
});
