import { describe, expect, it } from "vitest";
import type { Room } from "~/domain/api-types";
import { roomForPage, roomInLang, roomTypeNameIn } from "./room-in-lang";
import { featureIcon } from "./room-features";
import { summariseRoom } from "./room-summary";
import { roomCardWordsHi } from "./room-card-words.hi";

const room: Room = {
  id: 1,
  name: "Deluxe Room",
  room_type_name: "Deluxe Room",
  short_description: "A calm room near the temple.",
  brief_description: "<p>A quiet place to rest.</p>",
  home_description: "Our Deluxe Rooms.",
  room_price: 4500,
  main_image: "/media/rooms/deluxe-1.svg",
  gallery_images: [],
  room_features: ["TV", "Heater"],
  hi: {
    name: "डीलक्स रूम",
    short_description: "मंदिर के पास शांत कमरा।",
    brief_description: "<p>आराम की शांत जगह।</p>",
    room_features: ["टीवी", "हीटर"],
  },
};

describe("roomInLang (product-rules.md: Hindi)", () => {
  it("on a Hindi page shows every word staff wrote in Hindi", () => {
    expect(roomInLang(room, "hi")).toMatchObject({
      name: "डीलक्स रूम",
      short_description: "मंदिर के पास शांत कमरा।",
      brief_description: "<p>आराम की शांत जगह।</p>",
      room_features: ["टीवी", "हीटर"],
      // The type is a key (rates, bookings, the chat go by it): it keeps its English name.
      room_type_name: "Deluxe Room",
      room_price: 4500,
    });
  });

  it("on an English page is the room as it is", () => {
    expect(roomInLang(room, "en")).toBe(room);
  });

  it("falls back to the English word by word, never to a blank", () => {
    const partly: Room = { ...room, hi: { name: "डीलक्स रूम", short_description: "  ", room_features: ["", " "] } };
    const shown = roomInLang(partly, "hi");
    expect(shown.name).toBe("डीलक्स रूम");
    expect(shown.short_description).toBe("A calm room near the temple.");
    expect(shown.brief_description).toBe("<p>A quiet place to rest.</p>");
    expect(shown.room_features).toEqual(["TV", "Heater"]);
    // Blank features among written ones are dropped, not shown empty.
    expect(roomInLang({ ...room, hi: { room_features: ["टीवी", " "] } }, "hi").room_features).toEqual(["टीवी"]);
  });

  it("a room with no Hindi at all (the admin API's) shows English on a Hindi page", () => {
    const { hi: _hi, ...upstream } = room;
    expect(roomInLang(upstream, "hi")).toBe(upstream);
  });

  it("never changes the room it is given", () => {
    roomInLang(room, "hi");
    expect(room.name).toBe("Deluxe Room");
  });

  it("works on a card's summary too, which carries no long description in either language", () => {
    const summary = summariseRoom(room);
    expect(summary.hi).toEqual({ name: "डीलक्स रूम", short_description: "मंदिर के पास शांत कमरा।", room_features: ["टीवी", "हीटर"] });
    const shown = roomInLang(summary, "hi");
    expect(shown).toMatchObject({ name: "डीलक्स रूम", short_description: "मंदिर के पास शांत कमरा।" });
    expect(shown).not.toHaveProperty("brief_description");
  });
});

describe("roomForPage", () => {
  it("sends a page its one language only", () => {
    const hindi = roomForPage(room, "hi");
    expect(hindi.name).toBe("डीलक्स रूम");
    expect(hindi).not.toHaveProperty("hi");
    const english = roomForPage(room, "en");
    expect(english.name).toBe("Deluxe Room");
    expect(english).not.toHaveProperty("hi");
  });
});

describe("roomTypeNameIn", () => {
  it("names the four types in Hindi, and keeps a type it does not know", () => {
    expect(roomTypeNameIn("Super Deluxe Room", "hi")).toBe("सुपर डीलक्स रूम");
    expect(roomTypeNameIn("suite room", "hi")).toBe("सुइट रूम");
    expect(roomTypeNameIn("Super Deluxe Room", "en")).toBe("Super Deluxe Room");
    expect(roomTypeNameIn("Garden Cottage", "hi")).toBe("Garden Cottage");
  });
});

describe("Hindi features", () => {
  it("get the same icons as the English ones, with or without the nukta", () => {
    expect(roomCardWordsHi.standardFeatures.map(featureIcon)).toEqual(["ac", "wifi", "tv", "heater", "phone", "laundry"]);
    expect(featureIcon("फोन")).toBe("phone");
    expect(featureIcon("फ\u093Cोन")).toBe("phone");
    expect(featureIcon("रूम सर्विस (24 घंटे)")).toBe("room-service");
    expect(featureIcon("नर्मदा की ओर बालकनी")).toBe("check");
  });
});
