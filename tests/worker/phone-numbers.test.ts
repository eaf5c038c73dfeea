/**
 * One phone rule on every submission: Indian mobiles and numbers with their
 * country code are accepted and stored and forwarded in E.164; a number that could be anywhere is
 * refused with a message that says what to type.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { phoneMessage } from "~/domain/schema-fields";
import { forwardedUpstream, post, startEachTestWithoutBookings, validBodies, wizardEntry } from "./submission-helpers";

startEachTestWithoutBookings();

/** The phone the hotel's system was sent for `body` with the guest's `phone`, in upstream mode. */
const phoneForwarded = async (path: string, body: Record<string, unknown>, phone: string) =>
  (await forwardedUpstream(path, { ...body, phone })).phone;

describe("phones on POST /api/bookings", () => {
  it("takes a UK number from the wizard and stores it, and answers it, in E.164", async () => {
    const res = await post("/api/bookings", { bookings: [wizardEntry({ phone: "+44 20 7946 0958" })] });
    expect(res.status).toBe(201);
    const data = res.json().data as { reference: string; guest: { phone: string } };
    expect(data.guest.phone).toBe("+442079460958");
    const row = await env.DB.prepare("SELECT guest_phone FROM bookings WHERE reference = ?")
      .bind(data.reference)
      .first<{ guest_phone: string }>();
    expect(row?.guest_phone).toBe("+442079460958");
  });

  it("forwards the chat's Indian mobile in E.164 upstream", async () => {
    expect(await phoneForwarded("/api/bookings", validBodies.chat, "098765-43210")).toBe("+919876543210");
  });

  it("refuses a number without a country code that is not Indian, saying what to type", async () => {
    const res = await post("/api/bookings", { bookings: [wizardEntry({ phone: "2079460958" })] });
    expect(res.status).toBe(400);
    expect(res.json().error?.fields).toEqual({ "bookings.0.phone": phoneMessage });
    expect(phoneMessage).toContain("+44 20 7946 0958");
  });

  it("counts a booking stored before E.164 (bare 10 digits) as the same phone", async () => {
    for (const night of [1, 2, 3]) {
      const entry = wizardEntry({ email: `g${night}@example.com`, phone: `91234 5678${night}` });
      expect((await post("/api/bookings", { bookings: [entry] })).status).toBe(201);
    }
    // As an older version of the site stored Indian mobiles.
    await env.DB.prepare("UPDATE bookings SET guest_phone = '9876543210'").run();
    const fourth = await post("/api/bookings", { bookings: [wizardEntry({ email: "new@example.com", phone: "+91 98765 43210" })] });
    expect(fourth.status).toBe(409);
  });
});

describe("phones on the enquiry forms", () => {
  it("forwards an Indian landline written with its trunk 0, in E.164", async () => {
    expect(await phoneForwarded("/api/contact-enquiry", validBodies.contact, "0731 2345678")).toBe("+917312345678");
  });

  it("refuses seven digits with no country code on every form", async () => {
    for (const [path, body] of [
      ["/api/contact-enquiry", validBodies.contact],
      ["/api/event-enquiry", validBodies.event],
      ["/api/dining-reservations", validBodies.dining],
      ["/api/booking-requests", validBodies.bookingRequest],
    ] as const) {
      const res = await post(path, { ...body, phone: "1234567" });
      expect(res.status, path).toBe(400);
      expect(res.json().error?.fields, path).toEqual({ phone: phoneMessage });
    }
    const membership = await post("/api/membership-interest", { ...validBodies.membership, mobile: "1234567" });
    expect(membership.json().error?.fields).toEqual({ mobile: phoneMessage });
  });
});
