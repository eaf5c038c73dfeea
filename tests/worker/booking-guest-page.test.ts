import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { IsoDate } from "~/content/hotel";
import type { BookingConfirmation } from "~/domain/api-types";
import { todayInHotel } from "~/domain/hotel-date";
import { bookingLinkSecret, checkBookingLink } from "../../app/booking/my-booking/booking-link.server";
import { post, wizardEntry } from "./submission-helpers";
import { quietDayPlus as day } from "./test-dates";

const secret = bookingLinkSecret(env) ?? "";

function bookingBody(checkIn: IsoDate, checkOut: IsoDate, email: string) {
  const entry = wizardEntry({ check_in_date: checkIn, check_out_date: checkOut, children: 0, services: [], name: "Meera Joshi", email, phone: "98765 43211", special_requests: "" });
  return { bookings: [entry] };
}

describe("the booking's answer leads to the guest's page (product-rules.md: The receipt is the start of the stay)", () => {
  it("carries the signed link the e-mail has, and a retry gets the same one", async () => {
    const [checkIn, checkOut] = [day(61), day(63)];
    const body = bookingBody(checkIn, checkOut, "guest-page@example.com");
    const key = crypto.randomUUID();
    const first = await post("/api/bookings", body, { key });
    expect(first.status).toBe(201);
    const answer = first.json().data as unknown as BookingConfirmation;
    const link = new URL(answer.guest_page ?? "", "https://resort.example");
    expect(link.pathname).toBe("/MyBooking");
    expect(link.searchParams.get("ref")).toBe(answer.reference);
    const token = link.searchParams.get("t") ?? "";
    expect(await checkBookingLink(secret, answer.reference, token, todayInHotel(new Date()))).toBe("valid");
    // The e-mail to the guest links to the same page.
    const mail = await env.DB.prepare("SELECT text_body FROM mail_outbox WHERE about = ? AND to_address = ?")
      .bind(answer.reference, "guest-page@example.com")
      .first<{ text_body: string }>();
    expect(mail?.text_body).toContain(answer.guest_page ?? "missing");

    const retried = await post("/api/bookings", body, { key });
    expect((retried.json().data as unknown as BookingConfirmation).guest_page).toBe(answer.guest_page);
  });
});
