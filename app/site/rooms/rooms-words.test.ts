import { describe, expect, it } from "vitest";
import { hotel } from "~/content/hotel";
import { fieldErrorsOf } from "~/domain/field-errors";
import { createRoomSearchSchema } from "~/domain/room-search-schema";
import { roomCardWordsHi } from "./room-card-words.hi";
import { defaultListingCopy, listingCopyFor } from "./room-listing-copy";
import { listingCopyHi } from "./room-listing-copy.hi";
import { roomsWordsHi } from "./rooms-words.hi";

/** Every string in a words object, with where it sits. */
function strings(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${at}[${i}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`));
  return [];
}

// What a Hindi page may show in Latin letters (hindi-brief: the brand, "km", placeholders).
const allowedLatin = /Narmada Riverside Resort|\bkm\b|\{\w+\}/g;

describe("the room pages' Hindi words (product-rules.md: Hindi)", () => {
  it("have no English left in them", () => {
    const { messages: _shared, ...ownWords } = roomsWordsHi.bookPanel;
    const all = [
      ...strings({ ...roomsWordsHi, bookPanel: ownWords }, "rooms"),
      ...strings(roomCardWordsHi, "roomCard"),
      ...strings(listingCopyHi, "listing"),
    ];
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter(([, text]) => /[A-Za-z]/.test(text.replace(allowedLatin, "")))).toEqual([]);
  });

  it("make the listing's copy in Hindi for each type and the default, the type's Hindi name for one without words", () => {
    expect(listingCopyFor("luxury-room", undefined, "hi")).toMatchObject({ roomTypeName: "Luxury Room", heading: "लग्ज़री रूम" });
    expect(defaultListingCopy("hi").intro).toContain("ओंकारेश्वर ज्योतिर्लिंग मंदिर से 5 km दूर (कार से लगभग 10 मिनट)");
    expect(listingCopyFor("penthouse", undefined, "hi").heading).toBe("कमरे और सुइट");
    expect(listingCopyFor("garden-cottage", { room_type_name: "Garden Cottage", short_description: "नदी के पास।" }, "hi")).toMatchObject({
      heading: "Garden Cottage",
      intro: "नदी के पास।",
      description: "Narmada Riverside Resort, ओंकारेश्वर का Garden Cottage: नदी के पास।",
    });
  });

  it("leave the English copy exactly as it was", () => {
    expect(defaultListingCopy().description).toBe(
      `Deluxe, Super Deluxe, Luxury and Suite rooms at ${hotel.name}, on the bank of the Narmada, 5 km from the Omkareshwar Jyotirlinga temple (about 10 minutes by car). See prices per night and book online, pay at the hotel.`,
    );
    expect(listingCopyFor("deluxe-room").description).toBe(
      `Deluxe Rooms in ${hotel.address.locality}, ${hotel.address.region}: a calm, air-conditioned room with one bed, 5 km from the Omkareshwar Jyotirlinga temple (about 10 minutes by car). Book online, pay at the hotel.`,
    );
    expect(listingCopyFor("garden-cottage", { room_type_name: "Garden Cottage", short_description: "By the river." })).toMatchObject({
      description: `Garden Cottage at ${hotel.name}: By the river.`,
      keywords: `Garden Cottage Omkareshwar, ${defaultListingCopy().keywords}`,
    });
  });

  it("give the Book A Room panel its messages in Hindi", () => {
    const messages = roomsWordsHi.bookPanel.messages ?? undefined;
    const schema = createRoomSearchSchema({ today: "2026-11-21" }, messages);
    const errors = fieldErrorsOf(schema, { check_in_date: "", check_out_date: "", adults: "", children: "" });
    expect(Object.values(errors)).toHaveLength(4);
    for (const message of Object.values(errors)) expect(message).toMatch(/[\u0900-\u097F]/);
    const tooMany = fieldErrorsOf(schema, { check_in_date: "2026-11-21", check_out_date: "2026-11-22", adults: "4", children: "1" });
    expect(tooMany.children).toMatch(/मेहमान/);
  });
});
