import { describe, expect, it } from "vitest";
import {
  bookingMessages,
  createBookingEntrySchema,
  createBookingRequestSchema,
  createWizardStaySchema,
  guestInfoSchema,
} from "./booking-schema";
import { fieldErrorsOf } from "./field-errors";
import { bookingEntryInput } from "./guest-form-test-support";

const today = "2026-11-21";

describe("wizard wording (the original site's messages)", () => {
  it("is the original site's, with the opening date from the identity config", () => {
    expect(bookingMessages).toMatchObject({
      checkInRequired: "Check-in date is required",
      checkInBeforeOpening: "Check-in date must be on or after September 26th, 2025",
      checkOutRequired: "Check-out date is required",
      checkOutNotAfterCheckIn: "Check-out date must be after check-in date",
      adultsRequired: "Number of adults is required",
      childrenRequired: "Number of children is required",
      roomsRequired: "Please select at least one room",
      nameRequired: "Name is required",
      emailRequired: "Email is required",
      emailInvalid: "Invalid email",
      phoneRequired: "Phone number is required",
      mixedEntries: "All rooms in one booking must share the same dates and guest details",
    });
  });
});

describe("step 1: stay", () => {
  const schema = createWizardStaySchema({ today });
  const valid = { check_in_date: "2026-11-21", check_out_date: "2026-11-22", rooms: [{ adults: 2, children: 1 }] };

  it("accepts a stay of up to 5 rooms", () => {
    expect(schema.parse(valid)).toEqual(valid);
    expect(fieldErrorsOf(schema, { ...valid, rooms: Array(5).fill({ adults: 4, children: 0 }) })).toEqual({});
  });

  it("requires dates and at least one room", () => {
    expect(fieldErrorsOf(schema, {})).toEqual({
      check_in_date: "Check-in date is required",
      check_out_date: "Check-out date is required",
      rooms: "Please select at least one room",
    });
    expect(fieldErrorsOf(schema, { ...valid, rooms: [] })).toEqual({ rooms: "Please select at least one room" });
  });

  it("refuses a sixth room", () => {
    expect(fieldErrorsOf(schema, { ...valid, rooms: Array(6).fill({ adults: 1, children: 0 }) })).toEqual({
      rooms: "Maximum 5 rooms per booking",
    });
  });

  it("checks every room's guests with the wizard's wording", () => {
    expect(
      fieldErrorsOf(schema, {
        ...valid,
        rooms: [
          {},
          { adults: 0, children: 0 },
          { adults: 5, children: 0 },
          { adults: 1, children: 5 },
          { adults: 3, children: 2 },
        ],
      }),
    ).toEqual({
      "rooms.0.adults": "Number of adults is required",
      "rooms.0.children": "Number of children is required",
      "rooms.1.adults": "At least 1 adult per room",
      "rooms.2.adults": "Maximum 4 adults per room",
      "rooms.3.children": "Maximum 4 children per room",
      "rooms.4.children": "Maximum 4 guests per room",
    });
  });

  it("applies the opening date, the past and the check-out rule", () => {
    const beforeOpening = createWizardStaySchema({ today: "2025-06-01" });
    expect(fieldErrorsOf(beforeOpening, { ...valid, check_in_date: "2025-09-25", check_out_date: "2025-09-26" })).toEqual({
      check_in_date: "Check-in date must be on or after September 26th, 2025",
    });
    expect(fieldErrorsOf(beforeOpening, { ...valid, check_in_date: "2025-09-26", check_out_date: "2025-09-27" })).toEqual(
      {},
    );
    expect(fieldErrorsOf(schema, { ...valid, check_in_date: "2026-11-20" })).toEqual({
      check_in_date: "Check-in date cannot be in the past",
    });
    expect(fieldErrorsOf(schema, { ...valid, check_out_date: "2026-11-21" })).toEqual({
      check_out_date: "Check-out date must be after check-in date",
    });
    expect(fieldErrorsOf(schema, { ...valid, check_out_date: "2026-11-31" })).toEqual({
      check_out_date: "Enter a valid date",
    });
  });
});

