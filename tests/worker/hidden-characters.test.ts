/**
 * Nothing shown to staff can be spoofed: names with bidi controls or zero-width
 * characters are refused by the API, free text reaches the hotel without them, and Hindi names
 * keep the ZWJ their script needs.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { hiddenCharactersMessage } from "~/domain/hidden-characters";
import { forwardedUpstream, post, startEachTestWithoutBookings, validBodies, wizardEntry } from "./submission-helpers";

startEachTestWithoutBookings();

const hindiName = "क्\u200Dष वर्मा";

describe("hidden format characters at the API", () => {
  it("refuses a name with a right-to-left override on the booking and the enquiry endpoints, storing nothing", async () => {
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM submissions").first<{ n: number }>();
    const booking = await post("/api/bookings", { bookings: [wizardEntry({ name: "Asha \u202Egnp.exe" })] });
    expect(booking.status).toBe(400);
    expect(booking.json().error?.fields).toEqual({ "bookings.0.name": hiddenCharactersMessage("Name") });
    const dining = await post("/api/dining-reservations", { ...validBodies.dining, full_name: "Asha\u200BVerma" });
    expect(dining.status).toBe(400);
    expect(dining.json().error?.fields).toEqual({ full_name: hiddenCharactersMessage("Full name") });
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM submissions").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it("forwards free text without them", async () => {
    const message = "Is there parking\u202E for a bus?\u200B\nThanks\u2066";
    const sent = await forwardedUpstream("/api/contact-enquiry", { ...validBodies.contact, message });
    expect(sent.message).toBe("Is there parking for a bus?\nThanks");
  });

  it("stores a Hindi name with its ZWJ, and special requests without hidden characters", async () => {
    const res = await post("/api/bookings", {
      bookings: [wizardEntry({ name: hindiName, special_requests: "\u202Aपहली मंज़िल\uFEFF" })],
    });
    expect(res.status).toBe(201);
    const row = await env.DB.prepare("SELECT guest_name, special_requests FROM bookings WHERE reference = ?")
      .bind(res.json().data?.reference)
      .first<{ guest_name: string; special_requests: string }>();
    expect(row).toEqual({ guest_name: hindiName, special_requests: "पहली मंज़िल" });
  });
});
