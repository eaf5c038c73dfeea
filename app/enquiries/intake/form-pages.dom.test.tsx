import { cleanup, render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { Outlet, createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { rootDataFor } from "~/components/words-test-support";
import { hotel } from "~/content/hotel";
import type { Lang } from "~/i18n/lang";
import Contact, { loader as contactLoader } from "~/enquiries/contact/contact";
import DiningBookingPage, { loader as diningLoader } from "~/enquiries/dining/dining-booking-page";
import JoinNow, { loader as joinNowLoader } from "~/enquiries/membership/join-now";
import { MembershipPanel } from "../membership/membership-panel";

afterEach(cleanup);

/** A route's loader; the stub hands it the request, all these loaders read. */
type Loader = (args: never) => unknown;

/** A page as it renders at `path` (English) or `/hi…`: the root's words and the page's own loader. */
async function renderPage(path: string, lang: Lang, Page: ComponentType, loader: Loader, ready: string | RegExp) {
  const at = lang === "hi" ? `/hi${path}` : path;
  const Stub = createRoutesStub([
    {
      id: "root",
      Component: Outlet,
      loader: () => rootDataFor(lang),
      children: [{ path: at, Component: Page, loader: ({ request }) => loader({ request } as never) as object }],
    },
  ]);
  render(<Stub initialEntries={[at]} />);
  await screen.findAllByText(ready);
}

/** Every word a guest can see or hear on the page: its text and its labels, placeholders and titles. */
function everything(): string {
  const attributes = [...document.querySelectorAll("[aria-label], [placeholder], [title], [alt]")].flatMap((element) =>
    ["aria-label", "placeholder", "title", "alt"].map((name) => element.getAttribute(name) ?? ""),
  );
  return [document.body.textContent ?? "", ...attributes].join(" ");
}

/**
 * Latin left on a Hindi page besides what a Hindi page may show (product-rules.md: Hindi): the
 * brand name, e-mail addresses, "km", network names (Google Maps), and the postal address as staff
 * keep it on the desk (in English; the desk has no Hindi address yet).
 */
function latinLeft(text: string): string[] {
  const { address } = hotel;
  const allowed = [hotel.shortName, hotel.emails.general, hotel.emails.reservations, address.street, address.locality, address.district, address.region];
  const rest = allowed.filter(Boolean).reduce((left, word) => left.split(word).join(" "), text).replace(/\b(km|Google)\b/g, " ");
  return rest.match(/[A-Za-z]+/g) ?? [];
}

describe("the form pages in Hindi (product-rules.md: Hindi)", () => {
  it("/hi/Contact: every word is Hindi but the brand, the e-mails and the desk's postal address", async () => {
    await renderPage("/Contact", "hi", Contact as ComponentType, contactLoader, "संपर्क करें");
    expect(latinLeft(everything())).toEqual([]);
    expect(screen.getByRole("heading", { level: 2, name: "हमें लिखें" })).toBeTruthy();
  });

  it("/Contact stays English", async () => {
    await renderPage("/Contact", "en", Contact as ComponentType, contactLoader, "Contact Us");
    for (const text of ["Get In Touch", "Working Hours", "Directions on the map", "Send Message", `Getting to ${hotel.address.locality}`]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
  });

  it("/hi/DiningBookingForm: every word is Hindi", async () => {
    await renderPage("/DiningBookingForm", "hi", DiningBookingPage as ComponentType, diningLoader, "टेबल बुकिंग");
    expect(latinLeft(everything())).toEqual([]);
    expect(screen.getByRole("option", { name: "4 लोग" })).toBeTruthy();
    expect(screen.getByText("टेबल सुबह 7:00 से रात 10:00 बजे तक")).toBeTruthy();
  });

  it("/DiningBookingForm stays English", async () => {
    await renderPage("/DiningBookingForm", "en", DiningBookingPage as ComponentType, diningLoader, "Table Reservation");
    expect(screen.getByRole("option", { name: "1 person" })).toBeTruthy();
    expect(screen.getByText("Tables from 7:00 AM to 10:00 PM")).toBeTruthy();
  });

  it("/hi/joinNow: the page and its sign-in panel are Hindi", async () => {
    // The route shows the panel once it nears the viewport; here it is shown beside the page at once.
    function JoinNowWithPanel(props: Parameters<typeof JoinNow>[0]) {
      return (
        <>
          <JoinNow {...props} />
          <MembershipPanel />
        </>
      );
    }
    await renderPage("/joinNow", "hi", JoinNowWithPanel as ComponentType, joinNowLoader, "सदस्य लॉग-इन");
    expect(latinLeft(everything())).toEqual([]);
    expect(screen.getByRole("tab", { name: "ईमेल पता" })).toBeTruthy();
    expect(screen.getByText("सदस्यों के लिए ख़ास दरें")).toBeTruthy();
  });

  it("/joinNow stays English", async () => {
    await renderPage("/joinNow", "en", JoinNow as ComponentType, joinNowLoader, "Join now and stay for less");
    expect(screen.getByText("Exclusive member rates")).toBeTruthy();
  });
});
