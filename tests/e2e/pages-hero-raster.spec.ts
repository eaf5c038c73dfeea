import { expect, test } from "@playwright/test";
import { openPage } from "./support/page";

const firstPicture = "main picture img";

test.describe("illustrations come as WebP copies, the first screen's first", () => {
  for (const path of ["/", "/Room", "/Gallery", "/Event", "/Contact"]) {
    test(`${path}: the largest picture on the first screen is a WebP the browser has decoded, the SVG its fallback`, async ({ page }) => {
      await openPage(page, path);
      const image = page.locator(firstPicture).first();
      await expect(image).toHaveAttribute("src", /^\/illustrations\/.+\.svg$/);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const current = await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
      expect(current).toMatch(/^\/illustrations\/.+-(640|1280)\.webp$/);
      // On the first screen: the copy is what the guest sees first.
      const top = await image.evaluate((img) => img.getBoundingClientRect().top);
      expect(top).toBeLessThan(400);
    });
  }

  test("each copy is served as WebP, and every illustration further down comes as lazy WebP copies too, never as an SVG document", async ({ page, request }) => {
    const svgLoads: string[] = [];
    page.on("response", (response) => {
      const path = new URL(response.url()).pathname;
      if (/^\/illustrations\/.+\.svg$/.test(path)) svgLoads.push(path);
    });
    await openPage(page, "/");
    const srcset = (await page.locator("main picture source[type='image/webp']").first().getAttribute("srcset")) ?? "";
    const files = srcset.split(",").map((entry) => entry.trim().split(" ")[0]);
    expect(files).toHaveLength(3);
    for (const file of files) {
      const response = await request.get(file);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/webp");
      // RIFF....WEBP
      expect((await response.body()).subarray(8, 12).toString("latin1")).toBe("WEBP");
    }
    // Every illustration is a picture of WebP copies; only the first screen's loads eagerly.
    const illustrations = page.locator("main img[src^='/illustrations/']");
    const count = await illustrations.count();
    expect(count).toBeGreaterThan(5);
    await expect(page.locator("main picture:has(source[srcset*='/illustrations/']) img[src^='/illustrations/']")).toHaveCount(count);
    expect(await page.locator("main img[src^='/illustrations/'][loading=lazy]").count()).toBe(count - 1);
    // Scrolled to the end, the pictures that loaded are all WebP: the page's thread never builds an SVG document for one.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.locator("main img[src^='/illustrations/']").evaluateAll((imgs) => imgs.filter((img) => (img as HTMLImageElement).currentSrc.endsWith(".webp")).length)).toBeGreaterThan(5);
    expect(svgLoads).toEqual([]);
  });
});
