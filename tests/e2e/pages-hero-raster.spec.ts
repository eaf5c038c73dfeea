import { expect, test } from "@playwright/test";
import { openPage } from "./support/page";

const firstPicture = "main picture img";

test.describe("the first screen's picture comes as a WebP copy of its illustration", () => {
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

  test("each copy is served as WebP, and pictures further down stay SVG and lazy", async ({ page, request }) => {
    await openPage(page, "/");
    const srcset = (await page.locator("main picture source[type='image/webp']").first().getAttribute("srcset")) ?? "";
    const files = srcset.split(",").map((entry) => entry.trim().split(" ")[0]);
    expect(files).toHaveLength(2);
    for (const file of files) {
      const response = await request.get(file);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/webp");
      // RIFF....WEBP
      expect((await response.body()).subarray(8, 12).toString("latin1")).toBe("WEBP");
    }
    // One illustration comes as WebP copies: the first screen's. (Staff photos come as pictures too.)
    await expect(page.locator("main picture:has(source[srcset*='/illustrations/'])")).toHaveCount(1);
    const lazySvg = page.locator("main img[loading=lazy][src$='.svg']");
    expect(await lazySvg.count()).toBeGreaterThan(5);
  });
});
