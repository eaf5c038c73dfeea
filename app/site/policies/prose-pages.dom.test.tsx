import { cleanup, render, screen, waitFor } from "@testing-library/react";
import type { MetaDescriptor } from "react-router";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { hotel } from "~/content/hotel";
import * as About from "~/site/about/about";
import * as Facilities from "~/site/facilities/facilities";
import * as Faq from "~/site/faq/faq";
import * as PolicyPage from "~/site/policies/policy-page";
import * as Tourism from "~/site/tourism/tourism";

/**
 * The six prose pages (About, Facilities, Omkareshwar tourism, FAQ, Terms, Privacy) in both
 * languages (product-rules.md: Hindi): each route's loader sends its words in the path's language.
 */

afterEach(cleanup);

interface PageModule {
  default: (props: never) => React.ReactNode;
  loader: (args: { request: Request }) => unknown;
  meta: (args: never) => MetaDescriptor[];
}

const pages: [string, PageModule][] = [
  ["/about", About as unknown as PageModule],
  ["/Facilities", Facilities as unknown as PageModule],
  ["/omkareshwar-tourism", Tourism as unknown as PageModule],
  ["/FAQ", Faq as unknown as PageModule],
  ["/TermsAndConditions", PolicyPage as unknown as PageModule],
  ["/PrivacyPolicy", PolicyPage as unknown as PageModule],
];

async function renderPage(page: PageModule, path: string) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: Outlet,
      loader: () => ({}),
      children: [{ path: "*", Component: page.default as never, loader: page.loader as never }],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return waitFor(() => screen.getByRole("heading", { level: 1 }));
}

type Tag = Record<string, unknown>;

/** The page's JSON-LD blocks, from its meta. */
const jsonLdOf = (meta: MetaDescriptor[]) =>
  (meta as Tag[]).flatMap((item) => (item["script:ld+json"] ? [item["script:ld+json"] as Tag] : []));

const loaderDataOf = (page: PageModule, path: string) => page.loader({ request: new Request(`https://example.test${path}`) });

/** Latin words a Hindi page shows besides the hotel's brand, its address as staff keep it, e-mail addresses and "km". */
function latinLeft(text: string): string[] {
  const allowed = new Set(
    `${hotel.shortName} ${Object.values(hotel.address).join(" ")} km`
      .split(/[^A-Za-z]+/)
      .filter(Boolean)
      .map((word) => word.toLowerCase()),
  );
  return (text.replace(/[\w.-]+@[\w.-]+/g, " ").match(/[A-Za-z]+/g) ?? []).filter((word) => !allowed.has(word.toLowerCase()));
}

describe("the prose pages in English and Hindi", () => {
  for (const [path, page] of pages) {
    it(`${path} is in English, /hi${path} in Hindi with no English left`, async () => {
      expect((await renderPage(page, path)).textContent).toMatch(/^[^\u0900-\u097F]+$/);
      cleanup();

      const heading = await renderPage(page, `/hi${path}`);
      expect(heading.textContent).toMatch(/[\u0900-\u097F]/);
      const main = document.querySelector("main");
      const readOut = [...(main?.querySelectorAll("[alt], [aria-label]") ?? [])].flatMap((element) => [
        element.getAttribute("alt") ?? "",
        element.getAttribute("aria-label") ?? "",
      ]);
      expect(latinLeft([main?.textContent ?? "", ...readOut].join("\n"))).toEqual([]);
    });

    it(`${path}'s title, description and breadcrumb are in the page's language`, () => {
      for (const lang of ["en", "hi"] as const) {
        const at = lang === "hi" ? `/hi${path}` : path;
        const meta = page.meta({ loaderData: loaderDataOf(page, at), location: { pathname: at } } as never);
        const title = (meta as Tag[]).find((item) => "title" in item)?.title as string;
        const description = (meta as Tag[]).find((item) => item.name === "description")?.content as string;
        const crumbs = jsonLdOf(meta).find((item) => item["@type"] === "BreadcrumbList") as unknown as {
          itemListElement: { name: string }[];
        };
        const hindi = /[\u0900-\u097F]/;
        expect(hindi.test(title.replace(hotel.shortName, ""))).toBe(lang === "hi");
        expect(hindi.test(description)).toBe(lang === "hi");
        expect(crumbs.itemListElement.every((crumb) => hindi.test(crumb.name))).toBe(lang === "hi");
      }
    });
  }

  it("gives the Hindi FAQ's structured data in Hindi, with the same six questions", () => {
    const questionsIn = (at: string) => {
      const meta = Faq.meta({ loaderData: loaderDataOf(Faq as unknown as PageModule, at), location: { pathname: at } } as never);
      const faq = jsonLdOf(meta).find((item) => item["@type"] === "FAQPage") as unknown as {
        mainEntity: { name: string; acceptedAnswer: { text: string } }[];
      };
      return faq.mainEntity;
    };
    const english = questionsIn("/FAQ");
    const hindi = questionsIn("/hi/FAQ");
    expect(hindi).toHaveLength(english.length);
    expect(english[0]?.acceptedAnswer.text).toContain("12:00 PM");
    expect(hindi[0]?.name).toBe("चेक-इन और चेक-आउट का समय क्या है?");
    expect(hindi[0]?.acceptedAnswer.text).toContain("दोपहर 12:00 बजे");
  });
});
