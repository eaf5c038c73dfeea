import { describe, expect, it } from "vitest";
import {
  bookingBody,
  bookingFailedMessage,
  guestFieldErrors,
  interpretBookingAnswer,
  soldOutReason,
} from "./submit-booking";
import { priceDeluxeAndSuite } from "./wizard-test-support";

const stay = {
  checkIn: "2027-03-10",
  checkOut: "2027-03-12",
  rooms: [
    { adults: 2, children: 1, selectedRoomId: 1 },
    { adults: 1, children: 0, selectedRoomId: 4 },
  ],
  services: ["lunch" as const],
};
const price = priceDeluxeAndSuite({ checkIn: "2027-03-10", checkOut: "2027-03-12", suiteAdults: 1 });
const guest = {
  name: "Asha Verma",
  email: "asha@example.com",
  phone: "9876543210",
  special_requests: "",
  company_name: "",
  company_gstin: "",
  billing_address: "",
};

describe("the booking request (one entry per room)", () => {
  it("sends one entry per room with the stay, the room, the services and the guest", () => {
    const body = bookingBody(stay, price, guest, null);
    expect(body).not.toHaveProperty("cf-turnstile-response");
    expect(body.bookings).toHaveLength(2);
    expect(body.bookings[1]).toEqual({
      check_in_date: "2027-03-10",
      check_out_date: "2027-03-12",
      number_of_nights: 2,
      adults: 1,
      children: 0,
      room_category_id: 4,
      room_number_id: 4,
      services: [{ name: "lunch", price: 0 }],
      ...guest,
      payment_method: "card",
      room_price: 25_960,
      services_price: 0,
      total_amount: 25_960,
      booking_status: "pending",
      payment_status: "unpaid",
      no_of_rooms: 2,
    });
  });

  it("carries the Turnstile token in the body when there is one", () => {
    expect(bookingBody(stay, price, guest, "token-1")).toHaveProperty("cf-turnstile-response", "token-1");
  });
});

describe("what the server's answer means", () => {
  const confirmation = { reference: "ABCD2345", totals: {}, rooms: [] };

  it("201 with a confirmation is the receipt", () => {
    expect(interpretBookingAnswer(201, { data: confirmation })).toEqual({ kind: "confirmed", confirmation });
  });

  it("409 sold_out sends the guest back to choose, with the reason", () => {
    const body = { error: { code: "sold_out", message: "No rooms available for the selected dates. Please try different dates." } };
    expect(interpretBookingAnswer(409, body)).toEqual({ kind: "sold-out", message: soldOutReason });
  });

  it("400 shows the server's message and the guest fields it names", () => {
    const body = {
      error: {
        code: "validation_failed",
        message: "Invalid email",
        fields: { "bookings.0.email": "Invalid email", "bookings.1.email": "Other", "bookings.0.adults": "Maximum" },
      },
    };
    expect(interpretBookingAnswer(400, body)).toEqual({ kind: "invalid", message: "Invalid email", fields: { email: "Invalid email" } });
  });

  it("any other failure shows the server's message, or the original site's fallback", () => {
    expect(interpretBookingAnswer(503, { error: { code: "x", message: "Call us" } })).toEqual({ kind: "failed", message: "Call us" });
    expect(interpretBookingAnswer(500, null)).toEqual({ kind: "failed", message: bookingFailedMessage });
    expect(interpretBookingAnswer(201, { data: { nope: true } })).toEqual({ kind: "failed", message: "Error submitting booking" });
  });

  it("maps only guest fields", () => {
    expect(guestFieldErrors(undefined)).toEqual({});
    expect(guestFieldErrors({ "bookings.2.phone": "Enter a 10-digit mobile number", body: "x" })).toEqual({
      phone: "Enter a 10-digit mobile number",
    });
  });
});
