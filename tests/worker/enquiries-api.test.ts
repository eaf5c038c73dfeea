import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ADMIN_KEY,
  embeddedEnv,
  forwardedUpstream,
  guestPhoneE164,
  interceptFetch,
  post,
  deliveriesQueued,
  submissionByReference,
  upstreamEnv,
  validBodies,
} from "./submission-helpers";
import { monthDayAndYear } from "~/domain/date-words";
import { diningMessagesHi } from "~/domain/dining-schema.hi";
import { contactMessagesHi, eventMessagesHi } from "~/domain/enquiry-schemas.hi";
import { membershipMessagesHi } from "~/domain/membership-schema.hi";

afterEach(() => vi.restoreAllMocks());

const enquiryEndpoints = [
  { path: "/api/contact-enquiry", body: validBodies.contact, upstreamPath: "/api/contact-enquiry" },
  { path: "/api/event-enquiry", body: validBodies.event, upstreamPath: "/api/event-enquiry" },
  { path: "/api/dining-reservations", body: validBodies.dining, upstreamPath: "/api/contact-enquiry" },
  { path: "/api/booking-requests", body: validBodies.bookingRequest, upstreamPath: "/api/contact-enquiry" },
  { path: "/api/membership-interest", body: validBodies.membership, upstreamPath: "/api/contact-enquiry" },
];

describe.each(enquiryEndpoints)("POST $path", ({ path, body, upstreamPath }) => {
  it("embedded: stores the enquiry as the hotel's local record and answers 201 { data: { id } }", async () => {
    const fetches = interceptFetch();
    const testEnv = embeddedEnv();
    const res = await post(path, body, { env: testEnv });
    expect(res.status).toBe(201);
    const id = res.json().data?.id;
    expect(id).toMatch(/^[A-Z2-9]{8}$/);
    const row = await submissionByReference(String(id));
    expect(row?.status).toBe("local");
    expect(row?.upstream_path).toBe(upstreamPath);
    expect(fetches.calls).toHaveLength(0);
    expect(deliveriesQueued(testEnv)).toHaveLength(0);
  });

  it("upstream: forwards at once with X-API-KEY and the Idempotency-Key, then marks it delivered", async () => {
    const fetches = interceptFetch();
    const key = crypto.randomUUID();
    const res = await post(path, body, { env: upstreamEnv(), key });
    expect(res.status).toBe(201);
    expect(res.text).not.toContain(ADMIN_KEY);
    const [call] = fetches.to(upstreamPath);
    expect(call.headers.get("X-API-KEY")).toBe(ADMIN_KEY);
    expect(call.headers.get("Idempotency-Key")).toBe(key);
    expect(call.headers.get("Content-Type")).toBe("application/json");
    const row = await submissionByReference(String(res.json().data?.id));
    expect(row?.status).toBe("delivered");
    expect(row?.attempts).toBe(1);
    expect(JSON.parse(call.body)).toEqual(JSON.parse(row?.payload ?? "null"));
  });
});

