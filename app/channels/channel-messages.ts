/**
 * The desk's words for channels (English, staff only): each channel's name, the span of a hold, and
 * the conflict note staff and the hotel's e-mail read ("Booking.com holds Suite 401 on 12–14 Mar
 * 2027; the site sold it to K7Q2M9XD").
 */
import type { IsoDate } from "~/content/hotel";
import type { ChannelKey } from "./channel-services";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export const channelNames: Record<ChannelKey, string> = {
  booking_com: "Booking.com",
  airbnb: "Airbnb",
  channel_manager: "Channel manager",
  other: "Other",
};

/** Who holds the room, as staff say it: the channel, or the feed's own name for "other". */
export function holderName(channel: ChannelKey, feedName: string): string {
  return channel === "other" || channel === "channel_manager" ? feedName : channelNames[channel];
}

/** "12–14 Mar 2027", "30 Mar–2 Apr 2027", "30 Dec 2026–2 Jan 2027": first night to the morning it ends. */
export function spanWords(firstNight: IsoDate, untilDate: IsoDate): string {
  const [y1, m1, d1] = firstNight.split("-").map(Number);
  const [y2, m2, d2] = untilDate.split("-").map(Number);
  const month = (m: number) => MONTHS[m - 1] ?? "";
  if (y1 !== y2) return `${d1} ${month(m1)} ${y1}–${d2} ${month(m2)} ${y2}`;
  if (m1 !== m2) return `${d1} ${month(m1)}–${d2} ${month(m2)} ${y2}`;
  return `${d1}–${d2} ${month(m2)} ${y2}`;
}

/** What a hold collides with. */
export type Collision =
  | { kind: "unit-stay"; references: readonly string[] }
  | { kind: "unit-repair" }
  | { kind: "unit-hold"; holders: readonly string[] }
  | { kind: "type-full"; references: readonly string[] };

const NAMED = 4;

function named(list: readonly string[]): string {
  const shown = list.slice(0, NAMED).join(", ");
  return list.length > NAMED ? `${shown} and ${list.length - NAMED} more` : shown;
}

function collisionWords(collision: Collision, typeName: string): string {
  if (collision.kind === "unit-stay") return `the site sold it to ${named(collision.references)}`;
  if (collision.kind === "unit-repair") return "the room is out of order then";
  if (collision.kind === "unit-hold") return `${named(collision.holders)} holds it too`;
  return collision.references.length > 0 ? `the site sold every ${typeName} then (${named(collision.references)})` : `every ${typeName} is taken then`;
}

/** The conflict note, naming the room ("Suite 401" or "a Suite") and what it collides with. */
export function conflictNote(
  hold: { holder: string; typeName: string; unitNumber: string | null; firstNight: IsoDate; untilDate: IsoDate },
  collisions: readonly Collision[],
): string {
  const room = hold.unitNumber ? `${hold.typeName} ${hold.unitNumber}` : `a ${hold.typeName}`;
  const what = collisions.map((collision) => collisionWords(collision, hold.typeName));
  return `${hold.holder} holds ${room} on ${spanWords(hold.firstNight, hold.untilDate)}; ${what.join("; ")}`;
}
