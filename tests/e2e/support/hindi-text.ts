import type { Page } from "@playwright/test";
import { hotel } from "./shipped-hotel";

/**
 * Latin words a Hindi page may show (product-rules.md: Hindi): the hotel's brand and the parts of
 * its details staff keep in English (address, e-mail), the names of networks and apps, units, and the
 * language switch's own "English". Every other run of Latin letters is an untranslated word.
 */
export function allowedLatinWords(): Set<string> {
  // The registered legal name and GSTIN are written as registered, in every language.
  const fromHotel = [hotel.name, hotel.shortName, hotel.legal.name, hotel.legal.gstin, ...Object.values(hotel.address)]
    .filter((value): value is string => typeof value === "string")
    .join(" ");
  const fixed = "English WhatsApp Facebook Instagram YouTube Google Maps Twitter X LinkedIn km GST";
  return new Set(`${fromHotel} ${fixed}`.split(/[^A-Za-z]+/).filter(Boolean).map((word) => word.toLowerCase()));
}

/**
 * What a guest reads or hears on the page: its title and description, the visible text, and the
 * accessible names, alternative texts, titles and placeholders of what is shown, without e-mail
 * addresses and web addresses (those are Latin by nature).
 */
export async function readableText(page: Page): Promise<string> {
  const text = await page.evaluate(() => {
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
    };
    const attributes = [...document.querySelectorAll("[aria-label], [alt], [title], [placeholder]")]
      .filter((element) => element.closest("[hidden]") === null && (shown(element) || element.matches(".sr-only *, .sr-only")))
      .flatMap((element) =>
        ["aria-label", "alt", "title", "placeholder"].map((name) => element.getAttribute(name) ?? ""),
      );
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
    return [document.title, description, document.body.innerText, ...attributes].join("\n");
  });
  return text.replace(/\S+@\S+/g, " ").replace(/https?:\/\/\S+/g, " ");
}

/** Every Latin word of `text` not on the allowlist, each once, with a few words of context. */
export function untranslatedWords(text: string, allowed: Set<string>): string[] {
  const found = new Map<string, string>();
  for (const match of text.matchAll(/[A-Za-z][A-Za-z'’.-]*/g)) {
    const word = match[0].replace(/[.'’-]+$/, "");
    if (allowed.has(word.toLowerCase()) || found.has(word)) continue;
    const start = Math.max(0, (match.index ?? 0) - 30);
    found.set(word, text.slice(start, (match.index ?? 0) + word.length + 30).replace(/\s+/g, " "));
  }
  return [...found].map(([word, context]) => `${word}  …${context}…`);
}