describe("step 4: guest information", () => {
  const valid = { name: "Asha Verma", email: "asha@example.com", phone: "9876543210" };

  it("normalises what it accepts", () => {
    expect(
      guestInfoSchema.parse({
        name: "  Asha\n  Verma ",
        email: " asha@example.com ",
        phone: "+91 98765-43210",
        special_requests: "  Late arrival ",
      }),
    ).toEqual({
      name: "Asha Verma",
      email: "asha@example.com",
      phone: "+919876543210",
      special_requests: "Late arrival",
      company_name: "",
      company_gstin: "",
      billing_address: "",
    });
    expect(guestInfoSchema.parse(valid).special_requests).toBe("");
    expect(guestInfoSchema.parse({ ...valid, special_requests: null }).special_requests).toBe("");
  });

  it("requires name, email and phone", () => {
    expect(fieldErrorsOf(guestInfoSchema, {})).toEqual({
      name: "Name is required",
      email: "Email is required",
      phone: "Phone number is required",
    });
    expect(fieldErrorsOf(guestInfoSchema, { name: "   ", email: "", phone: " " })).toEqual({
      name: "Name is required",
      email: "Email is required",
      phone: "Phone number is required",
    });
  });

  it("checks the email and the phone: an Indian mobile or a number with its country code", () => {
    expect(fieldErrorsOf(guestInfoSchema, { ...valid, email: "asha@", phone: "12345" })).toEqual({
      email: "Invalid email",
      phone: "Enter a 10-digit Indian mobile number, or your number with its country code (for example +44 20 7946 0958)",
    });
    expect(fieldErrorsOf(guestInfoSchema, { ...valid, phone: "5876543210" })).toEqual({
      phone: "Enter a 10-digit Indian mobile number, or your number with its country code (for example +44 20 7946 0958)",
    });
    expect(guestInfoSchema.parse({ ...valid, phone: "+44 20 7946 0958" }).phone).toBe("+442079460958");
  });

  it("limits lengths", () => {
    expect(fieldErrorsOf(guestInfoSchema, { ...valid, name: "a".repeat(101) })).toEqual({
      name: "Name must be 100 characters or fewer",
    });
    expect(fieldErrorsOf(guestInfoSchema, { ...valid, name: "a".repeat(100) })).toEqual({});
    expect(fieldErrorsOf(guestInfoSchema, { ...valid, special_requests: "x".repeat(1001) })).toEqual({
      special_requests: "Special requests must be 1000 characters or fewer",
    });
    expect(fieldErrorsOf(guestInfoSchema, { ...valid, special_requests: "x".repeat(1000) })).toEqual({});
  });

  it("says when a field has the wrong type", () => {
    expect(fieldErrorsOf(guestInfoSchema, { ...valid, name: 42, special_requests: 7 })).toEqual({
      name: "Must be text",
      special_requests: "Must be text",
    });
  });
});

const entry = {
  ...bookingEntryInput("2026-11-21", "2026-11-23"),
  number_of_nights: 2,
  children: 1,
  room_number_id: 1,
  services: [
    { name: "roomDecoration", price: 0 },
    { name: "Lunch Package", price: 0 },
  ],
  special_requests: "",
  payment_method: "card",
  room_price: 7000,
  services_price: 0,
  total_amount: 14000,
  booking_status: "pending",
  payment_status: "unpaid",
  no_of_rooms: 1,
};

