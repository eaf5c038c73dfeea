/**
 * The stay limits (at most 30 nights, check-in at most 365 days ahead) on every schema that takes a
 * stay, so no booking path can skip them: the wizard's step 1 and its API entries, the chat's
 * request, the room panel, the home booking request and the availability search.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { createAvailabilitySchema } from "./availability-schema";
import { createBookingEntrySchema, createBookingRequestSchema, createWizardStaySchema } from "./booking-schema";
import { createChatBookingSchema } from "./chat-booking-schema";
import { fieldErrorsOf } from "./field-errors";
import { createHomeBookingRequestSchema } from "./home-booking-request-schema";
import { parseBookingRequest } from "./parse-booking-request";
import { createRoomSearchSchema } from "./room-search-schema";
import { checkInTooFarMessage, stayTooLongMessage } from "./bookable-days";

const today = "2026-11-21";
const guest = { name: "Asha Verma", email: "asha@example.com", phone: "9876543210" };

interface StaySchemaCase {
  name: string;
  schema: z.ZodType;
  valid: Record<string, unknown>;
  checkIn: string;
  checkOut: string;
}

const entry = {
  check_in_date: "",
  check_out_date: "",
  adults: 2,
  children: 0,
  room_category_id: 1,
  ...guest,
};

const cases: StaySchemaCase[] = [
  {
    name: "wizard step 1",
    schema: createWizardStaySchema({ today }),
    valid: { rooms: [{ adults: 2, children: 0 }] },
    checkIn: "check_in_date",
    checkOut: "check_out_date",
  },
  {
    name: "API booking entry",
    schema: createBookingEntrySchema({ today }),
    valid: entry,
    checkIn: "check_in_date",
    checkOut: "check_out_date",
  },
  {
    name: "chat booking",
    schema: createChatBookingSchema({ today }),
    valid: { ...guest, adults: 2, children: 0, roomType: "Deluxe" },
    checkIn: "checkIn",
    checkOut: "checkOut",
  },
  {
    name: "room panel",
    schema: createRoomSearchSchema({ today }),
    valid: { adults: "2", children: "0" },
    checkIn: "check_in_date",
    checkOut: "check_out_date",
  },
  {
    name: "home booking request (JSON)",
    schema: createHomeBookingRequestSchema({ today }),
    valid: { ...guest, adults: 2, children: 0 },
    checkIn: "dateIn",
    checkOut: "dateOut",
  },
  {
    name: "home booking request (form post)",
    schema: createHomeBookingRequestSchema({ today, source: "form" }),
    valid: { ...guest, adults: "2", children: "0" },
    checkIn: "dateIn",
    checkOut: "dateOut",
  },
  {
    name: "availability search",
    schema: createAvailabilitySchema({ today }),
    valid: { adults: 2, children: 0, no_of_rooms: 1 },
    checkIn: "check_in_date",
    checkOut: "check_out_date",
  },
];

describe.each(cases)("$name", ({ schema, valid, checkIn, checkOut }) => {
  const errorsOf = (inDate: string, outDate: string) =>
    fieldErrorsOf(schema, { ...valid, [checkIn]: inDate, [checkOut]: outDate });

  it("accepts 30 nights and refuses 31 on the check-out field", () => {
    expect(errorsOf("2026-12-01", "2026-12-31")).toEqual({});
    expect(errorsOf("2026-12-01", "2027-01-01")).toEqual({ [checkOut]: stayTooLongMessage() });
  });

  it("accepts a check-in 365 days ahead and refuses 366", () => {
    expect(errorsOf("2027-11-21", "2027-11-22")).toEqual({});
    expect(errorsOf("2027-11-22", "2027-11-23")).toEqual({ [checkIn]: checkInTooFarMessage() });
  });

  it("refuses the far-future, 2.9-million-night stay", () => {
    expect(errorsOf("2091-03-01", "9999-12-31")).toEqual({ [checkIn]: checkInTooFarMessage() });
    expect(errorsOf("2026-12-01", "9999-12-31")).toEqual({ [checkOut]: stayTooLongMessage() });
  });
});

describe("POST /api/bookings body, both shapes", () => {
  it("refuses a long stay from the wizard and from the chat", () => {
    const wizard = parseBookingRequest(
      {
        bookings: [
          { ...entry, check_in_date: "2026-12-01", check_out_date: "2027-01-01" },
          { ...entry, check_in_date: "2026-12-01", check_out_date: "2027-01-01" },
        ],
      },
      { today },
    );
    expect(wizard).toEqual({
      ok: false,
      fieldErrors: {
        "bookings.0.check_out_date": stayTooLongMessage(),
        "bookings.1.check_out_date": stayTooLongMessage(),
      },
    });
    const chat = parseBookingRequest(
      { ...guest, adults: 2, children: 0, roomType: "Deluxe", checkIn: "2091-03-01", checkOut: "9999-12-31" },
      { today },
    );
    expect(chat).toEqual({ ok: false, fieldErrors: { checkIn: checkInTooFarMessage() } });
  });

  it("accepts a 30-night stay", () => {
    const parsed = createBookingRequestSchema({ today }).safeParse({
      bookings: [{ ...entry, check_in_date: "2026-12-01", check_out_date: "2026-12-31" }],
    });
    expect(parsed.success).toBe(true);
  });
});
