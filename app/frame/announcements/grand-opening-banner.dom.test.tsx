import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { rootDataFor } from "~/components/words-test-support";
import { frameWordsEn } from "~/frame/footer/frame-words";
import type { Lang } from "~/i18n/lang";
import { GRAND_OPENING_BANNER_ID, isBannerDismissed } from "./banner-cookie";
import { GrandOpeningBanner } from "./grand-opening-banner";

const w = frameWordsEn.banner;

function renderBanner(open: boolean, lang: Lang = "en") {
  const Stub = createRoutesStub([
    {
      path: lang === "hi" ? "/hi" : "/",
      Component: () => <GrandOpeningBanner state={{ kind: "opening", open }} />,
      loader: () => rootDataFor(lang),
    },
  ]);
  return render(<Stub initialEntries={[lang === "hi" ? "/hi" : "/"]} />);
}

afterEach(() => {
  cleanup();
  // biome-ignore lint/suspicious/noDocumentCookie: clearing what the banner wrote
  document.cookie = `nrr_banner_dismissed=; Path=/; Max-Age=0`;
});

describe("the grand-opening banner", () => {
  it("after the opening: says so in one short phrase on a phone, with the booking link", async () => {
    renderBanner(true);
    const banner = await screen.findByRole("complementary", { name: w.label });
    expect(banner.textContent).toContain(w.nowOpen);
    // The long sentence is marked for wider screens only.
    const sentence = screen.getByText(/welcomed the first guests/);
    expect(sentence.className).toContain("hidden");
    expect(sentence.className).toContain("sm:inline");
    expect(sentence.textContent).toContain("September 26th, 2025");
    expect(screen.getByRole("link", { name: w.bookYourStay }).getAttribute("href")).toBe("/BookingForm");
  });

  it("before the opening: points to the reservations e-mail", async () => {
    renderBanner(false);
    const link = await screen.findByRole("link", { name: new RegExp(w.reserveByEmail) });
    expect(link.getAttribute("href")).toMatch(/^mailto:/);
  });

  it("is dismissed for the site with a cookie the server recognises", async () => {
    renderBanner(true);
    fireEvent.click(await screen.findByRole("button", { name: w.dismiss }));
    expect(screen.queryByRole("complementary", { name: w.label })).toBeNull();
    expect(isBannerDismissed(document.cookie, GRAND_OPENING_BANNER_ID)).toBe(true);
  });

  it("on a Hindi page: the opening in Hindi with the Hindi date, booking on the Hindi page", async () => {
    renderBanner(true, "hi");
    const banner = await screen.findByRole("complementary", { name: "सूचना" });
    expect(banner.textContent).toContain("होटल अब खुल गया है।");
    expect(banner.textContent).toContain("26 सितंबर 2025 को भव्य उद्घाटन");
    expect(screen.getByRole("link", { name: "कमरा बुक करें" }).getAttribute("href")).toBe("/hi/BookingForm");
    expect(screen.getByRole("button", { name: "सूचना बंद करें" })).toBeTruthy();
    cleanup();
    renderBanner(false, "hi");
    const before = await screen.findByRole("complementary", { name: "सूचना" });
    expect(before.textContent).toContain("हम 26 सितंबर 2025 को खुल रहे हैं।");
    expect(before.textContent).not.toMatch(/September|Opening|reserve/);
  });
});

describe("staff's announcement", () => {
  function renderNotice(state: { text: string; link: { label: string; href: string } | null }, lang: Lang) {
    const path = lang === "hi" ? "/hi" : "/";
    const Stub = createRoutesStub([
      { path, Component: () => <GrandOpeningBanner state={{ kind: "notice", id: "notice-1", ...state }} />, loader: () => rootDataFor(lang) },
    ]);
    return render(<Stub initialEntries={[path]} />);
  }

  it("on a Hindi page: the words the root's loader chose, its link to a page of the site leading to the Hindi page", async () => {
    renderNotice({ text: "1 अक्टूबर से नावें फिर चलेंगी।", link: { label: "अपना ठहराव बुक करें", href: "/BookingForm" } }, "hi");
    const banner = await screen.findByRole("complementary", { name: "सूचना" });
    expect(banner.textContent).toContain("1 अक्टूबर से नावें फिर चलेंगी।");
    expect(screen.getByRole("link", { name: "अपना ठहराव बुक करें" }).getAttribute("href")).toBe("/hi/BookingForm");
    cleanup();
    renderNotice({ text: "Boats run again.", link: { label: "See boats", href: "https://example.org/boats" } }, "hi");
    expect((await screen.findByRole("link", { name: "See boats" })).getAttribute("href")).toBe("https://example.org/boats");
  });

  it("on an English page: the link as staff gave it", async () => {
    renderNotice({ text: "Boats run again.", link: { label: "Book your stay", href: "/BookingForm" } }, "en");
    expect((await screen.findByRole("link", { name: "Book your stay" })).getAttribute("href")).toBe("/BookingForm");
  });
});