describe("API booking entry (the admin API's fields)", () => {
  const schema = createBookingEntrySchema({ today });

  it("accepts the original payload, services by key or label", () => {
    const parsed = schema.parse(entry);
    expect(parsed.services).toEqual([
      { name: "roomDecoration", price: 0 },
      { name: "lunch", price: 0 },
    ]);
  });

  it("needs only the essential fields; client amounts are optional", () => {
    const minimal = {
      check_in_date: "2026-11-21",
      check_out_date: "2026-11-22",
      adults: 1,
      children: 0,
      room_category_id: 3,
      name: "A",
      email: "a@example.com",
      phone: "9876543210",
    };
    expect(schema.parse(minimal)).toMatchObject({ ...minimal, phone: "+919876543210", services: [], special_requests: "" });
  });

  it("refuses unknown fields", () => {
    expect(fieldErrorsOf(schema, { ...entry, coupon: "FREE" })).toEqual({ coupon: "Unknown field" });
  });

  it("refuses numeric strings where numbers belong", () => {
    expect(fieldErrorsOf(schema, { ...entry, adults: "2", children: "0", room_category_id: "1" })).toEqual({
      adults: "Enter a whole number",
      children: "Enter a whole number",
      room_category_id: "Enter a whole number",
    });
    expect(fieldErrorsOf(schema, { ...entry, room_price: "7000" })).toEqual({ room_price: "Must be a number" });
  });

  it("needs a room and known services", () => {
    expect(fieldErrorsOf(schema, { ...entry, room_category_id: undefined })).toEqual({
      room_category_id: "Please select a room",
    });
    expect(fieldErrorsOf(schema, { ...entry, room_category_id: 0 })).toEqual({ room_category_id: "Please select a room" });
    expect(fieldErrorsOf(schema, { ...entry, services: [{ name: "breakfast", price: 0 }] })).toEqual({
      "services.0.name": "Unknown service",
    });
    expect(fieldErrorsOf(schema, { ...entry, services: [{ name: "lunch", price: 0, qty: 2 }] })).toEqual({
      "services.0.qty": "Unknown field",
    });
  });

  it("applies the guest rule and the date rules", () => {
    expect(fieldErrorsOf(schema, { ...entry, adults: 3, children: 2 })).toEqual({ children: "Maximum 4 guests per room" });
    expect(fieldErrorsOf(schema, { ...entry, check_out_date: "2026-11-21" })).toEqual({
      check_out_date: "Check-out date must be after check-in date",
    });
    expect(fieldErrorsOf(schema, { ...entry, check_in_date: "2025-09-01", check_out_date: "2025-09-02" })).toEqual({
      check_in_date: "Check-in date must be on or after September 26th, 2025",
    });
  });
});

describe("API booking request", () => {
  const schema = createBookingRequestSchema({ today });

  it("accepts 1 to 5 rooms", () => {
    expect(schema.parse({ bookings: [entry] }).bookings).toHaveLength(1);
    expect(schema.parse({ bookings: Array(5).fill(entry) }).bookings).toHaveLength(5);
  });

  it("refuses no rooms, six rooms and a missing list", () => {
    expect(fieldErrorsOf(schema, { bookings: [] })).toEqual({ bookings: "Please select at least one room" });
    expect(fieldErrorsOf(schema, {})).toEqual({ bookings: "Please select at least one room" });
    expect(fieldErrorsOf(schema, { bookings: Array(6).fill(entry) })).toEqual({ bookings: "Maximum 5 rooms per booking" });
    expect(fieldErrorsOf(schema, { bookings: entry })).toEqual({ bookings: "Expected a list" });
  });

  it("refuses a body that is not an object, and unknown top-level fields", () => {
    expect(fieldErrorsOf(schema, "book")).toEqual({ body: "Expected a JSON object" });
    expect(fieldErrorsOf(schema, [entry])).toEqual({ body: "Expected a JSON object" });
    expect(fieldErrorsOf(schema, { bookings: [entry], promo: 1 })).toEqual({ promo: "Unknown field" });
  });

  it("needs every room to share the dates and guest details", () => {
    expect(
      fieldErrorsOf(schema, {
        bookings: [entry, { ...entry, name: "Someone Else" }, { ...entry, check_out_date: "2026-11-24" }, entry],
      }),
    ).toEqual({
      "bookings.1.name": "All rooms in one booking must share the same dates and guest details",
      "bookings.2.check_out_date": "All rooms in one booking must share the same dates and guest details",
    });
  });

  it("compares guest details after normalising them", () => {
    const same = { ...entry, email: " ASHA@example.com", phone: "+91 98765 43210", name: " Asha  Verma " };
    expect(fieldErrorsOf(schema, { bookings: [entry, same] })).toEqual({});
  });

  it("lets rooms differ in type and guests", () => {
    expect(
      fieldErrorsOf(schema, { bookings: [entry, { ...entry, room_category_id: 4, adults: 4, children: 0, services: [] }] }),
    ).toEqual({});
  });
});
