import { cleanup, render } from "@testing-library/react";
import type { ComponentType } from "react";
import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { wordsWrapper } from "~/components/words-test-support";
import { type HotelSettings, applySettings, hotel } from "~/content/hotel";
import { seedSettings } from "~/content/hotel-seed";
import { servicesContext } from "~/context";
import type { Lang } from "~/i18n/lang";
import { readWords, type SentWords } from "~/i18n/words";
import { rootWords } from "~/root-words.server";
import type { AppServices } from "~/server/app-services";
import * as casual from "../dining/casual-dining";
import * as events from "../events/events";
import * as fine from "../dining/fine-dining";
import * as gallery from "../gallery/gallery";
import * as gym from "../amenities/gym";
import * as rooftop from "../dining/rooftop-dining";
import * as spa from "../amenities/spa";
import * as pool from "../amenities/swimming-pool";

afterEach(cleanup);

// Only what these pages' loaders ask of the services: no reviews yet, and the seeded gallery.
const services = {
  guestWords: { list: async () => ({ reviews: [], posts: [] }) },
  gallery: {
    list: async () => [
      { id: 1, source: "/media/gallery/exterior.svg", alt_name: "The resort building", heading: "The Resort" },
      { id: 3, source: "/media/gallery/pool.svg", alt_name: "The swimming pool", heading: "Swimming Pool" },
    ],
  },
} as unknown as AppServices;

interface PageModule {
  default: ComponentType<never>;
  loader: (args: never) => unknown;
}

const pages: [string, PageModule][] = [
  ["/Finedinning", fine],
  ["/Dining", rooftop],
  ["/Casual", casual],
  ["/Swimmingpool", pool],
  ["/Spa", spa],
  ["/Gym", gym],
  ["/Event", events],
  ["/Gallery", gallery],
];

/** The page as its route renders it at `path` in `lang`, with its loader's data and the root's words. */
async function renderPage(path: string, page: PageModule, lang: Lang) {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  const url = `https://hotel.example${lang === "hi" ? `/hi${path}` : path}`;
  const loaded = await page.loader({ request: new Request(url), context, params: {} } as never);
  const loaderData = (loaded && typeof loaded === "object" && "data" in loaded && "init" in loaded ? loaded.data : loaded) as {
    words: SentWords<Record<string, unknown>>;
  };
  const Page = page.default as ComponentType<{ loaderData: unknown; params: object; matches: unknown[] }>;
  render(<Page loaderData={loaderData} params={{}} matches={[]} />, {
    wrapper: wordsWrapper({ lang, rootData: { words: { ...rootWords(lang), ...readWords(loaderData.words) } } }),
  });
}

/** What a guest reads or hears: the text, and the alt texts and accessible names of what is shown. */
function readable(root: HTMLElement): string {
  const attributes = [...root.querySelectorAll("[aria-label], [alt], [title]")].flatMap((element) =>
    ["aria-label", "alt", "title"].map((name) => element.getAttribute(name) ?? ""),
  );
  return [root.textContent ?? "", ...attributes].join("\n").replace(/\S+@\S+/g, " ");
}

/** The Latin words a Hindi page may show (tests/e2e/support/hindi-text.ts): the brand, the address staff keep, networks, units. */
const allowed = new Set(
  [hotel.name, hotel.shortName, ...Object.values(hotel.address), "WhatsApp Facebook Instagram YouTube Google km"]
    .join(" ")
    .split(/[^A-Za-z]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase()),
);

describe("the amenity pages in both languages (product-rules.md: Hindi)", () => {
  it.each(pages)("%s in English shows only English", async (path, page) => {
    await renderPage(path, page, "en");
    const main = document.querySelector("main") as HTMLElement;
    expect(main.querySelector("h1")?.textContent).toMatch(/^[A-Z][A-Za-z &]+/);
    expect(readable(main)).not.toMatch(/[\u0900-\u097F]/);
  });

  it.each(pages)("/hi%s shows no English outside the allowlist (the forms helper's event form aside)", async (path, page) => {
    await renderPage(path, page, "hi");
    const main = document.querySelector("main") as HTMLElement;
    // Book Your Event is the forms' own (app/site/events/event-enquiry-form.tsx).
    main.querySelector("#book-your-event")?.remove();
    const text = readable(main);
    expect(text).toMatch(/[\u0900-\u097F]{4,}/);
    const english = [...text.matchAll(/[A-Za-z][A-Za-z'’.-]*/g)]
      .map(([word]) => word.replace(/[.'’-]+$/, ""))
      .filter((word) => !allowed.has(word.toLowerCase()));
    expect([...new Set(english)]).toEqual([]);
  });
});

describe("a facility's hours card (product-rules.md: What is open)", () => {
  afterEach(() => applySettings(seedSettings));
  const withFacilities = (facilities: Partial<HotelSettings["facilities"]>) =>
    applySettings({ ...seedSettings, facilities: { ...seedSettings.facilities, ...facilities } });
  /** The hours section's text on the page as rendered, or null when it has none. */
  async function hoursOn(path: string, page: PageModule, lang: Lang) {
    cleanup();
    await renderPage(path, page, lang);
    return document.querySelector(`#${path === "/Gym" ? "gym" : "pool"}-hours`)?.closest("section")?.textContent ?? null;
  }

  it("shows the desk's hours every day while open, in the page's language", async () => {
    withFacilities({ pool: { state: "open", opens: "07:00", closes: "21:00" } });
    expect(await hoursOn("/Swimmingpool", pool, "en")).toMatch(/Every day\s*7:00 AM – 9:00 PM/);
    expect(await hoursOn("/Swimmingpool", pool, "hi")).toContain("हर दिन");
  });

  it("names the opening day before it opens, and shows no hours while only planned", async () => {
    withFacilities({ gym: { state: "opening", opensOn: "2027-03-05", opens: "06:00", closes: "22:00" } });
    expect(await hoursOn("/Gym", gym, "en")).toMatch(/Every day from March 5th, 2027\s*6:00 AM – 10:00 PM/);
    expect(await hoursOn("/Swimmingpool", pool, "en")).toBeNull();
    expect(document.querySelector("main")?.textContent).not.toMatch(/\d:\d\d [AP]M/);
  });
});
