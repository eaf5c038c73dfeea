import { describe, expect, it } from "vitest";
import { bookingSchemaMessagesHi } from "./booking-messages.hi";
import { chatBookingMessages, createChatBookingSchema, createChatRoomsBookingSchema } from "./chat-booking-schema";
import { chatBookingMessagesHi } from "./chat-booking-schema.hi";
import { fieldErrorsOf } from "./field-errors";
import { guestPhoneE164, guestReply, missingContactEn } from "./guest-form-test-support";

const schema = createChatBookingSchema({ today: "2026-11-21" });
const valid = {
  name: "Asha Verma",
  ...guestReply,
  checkIn: "2026-11-21",
  checkOut: "2026-11-22",
  adults: 2,
  children: 0,
  roomType: "deluxe",
};

const errorsOf = (input: unknown) => fieldErrorsOf(schema, input);

describe("chat booking request (the admin API's chat shape)", () => {
  it("accepts the chat's payload and names the room type in full", () => {
    expect(schema.parse(valid)).toEqual({ ...valid, phone: guestPhoneE164, roomType: "Deluxe Room" });
    expect(schema.parse({ ...valid, roomType: "SUPER DELUXE ROOM" }).roomType).toBe("Super Deluxe Room");
    expect(schema.parse({ ...valid, roomType: "Suite Room" }).roomType).toBe("Suite Room");
  });

  it("requires every field, in the wizard's words", () => {
    expect(errorsOf({})).toEqual({
      ...missingContactEn,
      checkIn: "Check-in date is required",
      checkOut: "Check-out date is required",
      adults: "Number of adults is required",
      children: "Number of children is required",
      roomType: "Room type is required",
    });
  });

  it("refuses an unknown room type", () => {
    expect(chatBookingMessages.roomTypeUnknown).toBe("Choose Deluxe, Super Deluxe, Luxury or Suite");
    expect(errorsOf({ ...valid, roomType: "Presidential" })).toEqual({
      roomType: "Choose Deluxe, Super Deluxe, Luxury or Suite",
    });
  });

  it("applies the date and guest rules", () => {
    expect(errorsOf({ ...valid, checkIn: "2026-11-20", checkOut: "2026-11-20" })).toEqual({
      checkIn: "Check-in date cannot be in the past",
      checkOut: "Check-out date must be after check-in date",
    });
    expect(errorsOf({ ...valid, adults: 2, children: 3 })).toEqual({ children: "Maximum 4 guests per room" });
    expect(errorsOf({ ...valid, email: "asha", phone: "123" })).toEqual({
      email: "Invalid email",
      phone: "Enter a 10-digit Indian mobile number, or your number with its country code (for example +44 20 7946 0958)",
    });
  });

  it("is strict JSON: no unknown fields, no numeric strings", () => {
    expect(errorsOf({ ...valid, adults: "2", room: 1 })).toEqual({
      adults: "Enter a whole number",
      room: "Unknown field",
    });
    expect(errorsOf("hello")).toEqual({ body: "Expected a JSON object" });
  });
});

describe("chat booking request from a Hindi page (product-rules.md: Hindi)", () => {
  const hindi = createChatBookingSchema({ today: "2026-11-21" }, bookingSchemaMessagesHi, chatBookingMessagesHi);
  const hindiErrors = (input: unknown) => fieldErrorsOf(hindi, input);

  it("takes the same request and answers its problems in Hindi", () => {
    expect(hindi.parse(valid)).toEqual({ ...valid, phone: guestPhoneE164, roomType: "Deluxe Room" });
    expect(hindiErrors({ ...valid, roomType: "Presidential", email: "asha" })).toEqual({
      roomType: "डीलक्स, सुपर डीलक्स, लग्ज़री या सुइट में से चुनें",
      email: "ईमेल पता सही नहीं है, कृपया जाँच लें",
    });
    expect(hindiErrors({ ...valid, roomType: undefined, checkOut: "2026-11-21" })).toEqual({
      roomType: "कमरे का प्रकार चुनें",
      checkOut: "चेक-आउट की तारीख़ चेक-इन के बाद की होनी चाहिए",
    });
    const rooms = createChatRoomsBookingSchema({ today: "2026-11-21" }, bookingSchemaMessagesHi, chatBookingMessagesHi);
    const { adults: _a, children: _c, ...stay } = valid;
    expect(rooms.safeParse({ ...stay, rooms: [] }).error?.issues[0]?.message).toBe("कम से कम एक कमरा चुनें");
  });
});
