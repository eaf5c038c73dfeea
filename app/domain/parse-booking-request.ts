/**
 * POST /api/bookings takes two shapes (the admin API's contract, docs/delivery.md): the wizard's
 * `{ bookings: […] }` and the chat's flat request (with `rooms` when it books several). Both are validated with today's date and reduced to
 * one normalised booking, so the service, the price calculation and the outbox see a single form.
 */
import type { IsoDate } from "../content/hotel";
import { type BookingBilling, billingOf } from "./billing-fields";
import { type BookingSchemaMessages, bookingSchemaMessagesEn, createBookingRequestSchema } from "./booking-schema";
import {
  type ChatBooking,
  type ChatBookingMessages,
  chatBookingMessages,
  createChatBookingSchema,
  createChatRoomsBookingSchema,
} from "./chat-booking-schema";
import { type FieldErrors, issuesToFieldErrors } from "./field-errors";
import { isRecord } from "./schema-fields";
import type { RoomTypeName } from "./room-types";
import { type ServiceKey, serviceKeys } from "./services";
import type { DateContext } from "./bookable-days";

export interface NormalisedBooking {
  kind: "wizard" | "chat";
  checkIn: IsoDate;
  checkOut: IsoDate;
  /** `billing`: the tax invoice's company, GSTIN and address, when the guest gave any (product-rules.md: Legal name and GSTIN). */
  guest: { name: string; email: string; phone: string; specialRequests: string; billing?: BookingBilling | null };
  /** The wizard names a room by id, the chat by type name. */
  /** `olderChildren`: of the children, those aged 6–11 (product-rules.md: Occupancy); the chat does not ask. */
  rooms: { roomId?: number; roomTypeName?: RoomTypeName; adults: number; children: number; olderChildren?: number }[];
  services: ServiceKey[];
}

export type ParsedBookingRequest = { ok: true; value: NormalisedBooking } | { ok: false; fieldErrors: FieldErrors };

/**
 * `wizardMessages` and `chatMessages` word the answer in its page's language (product-rules.md:
 * Hindi); the chat's shape uses both.
 */
export function parseBookingRequest(
  body: unknown,
  context: DateContext,
  wizardMessages: BookingSchemaMessages = bookingSchemaMessagesEn,
  chatMessages: ChatBookingMessages = chatBookingMessages,
): ParsedBookingRequest {
  // A body with `bookings` is the wizard's; anything else is judged as the chat's shape.
  if (isRecord(body) && "bookings" in body) {
    const parsed = createBookingRequestSchema(context, wizardMessages).safeParse(body);
    if (!parsed.success) return { ok: false, fieldErrors: issuesToFieldErrors(parsed.error) };
    const entries = parsed.data.bookings;
    const first = entries[0];
    const chosen = new Set(entries.flatMap((entry) => entry.services.map((service) => service.name)));
    return {
      ok: true,
      value: {
        kind: "wizard",
        checkIn: first.check_in_date,
        checkOut: first.check_out_date,
        guest: { name: first.name, email: first.email, phone: first.phone, specialRequests: first.special_requests, billing: billingOf(first) },
        rooms: entries.map((entry) => ({
          roomId: entry.room_category_id,
          adults: entry.adults,
          children: entry.children,
          olderChildren: Math.min(entry.children, entry.children_6_11 ?? 0),
        })),
        services: serviceKeys.filter((key) => chosen.has(key)),
      },
    };
  }

  // The chat's several-room request lists its rooms; one room keeps the admin API's flat shape.
  if (isRecord(body) && "rooms" in body) {
    const parsed = createChatRoomsBookingSchema(context, wizardMessages, chatMessages).safeParse(body);
    if (!parsed.success) return { ok: false, fieldErrors: issuesToFieldErrors(parsed.error) };
    const chat = parsed.data;
    return { ok: true, value: chatBooking(chat, chat.rooms.map((room) => ({ ...room, roomTypeName: chat.roomType }))) };
  }
  const parsed = createChatBookingSchema(context, wizardMessages, chatMessages).safeParse(body);
  if (!parsed.success) return { ok: false, fieldErrors: issuesToFieldErrors(parsed.error) };
  const chat = parsed.data;
  return { ok: true, value: chatBooking(chat, [{ roomTypeName: chat.roomType, adults: chat.adults, children: chat.children }]) };
}

function chatBooking(chat: Omit<ChatBooking, "adults" | "children">, rooms: NormalisedBooking["rooms"]): NormalisedBooking {
  return {
    kind: "chat",
    checkIn: chat.checkIn,
    checkOut: chat.checkOut,
    guest: { name: chat.name, email: chat.email, phone: chat.phone, specialRequests: "" },
    rooms,
    services: [],
  };
}
