import { expect, type Page, test } from "@playwright/test";
import { openPage } from "./support/page";

/** Whether the element is wholly on the first screen, above the phone's bottom bar. */
function onFirstScreen(page: Page, selector: string) {
  return page.locator(selector).first().evaluate((element) => {
    const { top, bottom } = element.getBoundingClientRect();
    const bar = document.querySelector("nav[aria-label='Quick actions']")?.getBoundingClientRect();
    const floor = bar && bar.height > 0 ? bar.top : window.innerHeight;
    return top >= 0 && bottom <= floor;
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
]) {
  test(`at ${viewport.width} × ${viewport.height} the first screen shows the hotel and a way to check availability`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openPage(page, "/");
    expect(await onFirstScreen(page, "#home-title")).toBe(true);
    await expect(page.locator("#home-title")).toHaveText(/Narmada Riverside Resort/);
    expect(await onFirstScreen(page, "#booking h2")).toBe(true);
    expect(await onFirstScreen(page, "#booking input[type=date]")).toBe(true);
    // Before the hero: the header and nothing else.
    const heroTop = await page.locator("#home-title").evaluate((title) => title.closest("section")?.getBoundingClientRect().top);
    expect(heroTop).toBeLessThanOrEqual(90);
  });
}

test("on a narrow phone the slides' copy never runs under the hotel's name or the carousel's controls", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openPage(page, "/");
  const overlaps = await page.evaluate(() => {
    const title = document.getElementById("home-title")?.getBoundingClientRect();
    const hero = document.getElementById("home-title")?.closest("section");
    const controls = hero?.querySelector("button[aria-label]")?.getBoundingClientRect();
    if (!title || !controls) return ["no title or controls"];
    return [...(hero?.querySelectorAll(".carousel-slide .max-w-2xl") ?? [])].flatMap((copy, index) => {
      const box = copy.getBoundingClientRect();
      const problems: string[] = [];
      if (box.top < title.bottom) problems.push(`slide ${index + 1} under the name`);
      if (box.bottom > controls.top) problems.push(`slide ${index + 1} under the controls`);
      return problems;
    });
  });
  expect(overlaps).toEqual([]);
});
