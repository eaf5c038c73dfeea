import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { rootDataFor, wordsWrapper } from "~/components/words-test-support";
import { hotel } from "~/content/hotel";
import type { Lang } from "~/i18n/lang";
import { frameWordsEn } from "./frame-words";
import { SiteFooter } from "./site-footer";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

/** The footer as the server sends it on `path`, with the root's data of that page's language. */
async function serverFooter(path: string, lang: Lang) {
  const routes = [{ id: "root", path: "*", loader: () => rootDataFor(lang, { today: "2026-12-05" }), element: <SiteFooter /> }];
  const context = await createStaticHandler(routes).query(new Request(`https://hotel.example${path}`));
  if (context instanceof Response) throw new Error("expected a render context");
  document.body.innerHTML = renderToString(<StaticRouterProvider router={createStaticRouter(routes, context)} context={context} />);
  const footer = document.querySelector("footer");
  if (!footer) throw new Error("no footer");
  return footer;
}

/** What a guest reads or hears: the text, and the names and hints of links, lists and fields. */
function everythingSaid(root: HTMLElement): string {
  const attributes = [...root.querySelectorAll("[aria-label], [placeholder]")].flatMap((element) => [
    element.getAttribute("aria-label") ?? "",
    element.getAttribute("placeholder") ?? "",
  ]);
  return [root.textContent ?? "", ...attributes].join("\n");
}

describe("the footer (product-rules.md: Hindi)", () => {
  it("on an English page says what it always said", async () => {
    const footer = await serverFooter("/", "en");
    const w = frameWordsEn;
    expect(footer.textContent).toContain(`A riverside stay on the Narmada, ${hotel.temple.km} km from the ${hotel.temple.name}.`);
    expect(footer.textContent).toContain(`© 2026 ${hotel.name}. All rights reserved.`);
    expect(footer.querySelector('[aria-label="Social links"]')).not.toBeNull();
    // No account entered yet: no network's icon, only the hotel's own e-mail (product-rules.md: Hotel details).
    expect(footer.querySelector('a[aria-label="Facebook (opens in a new tab)"]')).toBeNull();
    expect(footer.querySelector('a[aria-label="Webmail"]')).not.toBeNull();
    // Who issues the tax invoice, and no bar anywhere (product-rules.md: Legal name and GSTIN; What is open).
    expect(footer.textContent).toContain(`${hotel.legal.name} · GSTIN ${hotel.legal.gstin}`);
    expect(footer.textContent).not.toMatch(/\bBar\b/);
    expect(footer.textContent).toContain("Restaurant");
    // The spa and the pools are not open in the seed: the footer does not list them.
    expect(footer.textContent).not.toContain("Wellness & Spa");
    expect([...footer.querySelectorAll("h2")].map((heading) => heading.textContent)).toEqual([
      "Links",
      "Services",
      "Policies",
      w.footer.contactHeading,
      w.newsletter.heading,
    ]);
    expect(footer.querySelector("form")?.getAttribute("aria-label")).toBe("Newsletter sign-up");
    expect(footer.querySelector("input[type=email]")?.getAttribute("placeholder")).toBe("Your email address");
    expect(footer.querySelector("button[type=submit]")?.textContent).toBe("Subscribe");
    // An English page's sign-up carries no language: the action's English is its default.
    expect(footer.querySelector('input[name="lang"]')).toBeNull();
  });

  it("on a Hindi page has no English word but the hotel's names, addresses and networks", async () => {
    const footer = await serverFooter("/hi", "hi");
    const { address, emails, phones } = hotel;
    const allowed = [
      // The registered name first: it holds the brand's words.
      hotel.legal.name,
      ...hotel.shortName.split(" "),
      address.street,
      address.locality,
      address.district,
      address.region,
      emails.general,
      emails.reservations,
      phones.primary.display,
      hotel.legal.gstin,
      "Facebook",
      "Instagram",
      "LinkedIn",
      "YouTube",
      "km",
    ];
    let said = everythingSaid(footer);
    for (const word of allowed) said = said.replaceAll(word, "");
    expect(said).not.toMatch(/[A-Za-z]/);
    expect(footer.textContent).toContain("© 2026 Narmada Riverside Resort, ओंकारेश्वर। सर्वाधिकार सुरक्षित।");
    expect(footer.textContent).toContain(`${hotel.legal.name} · जीएसटीआईएन ${hotel.legal.gstin}`);
    expect(footer.textContent).not.toContain("रेस्तराँ और बार");
    expect(footer.querySelector('input[name="lang"]')?.getAttribute("value")).toBe("hi");
  });

  it("writes the postal address in the page's language: staff's Hindi lines on a Hindi page", async () => {
    const english = await serverFooter("/", "en");
    expect(english.querySelector("address")?.textContent).toContain("Main Road, Omkareshwar, Khandwa, Madhya Pradesh 450554");
    const hindi = await serverFooter("/hi", "hi");
    expect(hindi.querySelector("address")?.textContent).toContain("मेन रोड, ओंकारेश्वर, खंडवा, मध्य प्रदेश 450554");
    expect(hindi.querySelector("address")?.textContent).not.toMatch(/Main Road|Khandwa/);
  });

  it("checks the address on a Hindi page in Hindi, before anything is sent", async () => {
    render(<SiteFooter />, { wrapper: wordsWrapper({ lang: "hi" }) });
    const email = screen.getByPlaceholderText("आपका ईमेल पता");
    await act(async () => {
      fireEvent.change(email, { target: { value: "asha@" } });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "सदस्य बनें" }));
    });
    expect(await screen.findByText("यह ईमेल पता सही नहीं है")).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
  });
});
