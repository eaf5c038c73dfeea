import { createElement } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { hotel } from "~/content/hotel";
import type { RoomSummary } from "~/domain/api-types";
import type { Lang } from "~/i18n/lang";
import { HomeContent } from "./home-content";
import { withHomeWords } from "./home-test-support";

/**
 * The whole home content as the server renders it (every deferred section included), in each
 * language (product-rules.md: Hindi): the Hindi page's words are Hindi but for the allowlist of
 * tests/e2e/support/hindi-text.ts and what staff wrote in English (the offer's name; a room's words
 * staff left without Hindi), and the English page has no Hindi.
 */
const today = "2026-11-21";

const englishRoom = {
  id: 2,
  name: "Super Deluxe Room",
  room_type_name: "Super Deluxe Room",
  short_description: "A calm room facing the Narmada.",
  room_price: 5500,
  main_image: "/media/rooms/2.svg",
  room_features: [],
} as unknown as RoomSummary;

// As the loader sends it on /hi: staff's Hindi name and card line (roomForPage); the type stays the key.
const rooms: Record<Lang, RoomSummary> = {
  en: englishRoom,
  hi: { ...englishRoom, name: "सुपर डीलक्स रूम", short_description: "नर्मदा की ओर खुलता शांत कमरा।" },
};

async function render(lang: Lang): Promise<string> {
  const content = createElement(HomeContent, { today, rooms: [rooms[lang]], guestWords: { reviews: [], posts: [] } });
  const { prelude } = await prerenderToNodeStream(withHomeWords(content, { lang, rootData: { today } }));
  let html = "";
  for await (const chunk of prelude) html += chunk.toString();
  return html;
}

/** What a guest reads or hears: the text, and the alternative texts and accessible names. */
function readable(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]*?\b(?:alt|aria-label|title|placeholder)="([^"]*)"[^>]*>/g, " $1 ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/g, " ")
    .replace(/\S+@\S+/g, " ")
    .replace(/https?:\/\/\S+/g, " ");
}

const allowed = new Set(
  [
    hotel.name,
    hotel.shortName,
    ...Object.values(hotel.address),
    "English WhatsApp Facebook Instagram YouTube Google Maps Twitter X LinkedIn km GST",
  ]
    .join(" ")
    .split(/[^A-Za-z]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase()),
);

describe("the home content in each language", () => {
  it("on /hi shows no English word outside the allowlist", async () => {
    const html = await render("hi");
    const latin = (readable(html).match(/[A-Za-z][A-Za-z'’.-]*/g) ?? []).map((word) => word.replace(/[.'’-]+$/, ""));
    expect([...new Set(latin.filter((word) => !allowed.has(word.toLowerCase())))]).toEqual([]);
    // Every section is there, and its links lead to the Hindi pages that exist.
    for (const heading of ["हमारी सुविधाएँ", "रिज़ॉर्ट के बारे में", "कमरे और सुइट", "कमरों का किराया", "बुकिंग का अनुरोध भेजें"]) {
      expect(html).toContain(heading);
    }
    expect(html).toContain('href="/hi/BookingForm"');
    expect(html).toContain('href="/hi/Room"');
    expect(html).toContain("दोपहर 12:00 बजे");
  });

  it("on / has no Hindi word", async () => {
    expect(readable(await render("en")).match(/[\u0900-\u097F]+/g)).toBeNull();
  });
});