describe("what the admin API receives (product-rules.md: Forms that reach the hotel)", () => {
  /** The enquiry's message, as the hotel's system was sent it, holds each line. */
  function expectMessageLines(sent: Record<string, unknown>, lines: string[]) {
    const message = String(sent.message);
    for (const line of lines) expect(message).toContain(line);
  }

  it("a contact enquiry is exactly name, email, phone, message", async () => {
    expect(await forwardedUpstream("/api/contact-enquiry", validBodies.contact, "/api/contact-enquiry")).toEqual({ ...validBodies.contact, phone: guestPhoneE164 });
  });

  it("an event enquiry is exactly the original site's seven fields", async () => {
    expect(await forwardedUpstream("/api/event-enquiry", validBodies.event, "/api/event-enquiry")).toEqual({ ...validBodies.event, phone: guestPhoneE164 });
  });

  it("a dining reservation becomes a contact enquiry whose message lists every field", async () => {
    const sent = await forwardedUpstream("/api/dining-reservations", validBodies.dining, "/api/contact-enquiry");
    expect(Object.keys(sent).sort()).toEqual(["email", "message", "name", "phone"]);
    expect(sent).toMatchObject({ name: "Asha Verma", email: "asha@example.com", phone: guestPhoneE164 });
    expectMessageLines(sent, [
      "Full name: Asha Verma",
      "Email: asha@example.com",
      `Phone: ${guestPhoneE164}`,
      `Date: ${validBodies.dining.date} (${monthDayAndYear(validBodies.dining.date)})`,
      "Time: 19:30",
      "Guests: 4",
      "Special requests: Window table",
    ]);
  });

  it("a home booking request becomes a contact enquiry with dates, nights and guests", async () => {
    const sent = await forwardedUpstream("/api/booking-requests", validBodies.bookingRequest, "/api/contact-enquiry");
    expectMessageLines(sent, [
      "Name: Asha Verma",
      `Check-in: ${validBodies.bookingRequest.dateIn} (${monthDayAndYear(validBodies.bookingRequest.dateIn)})`,
      `Check-out: ${validBodies.bookingRequest.dateOut} (${monthDayAndYear(validBodies.bookingRequest.dateOut)})`,
      "Nights: 2",
      "Adults: 2",
      "Children: 1",
      "Special requirements: Late arrival",
    ]);
  });

  it("membership interest names the identifier the guest gave and says which ones are missing", async () => {
    const sent = await forwardedUpstream("/api/membership-interest", validBodies.membership, "/api/contact-enquiry");
    expect(sent.phone).toBe(guestPhoneE164);
    expectMessageLines(sent, ["Signed in with: Mobile number", `Mobile number: ${guestPhoneE164}`, "Email: not given", "Terms accepted: yes"]);
  });

  it("an empty optional field is written as (none), not left blank", async () => {
    const sent = await forwardedUpstream(
      "/api/dining-reservations",
      { ...validBodies.dining, special_requests: "" },
      "/api/contact-enquiry",
    );
    expect(String(sent.message)).toContain("Special requests: (none)");
  });
});

describe("a Hindi page's enquiries (product-rules.md: Hindi): X-Page-Lang: hi", () => {
  const hindi = { headers: { "X-Page-Lang": "hi" } };

  it("validation answers in Hindi: the field messages and the envelope's message", async () => {
    interceptFetch();
    const contact = await post("/api/contact-enquiry", { ...validBodies.contact, email: "asha@", message: "" }, hindi);
    expect(contact.status).toBe(400);
    expect(contact.json().error).toMatchObject({
      code: "validation_failed",
      message: contactMessagesHi.emailInvalid,
      fields: { email: contactMessagesHi.emailInvalid, message: contactMessagesHi.messageRequired },
    });
    const event = await post("/api/event-enquiry", { ...validBodies.event, number_of_guests: 0 }, hindi);
    expect(event.json().error?.fields).toEqual({ number_of_guests: eventMessagesHi.tooFewGuests });
    const dining = await post("/api/dining-reservations", { ...validBodies.dining, time: "23:30" }, hindi);
    expect(dining.json().error?.fields).toEqual({ time: diningMessagesHi.timeOutsideHours });
    const membership = await post("/api/membership-interest", { ...validBodies.membership, terms: false }, hindi);
    expect(membership.json().error?.fields).toEqual({ terms: membershipMessagesHi.termsRequired });
  });

  it("without the header, or with another language, the answer stays English", async () => {
    interceptFetch();
    for (const headers of [{}, { "X-Page-Lang": "fr" }] as Record<string, string>[]) {
      const res = await post("/api/contact-enquiry", { ...validBodies.contact, message: "" }, { headers });
      expect(res.json().error?.fields).toEqual({ message: "Message is required" });
    }
  });

  it("a valid Hindi enquiry is stored and forwarded exactly as an English one", async () => {
    const message = "क्या बस के लिए पार्किंग है?";
    expect(await forwardedUpstream("/api/contact-enquiry", { ...validBodies.contact, message }, "/api/contact-enquiry", hindi)).toEqual({
      ...validBodies.contact,
      phone: guestPhoneE164,
      message: "क्या बस के लिए पार्किंग है?",
    });
  });
});
