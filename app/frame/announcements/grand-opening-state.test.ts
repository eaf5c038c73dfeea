import { describe, expect, it } from "vitest";
import { applySettings, type Banner, currentSettings, hotel } from "~/content/hotel";
import { isBannerDismissed, dismissBannerCookie, GRAND_OPENING_BANNER_ID } from "./banner-cookie";
import { announcementBarState, grandOpeningBannerState, noticeId } from "./grand-opening-state";

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

describe("announcementBarState: staff's announcement (product-rules.md: Offers and the announcement bar, Hindi)", () => {
  const banner = {
    text: "Boats run again from 1 October.",
    link: { label: "Book your stay", href: "/BookingForm" },
    startsOn: "2026-09-20",
    endsOn: "2026-10-05",
  } as const;
  const withBanner = (value: Banner | null, run: () => void) => {
    const saved = currentSettings();
    try {
      applySettings({ ...saved, banner: value });
      run();
    } finally {
      applySettings(saved);
    }
  };

  it("is in the page's language: staff's Hindi where written, their English elsewhere, one id for both", () => {
    withBanner({ ...banner, hi: { text: "1 अक्टूबर से नावें फिर चलेंगी।" } }, () => {
      const hindi = announcementBarState("2026-09-25", null, "hi");
      const english = announcementBarState("2026-09-25", null, "en");
      expect(hindi).toMatchObject({ kind: "notice", text: "1 अक्टूबर से नावें फिर चलेंगी।", link: banner.link });
      expect(english).toMatchObject({ kind: "notice", text: banner.text, link: banner.link });
      expect(hindi && "id" in hindi && hindi.id).toBe(english && "id" in english && english.id);
      // The id is the one the announcement had before it had Hindi: closing it still holds.
      expect(hindi && "id" in hindi && hindi.id).toBe(noticeId(banner));
    });
  });

  it("shows the English where staff wrote no Hindi, never a blank", () => {
    withBanner({ ...banner, hi: { text: " ", linkLabel: "अपना ठहराव बुक करें" } }, () => {
      expect(announcementBarState("2026-09-25", null, "hi")).toMatchObject({
        text: banner.text,
        link: { label: "अपना ठहराव बुक करें", href: "/BookingForm" },
      });
    });
  });
});
