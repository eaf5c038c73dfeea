import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { GRAND_OPENING_BANNER_ID, isBannerDismissed } from "./banner-cookie";
import { GrandOpeningBanner } from "./grand-opening-banner";

function renderBanner(open: boolean) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <GrandOpeningBanner state={{ kind: "opening", openingDay: "September 26th, 2025", open }} /> },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

afterEach(() => {
  cleanup();
  // biome-ignore lint/suspicious/noDocumentCookie: clearing what the banner wrote
  document.cookie = `nrr_banner_dismissed=; Path=/; Max-Age=0`;
});

describe("the grand-opening banner", () => {
  it("after the opening: says so in one short phrase on a phone, with the booking link", async () => {
    renderBanner(true);
    const banner = await screen.findByRole("complementary", { name: "Announcement" });
    expect(banner.textContent).toContain("Now open.");
    // The long sentence is marked for wider screens only.
    const sentence = screen.getByText(/welcomed the first guests/);
    expect(sentence.className).toContain("hidden");
    expect(sentence.className).toContain("sm:inline");
    expect(screen.getByRole("link", { name: "Book your stay" }).getAttribute("href")).toBe("/BookingForm");
  });

  it("before the opening: points to the reservations e-mail", async () => {
    renderBanner(false);
    const link = await screen.findByRole("link", { name: /Reserve by e-mail/ });
    expect(link.getAttribute("href")).toMatch(/^mailto:/);
  });

  it("is dismissed for the site with a cookie the server recognises", async () => {
    renderBanner(true);
    fireEvent.click(await screen.findByRole("button", { name: "Dismiss announcement" }));
    expect(screen.queryByRole("complementary", { name: "Announcement" })).toBeNull();
    expect(isBannerDismissed(document.cookie, GRAND_OPENING_BANNER_ID)).toBe(true);
  });
});
