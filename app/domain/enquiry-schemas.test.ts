import { describe, expect, it } from "vitest";
import {
  contactMessages,
  createContactEnquirySchema,
  createEventEnquirySchema,
  eventMessages,
  eventTypes,
} from "./enquiry-schemas";
import { fieldErrorsOf } from "./field-errors";
import { guestReply, missingContactEn } from "./guest-form-test-support";

const today = "2026-11-21";

describe("contact enquiry", () => {
  const schema = createContactEnquirySchema();
  const valid = {
    name: "Asha",
    ...guestReply,
    phone: "+91 98765 43210",
    message: "Do you have parking?\nThanks",
  };

  it("accepts a message, keeping its line breaks", () => {
    expect(schema.parse(valid)).toEqual({ ...valid, phone: "+919876543210" });
  });

  it("requires every field", () => {
    expect(contactMessages).toEqual({
      nameRequired: "Name is required",
      emailRequired: "Email is required",
      emailInvalid: "Invalid email format",
      phoneRequired: "Phone number is required",
      messageRequired: "Message is required",
    });
    expect(fieldErrorsOf(schema, {})).toEqual({
      ...missingContactEn,
      message: "Message is required",
    });
  });

  it("checks email, phone and message length", () => {
    expect(fieldErrorsOf(schema, { ...valid, email: "asha@example", phone: "12345", message: "x".repeat(2001) })).toEqual({
      email: "Invalid email format",
      phone: "Enter a 10-digit Indian mobile number, or your number with its country code (for example +44 20 7946 0958)",
      message: "Message must be 2000 characters or fewer",
    });
    expect(fieldErrorsOf(schema, { ...valid, phone: "+1234567", message: "x".repeat(2000) })).toEqual({});
    expect(fieldErrorsOf(schema, { ...valid, phone: "+1234567890123456" })).toEqual({ phone: "Enter a 10-digit Indian mobile number, or your number with its country code (for example +44 20 7946 0958)" });
    // Without a country code, seven digits could be anywhere: the guest is asked for the code.
    expect(fieldErrorsOf(schema, { ...valid, phone: "1234567" })).toEqual({ phone: "Enter a 10-digit Indian mobile number, or your number with its country code (for example +44 20 7946 0958)" });
  });

  it("is strict as JSON and tolerant of extra form fields as a form", () => {
    expect(fieldErrorsOf(schema, { ...valid, "cf-turnstile-response": "token" })).toEqual({
      "cf-turnstile-response": "Unknown field",
    });
    expect(
      createContactEnquirySchema({ source: "form" }).parse({ ...valid, "cf-turnstile-response": "token" }),
    ).toEqual({ ...valid, phone: "+919876543210" });
  });
});

describe("event enquiry", () => {
  const schema = createEventEnquirySchema({ today });
  const valid = {
    name: "Asha",
    ...guestReply,
    phone: "0731 2345678",
    event_type: "Wedding",
    event_date: "2027-02-14",
    number_of_guests: 250,
  };

  it("accepts an enquiry; requirements are optional", () => {
    expect(eventTypes).toEqual(["Wedding", "Conference", "Party", "Other"]);
    // An Indian landline with its trunk 0 and area code, in E.164.
    expect(schema.parse(valid)).toEqual({ ...valid, phone: "+917312345678", requirements: "" });
    expect(schema.parse({ ...valid, requirements: "Stage and sound" }).requirements).toBe("Stage and sound");
  });

  it("requires every other field", () => {
    expect(fieldErrorsOf(schema, {})).toEqual({
      ...missingContactEn,
      event_type: "Please select an event type",
      event_date: "Event date is required",
      number_of_guests: "Number of guests is required",
    });
  });

  it("takes only the four event types", () => {
    expect(fieldErrorsOf(schema, { ...valid, event_type: "Birthday" })).toEqual({
      event_type: "Please select an event type",
    });
    expect(fieldErrorsOf(schema, { ...valid, event_type: "" })).toEqual({ event_type: "Please select an event type" });
    expect(fieldErrorsOf(schema, { ...valid, event_type: "wedding" })).toEqual({
      event_type: "Please select an event type",
    });
  });

  it("takes an event date at most two years (730 days) ahead", () => {
    expect(fieldErrorsOf(schema, { ...valid, event_date: "2028-11-20" })).toEqual({});
    expect(fieldErrorsOf(schema, { ...valid, event_date: "2028-11-21" })).toEqual({
      event_date: "Events can be booked at most 2 years ahead. For later dates please call us on +91 90000 00001.",
    });
  });

  it("needs a future (or today's) date after the opening", () => {
    expect(fieldErrorsOf(schema, { ...valid, event_date: "2026-11-21" })).toEqual({});
    expect(fieldErrorsOf(schema, { ...valid, event_date: "2026-11-20" })).toEqual({
      event_date: "Event date cannot be in the past",
    });
    expect(fieldErrorsOf(createEventEnquirySchema({ today: "2025-06-01" }), { ...valid, event_date: "2025-09-01" })).toEqual(
      {
        event_date: "Event date must be on or after September 26th, 2025",
      },
    );
    expect(fieldErrorsOf(schema, { ...valid, event_date: "2027-02-29" })).toEqual({ event_date: "Enter a valid date" });
  });

  it("keeps guests between 1 and 2000", () => {
    expect(eventMessages.tooManyGuests).toBe("Maximum 2000 guests");
    expect(fieldErrorsOf(schema, { ...valid, number_of_guests: 0 })).toEqual({ number_of_guests: "At least 1 guest" });
    expect(fieldErrorsOf(schema, { ...valid, number_of_guests: 1 })).toEqual({});
    expect(fieldErrorsOf(schema, { ...valid, number_of_guests: 2000 })).toEqual({});
    expect(fieldErrorsOf(schema, { ...valid, number_of_guests: 2001 })).toEqual({ number_of_guests: "Maximum 2000 guests" });
    expect(fieldErrorsOf(schema, { ...valid, number_of_guests: 10.5 })).toEqual({
      number_of_guests: "Enter a whole number",
    });
  });

  it("takes the count as a JSON number, or as a string from a form", () => {
    expect(fieldErrorsOf(schema, { ...valid, number_of_guests: "250" })).toEqual({
      number_of_guests: "Enter a whole number",
    });
    expect(
      createEventEnquirySchema({ today, source: "form" }).parse({ ...valid, number_of_guests: "250" }).number_of_guests,
    ).toBe(250);
  });
});
