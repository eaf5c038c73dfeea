import { describe, expect, it } from "vitest";
import { isSafeMediaName, mediaUrlFor } from "./media-names.server";

const admin = "https://admin.hotel.example";

describe("media names", () => {
  it.each(["deluxe-1.svg", "Room_2.JPG", "suite (1).jpeg", "a.webp", "b.avif", "c.gif", "d.png"])("accepts %s", (name) => {
    expect(isSafeMediaName(name)).toBe(true);
  });

  it.each(["../x.png", "a/b.png", ".hidden.png", "x.exe", "x.svg.html", "", "x..png", "a\\b.png", "%2e%2e.png"])(
    "refuses %s",
    (name) => {
      expect(isSafeMediaName(name)).toBe(false);
    },
  );

  it.each([
    ["rooms", "deluxe-1.svg", "/media/rooms/deluxe-1.svg"],
    ["rooms", "suite (1).jpg", "/media/rooms/suite%20(1).jpg"],
    ["rooms", `${admin}/assets/images/rooms/a.jpg`, "/media/rooms/a.jpg"],
    ["gallery", `${admin}/assets/images/gallery/b%20c.png`, "/media/gallery/b%20c.png"],
    ["gallery", "/assets/images/gallery/c.webp", "/media/gallery/c.webp"],
    ["gallery", "assets/images/gallery/d.webp", "/media/gallery/d.webp"],
  ] as const)("maps %s image %s to %s", (kind, reference, url) => {
    expect(mediaUrlFor(kind, reference, admin)).toBe(url);
  });

  it.each([
    ["gallery", "https://elsewhere.example/assets/images/gallery/a.jpg"],
    ["gallery", `${admin}/uploads/a.jpg`],
    ["gallery", `${admin}/assets/images/rooms/a.jpg`],
    ["rooms", `${admin}/assets/images/rooms/../secret.png`],
    ["rooms", `${admin}/assets/images/rooms/%2e%2e%2fsecret.png`],
    ["rooms", "//evil.example/assets/images/rooms/a.jpg"],
    ["rooms", "javascript:alert(1)"],
  ] as const)("cannot serve %s image %s", (kind, reference) => {
    expect(mediaUrlFor(kind, reference, admin)).toBeNull();
  });
});
