import { expect, test } from "@playwright/test";
import { openPage } from "./support/page";

const SENTENCE = "Wake to the Narmada at Omkareshwar: rooms, dining and a short walk to the ghats.";

test.describe("brand fonts (preloaded, swapped in over metric-matched fallbacks)", () => {
  test("every page preloads the two Latin faces its stylesheet uses, served to be cached for good", async ({ page, request }) => {
    for (const path of ["/", "/Room", "/Contact"]) {
      await openPage(page, path);
      const preloads = await page.locator('head link[rel="preload"][as="font"]').evaluateAll((links) =>
        links.map((link) => ({
          href: link.getAttribute("href") ?? "",
          type: link.getAttribute("type"),
          crossOrigin: link.getAttribute("crossorigin"),
        })),
      );
      expect(preloads.map((p) => p.href.replace(/-[\w-]{8}\.woff2$/, ".woff2")).sort()).toEqual([
        "/assets/fraunces-latin-wght-normal.woff2",
        "/assets/inter-latin-wght-normal.woff2",
      ]);
      for (const preload of preloads) {
        expect(preload.type).toBe("font/woff2");
        expect(preload.crossOrigin).toBe("anonymous");
      }
      // The stylesheet names the same files, so each is fetched once.
      const stylesheetFonts = await page.evaluate(() =>
        [...document.styleSheets].flatMap((sheet) =>
          [...sheet.cssRules].flatMap((rule) => (rule instanceof CSSFontFaceRule ? [rule.style.getPropertyValue("src")] : [])),
        ),
      );
      for (const preload of preloads) expect(stylesheetFonts.some((src) => src.includes(preload.href))).toBe(true);
    }
    const font = await request.get((await page.locator('link[rel="preload"][as="font"]').first().getAttribute("href")) ?? "");
    expect(font.status()).toBe(200);
    expect(font.headers()["cache-control"]).toContain("immutable");
  });

  test("the brand faces swap in and are used once loaded", async ({ page }) => {
    await openPage(page, "/");
    const display = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) =>
        [...sheet.cssRules].flatMap((rule) =>
          rule instanceof CSSFontFaceRule && /Variable/.test(rule.style.getPropertyValue("font-family"))
            ? [rule.style.getPropertyValue("font-display")]
            : [],
        ),
      ),
    );
    expect(display.length).toBeGreaterThanOrEqual(4);
    expect(new Set(display)).toEqual(new Set(["swap"]));
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    expect(await page.evaluate(() => document.fonts.check('600 32px "Fraunces Variable"'))).toBe(true);
  });

  test("each fallback takes the width of its brand face, so the swap does not move the text", async ({ page }) => {
    await openPage(page, "/");
    const widths = await page.evaluate(async (sentence) => {
      const measure = (family: string, weight: number) => {
        const span = document.createElement("span");
        span.style.cssText = `font: ${weight} 20px ${family}; white-space: nowrap; position: absolute; visibility: hidden`;
        span.textContent = sentence;
        document.body.appendChild(span);
        const { width, height } = span.getBoundingClientRect();
        span.remove();
        return { width, height };
      };
      const loaded = async (family: string, weight: number) =>
        (await document.fonts.load(`${weight} 20px "${family}"`, sentence)).length > 0;
      return {
        fallbacksFound: (await loaded("Inter Fallback", 400)) && (await loaded("Fraunces Fallback", 600)),
        inter: measure('"Inter Variable"', 400),
        interFallback: measure('"Inter Fallback"', 400),
        plainSans: measure("sans-serif", 400),
        fraunces: measure('"Fraunces Variable"', 600),
        frauncesFallback: measure('"Fraunces Fallback"', 600),
      };
    }, SENTENCE);
    // Linux has Liberation Sans and Serif, the metric twins of Arial and Times New Roman.
    expect(widths.fallbacksFound).toBe(true);
    const ratio = (a: { width: number }, b: { width: number }) => a.width / b.width;
    expect(ratio(widths.interFallback, widths.inter)).toBeGreaterThan(0.97);
    expect(ratio(widths.interFallback, widths.inter)).toBeLessThan(1.03);
    expect(ratio(widths.frauncesFallback, widths.fraunces)).toBeGreaterThan(0.95);
    expect(ratio(widths.frauncesFallback, widths.fraunces)).toBeLessThan(1.05);
    // Line boxes the same height: the ascent and descent match too.
    expect(Math.abs(widths.interFallback.height - widths.inter.height)).toBeLessThanOrEqual(1);
    expect(Math.abs(widths.frauncesFallback.height - widths.fraunces.height)).toBeLessThanOrEqual(1);
    // The unscaled system font is measurably off, which is why the fallback is scaled.
    expect(Math.abs(ratio(widths.plainSans, widths.inter) - 1)).toBeGreaterThan(0.04);
  });
});
