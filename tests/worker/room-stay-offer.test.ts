/**
 * What a room page's structured data prices (product-rules.md: Google's hotel feed): the dates in
 * its address through the website's own availability search and price calculation, night by night
 * at the rates in force, or tonight's rate when the dates cannot be priced.
 */
import { createExecutionContext, env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addDays } from "~/domain/hotel-date";
import type { Room } from "~/domain/api-types";
import { createServices } from "~/server/create-services.server";
import { roomStayOffer } from "../../app/site/rooms/room-stay-offer.server";
import { bookRooms } from "./booked-rooms";
import { clearDesk } from "./desk-helpers";
import { quietDayPlus } from "./test-dates";

const today = quietDayPlus(0);
const checkIn = quietDayPlus(3);
const checkOut = addDays(checkIn, 2);
const services = () => createServices(env, createExecutionContext());

async function suite(): Promise<Room> {
  const room = await services().rooms.get(4);
  if (!room) throw new Error("The seed has a Suite");
  return room;
}

async function reset() {
  await clearDesk();
  await env.DB.prepare("DELETE FROM rate_periods WHERE name = 'Test festival'").run();
}

beforeEach(reset);
afterEach(reset);

describe("roomStayOffer", () => {
  it("prices the searched nights at the rate in force on each, for one room before GST", async () => {
    const base = (await env.DB.prepare("SELECT room_price FROM rooms WHERE id = 4").first<{ room_price: number }>())?.room_price ?? 0;
    // The stay's second night falls in a festival period at ₹12,000 for the Suite.
    const period = await env.DB.prepare(
      "INSERT INTO rate_periods (name, first_night, last_night, updated_by, updated_at, created_by_request) VALUES ('Test festival', ?, ?, 'test', ?, ?) RETURNING id",
    )
      .bind(addDays(checkIn, 1), addDays(checkIn, 1), new Date().toISOString(), crypto.randomUUID())
      .first<{ id: number }>();
    await env.DB.prepare("INSERT INTO rate_period_prices (period_id, room_id, room_price) VALUES (?, 4, 12000)").bind(period?.id).run();

    const offer = await roomStayOffer(services(), await suite(), new URLSearchParams({ checkIn, checkOut }), today);
    // Night one at the Suite's own rate, night two at ₹12,000, in paise.
    expect(offer).toEqual({ checkIn, checkOut, pricePaise: (base + 12_000) * 100, searched: true, available: true });
  });

  it("states tonight's rate when the searched nights are sold out, or are not a stay the site sells", async () => {
    const room = await suite();
    const tonight = { checkIn: today, checkOut: addDays(today, 1), pricePaise: room.room_price * 100, searched: false, available: true };
    expect(await roomStayOffer(services(), room, new URLSearchParams({ checkIn: checkOut, checkOut: checkIn }), today)).toEqual(tonight);
    await bookRooms(4, checkIn, checkOut, { count: 4, status: "confirmed" });
    expect(await roomStayOffer(services(), room, new URLSearchParams({ checkIn, checkOut }), today)).toEqual(tonight);
  });
});
