import { describe, expect, it } from "vitest";
import { hotel } from "~/content/hotel";
import { isBannerDismissed, dismissBannerCookie, GRAND_OPENING_BANNER_ID } from "./banner-cookie";
import { grandOpeningBannerState } from "./grand-opening-state";

describe("grandOpeningBannerState", () => {
  it("announces the opening day before it, without a booking link", () => {
    expect(grandOpeningBannerState("2025-09-01", false)).toEqual({ kind: "opening", open: false });
  });

  it("says the hotel is open from the opening date on", () => {
    expect(grandOpeningBannerState("2025-09-26", false)).toMatchObject({ kind: "opening", open: true });
  });

  it("runs a month either side of the opening day (identity config), and not once dismissed", () => {
    expect(hotel.openingDate).toBe("2025-09-26");
    expect(grandOpeningBannerState("2025-08-25", false)).toBeNull();
    expect(grandOpeningBannerState("2025-08-26", false)).not.toBeNull();
    expect(grandOpeningBannerState("2025-10-26", false)).not.toBeNull();
    expect(grandOpeningBannerState("2025-10-27", false)).toBeNull();
    expect(grandOpeningBannerState("2026-11-24", false)).toBeNull();
    expect(grandOpeningBannerState("2025-10-01", true)).toBeNull();
  });
});

describe("banner cookie", () => {
  it("round-trips: the cookie written on dismissal is recognised in a Cookie header", () => {
    const written = dismissBannerCookie(GRAND_OPENING_BANNER_ID).split(";")[0];
    expect(isBannerDismissed(`theme=dark; ${written}; other=1`, GRAND_OPENING_BANNER_ID)).toBe(true);
  });

  it("is not fooled by other banners, look-alike names or no cookies", () => {
    expect(isBannerDismissed(null, GRAND_OPENING_BANNER_ID)).toBe(false);
    expect(isBannerDismissed("nrr_banner_dismissed=festive", GRAND_OPENING_BANNER_ID)).toBe(false);
    expect(isBannerDismissed("xnrr_banner_dismissed=grand-opening", GRAND_OPENING_BANNER_ID)).toBe(false);
  });

  it("lasts 60 days for the whole site", () => {
    expect(dismissBannerCookie("x")).toMatch(/Path=\/; Max-Age=5184000; SameSite=Lax/);
  });
});
