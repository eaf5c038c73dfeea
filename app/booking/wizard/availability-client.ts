/**
 * The wizard's one live read (ARCHITECTURE: the browser calls /api only where it must): which room
 * types are free for a stay and one room's guests. Answers are told apart so the wizard can say
 * what happened: rooms, a refused search (with the server's message), too many searches, or no
 * connection.
 */
import type { ApiErrorBody, AvailableRoom } from "~/domain/api-types";
import type { RoomGuests } from "~/domain/guest-counts";
import type { Lang } from "~/i18n/lang";
import { jsonPost } from "../post-json";

export const availabilityEndpoint = "/api/available-rooms";

export interface AvailabilitySearch extends RoomGuests {
  checkIn: string;
  checkOut: string;
}

export type AvailabilityAnswer =
  | { kind: "rooms"; rooms: AvailableRoom[] }
  | { kind: "refused"; message: string }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  | { kind: "failed"; message: string };

/** Rooms, guests and dates that share an answer share a key (rooms with the same party). */
export function availabilityKey(search: AvailabilitySearch): string {
  return `${search.checkIn}|${search.checkOut}|${search.adults}-${search.children}-${search.olderChildren ?? 0}`;
}

export const availabilityFailedMessage =
  "We couldn't check availability just now. Please check your connection and try again.";

function isErrorBody(body: unknown): body is ApiErrorBody {
  return typeof body === "object" && body !== null && "error" in body && typeof body.error === "object" && body.error !== null;
}

function isRoomList(body: unknown): body is { data: AvailableRoom[] } {
  return typeof body === "object" && body !== null && "data" in body && Array.isArray(body.data);
}

/**
 * Asked from a page in `lang`: the server words its refusal in it (`X-Page-Lang`, product-rules.md:
 * Hindi), and `failedMessage` is the page's own words for a search that got no usable answer.
 */
export async function fetchAvailability(
  search: AvailabilitySearch,
  signal?: AbortSignal,
  lang: Lang = "en",
  failedMessage: string = availabilityFailedMessage,
): Promise<AvailabilityAnswer> {
  let response: Response;
  try {
    const body = {
      check_in_date: search.checkIn,
      check_out_date: search.checkOut,
      adults: search.adults,
      children: search.children,
      ...(search.olderChildren ? { children_6_11: search.olderChildren } : {}),
      // One room per search: each room of the booking is searched for its own guests.
      no_of_rooms: 1,
    };
    response = await fetch(availabilityEndpoint, jsonPost(body, { signal, lang }));
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: "failed", message: failedMessage };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isRoomList(body)) return { kind: "rooms", rooms: body.data };
  if (response.status === 429) {
    const seconds = Number(response.headers.get("Retry-After"));
    return { kind: "rate-limited", retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 5 };
  }
  const error = isErrorBody(body) ? body.error : null;
  // The server words its validation in the page's language; anything else only in English, so a
  // page in another language says it in its own words.
  const inPageLanguage = lang === "en" || error?.code === "validation_failed";
  const message = inPageLanguage && typeof error?.message === "string" ? error.message : failedMessage;
  return response.status === 400 ? { kind: "refused", message } : { kind: "failed", message };
}
