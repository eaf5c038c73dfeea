import { describe, expect, it } from "vitest";
import { featureIcon, roomFeatures, standardRoomFeatures } from "./room-features";
import { lightboxImages } from "./room-images";
import { nightlyRateLabel } from "./room-price";

describe("room features", () => {
  it("shows the room's own list, else the comforts every room has, with no made-up size, bed or guests", () => {
    expect(roomFeatures({ room_features: ["Balcony", " ", "TV"] })).toEqual(["Balcony", "TV"]);
    expect(roomFeatures({ room_features: [] })).toBe(standardRoomFeatures);
    expect(standardRoomFeatures).toEqual(["Air-conditioned", "Free Wi-Fi", "TV", "Heater", "Phone", "Laundry on request"]);
  });

  it("gives each feature a fitting icon", () => {
    expect(standardRoomFeatures.map(featureIcon)).toEqual(["ac", "wifi", "tv", "heater", "phone", "laundry"]);
    expect(["Bathtub", "Work desk"].map(featureIcon)).toEqual(["check", "check"]);
    expect(featureIcon("Soaking tub")).toBe("check");
  });
});

describe("room media and prices", () => {
  it("opens the gallery in the lightbox, or the main image alone", () => {
    expect(lightboxImages({ main_image: "/m/a.svg", gallery_images: ["/m/b.svg", "/m/c.svg"] })).toEqual(["/m/b.svg", "/m/c.svg"]);
    expect(lightboxImages({ main_image: "/m/a.svg", gallery_images: [] })).toEqual(["/m/a.svg"]);
  });

  it("states the nightly rate in rupees with Indian grouping", () => {
    expect(nightlyRateLabel(4500)).toBe("₹4,500");
    expect(nightlyRateLabel(125000)).toBe("₹1,25,000");
    expect(nightlyRateLabel(6299.5)).toBe("₹6,299.50");
  });
});
