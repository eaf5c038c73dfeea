import { expect, type Locator, type Page, test } from "@playwright/test";
import { currentDot, expectAutoplayAfter, leaveCarousel, pauseClock } from "./support/carousel";
import { watchConsoleErrors } from "./support/console-errors";
import { holdRequests } from "./support/hold-requests";
import { openPage } from "./support/page";
import { reachPart } from "./support/reach-part";
import { describeWithoutScript } from "./support/without-script";

// The whole home page hydrates in parts; on a busy machine that needs more than the default 45 s.
test.describe.configure({ timeout: 90_000 });

/** Opens the home page with a clock the test can stop, and reaches one carousel (product-rules.md: Carousels). */
async function openCarousel(page: Page, name: string): Promise<Locator> {
  await page.clock.install();
  await openPage(page, "/");
  const carousel = page.getByRole("region", { name });
  await reachPart(carousel);
  return carousel;
}

test("arrows, dots and the arrow keys move a carousel, and it loops past the last post", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page);
  await openPage(page, "/");
  const social = page.getByRole("region", { name: "Social media posts" });
  await reachPart(social);
  const pause = social.getByRole("button", { name: "Pause Social media posts slideshow" });
  await pause.click();
  await expect(social.getByRole("button", { name: "Play Social media posts slideshow" })).toBeVisible();
  await expect(currentDot(social)).toHaveAccessibleName("Go to slide 1");

  await social.getByRole("button", { name: "Next slide" }).click();
  await expect(currentDot(social)).toHaveAccessibleName("Go to slide 2");
  await social.getByRole("button", { name: "Previous slide" }).click();
  await expect(currentDot(social)).toHaveAccessibleName("Go to slide 1");

  await social.getByRole("button", { name: "Go to slide 4" }).click();
  await expect(currentDot(social)).toHaveAccessibleName("Go to slide 4");
  await expect(social.getByRole("group", { name: "4 of 8" })).toBeInViewport();

  await social.getByRole("button", { name: "Next slide" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(currentDot(social)).toHaveAccessibleName("Go to slide 3");

  // The carousel loops: with three in view at 1280 px, the eighth post can lead, followed by the
  // first two, and the previous arrow from the first post goes round to the eighth.
  await social.getByRole("button", { name: "Go to slide 8" }).click();
  await expect(currentDot(social)).toHaveAccessibleName("Go to slide 8");
  await expect(social.getByRole("group", { name: "8 of 8" })).toBeInViewport({ ratio: 0.9 });
  await expect(social.getByRole("group", { name: "2 of 8" })).toBeInViewport({ ratio: 0.9 });
  await social.getByRole("button", { name: "Next slide" }).click();
  await expect(currentDot(social)).toHaveAccessibleName("Go to slide 1");
  await social.getByRole("button", { name: "Previous slide" }).click();
  await expect(currentDot(social)).toHaveAccessibleName("Go to slide 8");
  consoleErrors.expectNone();
});

test.describe("autoplay", () => {
  for (const [name, delayMs] of [
    ["Rooms and suites", 1000],
    ["Kinds of stay", 5000],
    ["Social media posts", 5000],
  ] as const) {
    test(`${name} move on their own every ${delayMs} ms`, async ({ page }) => {
      const carousel = await openCarousel(page, name);
      await pauseClock(page);
      await expectAutoplayAfter(page, carousel, delayMs);
    });
  }

  test("the pause button stops the rooms carousel until play is pressed", async ({ page }) => {
    const rooms = await openCarousel(page, "Rooms and suites");
    await pauseClock(page);
    await rooms.getByRole("button", { name: "Pause Rooms and suites slideshow" }).click();
    await leaveCarousel(page);
    const paused = await currentDot(rooms).getAttribute("aria-label");
    await page.clock.runFor(5_000);
    await expect(currentDot(rooms)).toHaveAccessibleName(paused ?? "");

    await rooms.getByRole("button", { name: "Play Rooms and suites slideshow" }).click();
    await leaveCarousel(page);
    await page.clock.runFor(1_100);
    await expect(currentDot(rooms)).not.toHaveAccessibleName(paused ?? "");
  });

  test("hovering holds the social carousel and the rooms carousel still; leaving lets them go on", async ({ page }) => {
    const social = await openCarousel(page, "Social media posts");
    await pauseClock(page);
    await social.getByRole("button", { name: "Go to slide 1" }).click();
    await leaveCarousel(page);
    await social.getByRole("group", { name: "1 of 8" }).hover();
    await page.clock.runFor(12_000);
    await expect(currentDot(social)).toHaveAccessibleName("Go to slide 1");
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_100);
    await expect(currentDot(social)).toHaveAccessibleName("Go to slide 2");

    // As on the original site's rooms, which move every second.
    await page.clock.resume();
    const rooms = page.getByRole("region", { name: "Rooms and suites" });
    await reachPart(rooms);
    await rooms.getByRole("group").first().hover();
    await pauseClock(page);
    const hovered = await currentDot(rooms).getAttribute("aria-label");
    await page.clock.runFor(3_000);
    await expect(currentDot(rooms)).toHaveAccessibleName(hovered ?? "");
  });
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("no carousel starts on its own", async ({ page }) => {
    await page.clock.install();
    await openPage(page, "/");
    for (const name of ["Highlights", "Rooms and suites", "Kinds of stay", "Social media posts"]) {
      const carousel = page.getByRole("region", { name });
      const play = carousel.getByRole("button", { name: `Play ${name} slideshow` });
      if (name !== "Highlights") await reachPart(carousel);
      await expect(play).toBeAttached();
      await pauseClock(page);
      await leaveCarousel(page);
      await page.clock.runFor(15_000);
      await expect(currentDot(carousel)).toHaveAccessibleName("Go to slide 1");
      await page.clock.resume();
    }
  });
});

test.describe("carousel layout", () => {
  test("shows 3 slides at 1280 px, 2 at 800 px and 1 at 390 px", async ({ page }) => {
    await openPage(page, "/");
    for (const [width, perView] of [
      [1280, 3],
      [800, 2],
      [390, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      for (const name of ["Rooms and suites", "Kinds of stay", "Social media posts"]) {
        const carousel = page.getByRole("region", { name });
        await reachPart(carousel);
        const ratio = await carousel.evaluate((region) => {
          const viewport = region.querySelector(".carousel-viewport") as HTMLElement;
          const slide = viewport.querySelector(".carousel-slide") as HTMLElement;
          return viewport.clientWidth / slide.offsetWidth;
        });
        expect(Math.round(ratio), `${name} at ${width} px`).toBe(perView);
      }
    }
  });
});

test.describe("hydration", () => {
  // No autoplay, so every carousel still shows its first slide when it is measured.
  test.use({ reducedMotion: "reduce" });

  test("embla takes over each carousel without moving anything on screen", async ({ page }) => {
    // Where each carousel's first slide sits in the server's HTML, and every layout shift of an element
    // inside a carousel from the first paint on. Embla moves slides with transforms, which layout
    // shifts do not count, hence the positions too.
    await page.addInitScript(() => {
      const record = { shifts: [] as number[], serverLeft: {} as Record<string, number> };
      Object.assign(window, { carouselRecord: record });
      const carouselOf = (node: Node | null) =>
        (node instanceof Element ? node : node?.parentElement)?.closest('[aria-roledescription="carousel"]');
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources: { node: Node | null }[] }[]) {
          if (entry.sources.some((source) => carouselOf(source.node))) record.shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
      document.addEventListener("DOMContentLoaded", () => {
        for (const carousel of document.querySelectorAll('[aria-roledescription="carousel"]')) {
          const first = carousel.querySelector('[aria-roledescription="slide"]');
          record.serverLeft[carousel.getAttribute("aria-label") ?? ""] = first?.getBoundingClientRect().left ?? Number.NaN;
        }
      });
    });
    await openPage(page, "/");
    const names = ["Highlights", "Rooms and suites", "Kinds of stay", "Social media posts"];
    for (const name of names) {
      const carousel = page.getByRole("region", { name });
      if (name !== "Highlights") await reachPart(carousel);
      await expect(carousel.locator(".carousel-viewport")).toHaveAttribute("data-engine", "embla");
      const left = await carousel.getByRole("group").first().evaluate((slide) => slide.getBoundingClientRect().left);
      const serverLeft = await page.evaluate(
        (label) => (window as unknown as { carouselRecord: { serverLeft: Record<string, number> } }).carouselRecord.serverLeft[label],
        name,
      );
      expect(Math.abs(left - serverLeft), name).toBeLessThan(1);
    }
    const { shifts } = await page.evaluate(() => (window as unknown as { carouselRecord: { shifts: number[] } }).carouselRecord);
    expect(shifts).toEqual([]);
  });

  test("a guest who scrolled the track before its script arrived stays on that post when embla takes over", async ({
    page,
  }) => {
    const release = await holdRequests(page, /\/assets\/social-carousel-[\w-]+\.js$/);
    await openPage(page, "/");
    const social = page.getByRole("region", { name: "Social media posts" });
    const viewport = social.locator(".carousel-viewport");
    await viewport.scrollIntoViewIfNeeded();
    await expect(viewport).toHaveAttribute("data-engine", "native");
    await viewport.hover();
    // Three posts to a screen at 1280 px: the fourth now leads.
    await page.mouse.wheel(1_200, 0);
    await expect(social.getByRole("group", { name: "4 of 8" })).toBeInViewport({ ratio: 0.9 });
    await expect(social.getByRole("group", { name: "1 of 8" })).not.toBeInViewport();

    release();
    await expect(viewport).toHaveAttribute("data-engine", "embla");
    await expect(currentDot(social)).toHaveAccessibleName("Go to slide 4");
    await expect(social.getByRole("group", { name: "4 of 8" })).toBeInViewport({ ratio: 0.9 });
    await expect(social.getByRole("group", { name: "1 of 8" })).not.toBeInViewport();
  });
});

describeWithoutScript("without JavaScript", () => {
  test("the server's carousel shows its slides and scrolls sideways", async ({ page }) => {
    await page.goto("/");
    const social = page.getByRole("region", { name: "Social media posts" });
    await expect(social.getByRole("group")).toHaveCount(8);
    const viewport = social.locator(".carousel-viewport");
    await expect(viewport).toHaveAttribute("data-engine", "native");
    await viewport.scrollIntoViewIfNeeded();
    await expect(social.getByRole("group", { name: "1 of 8" })).toBeInViewport({ ratio: 0.9 });
    await viewport.hover();
    await page.mouse.wheel(1_200, 0);
    await expect(social.getByRole("group", { name: "4 of 8" })).toBeInViewport({ ratio: 0.9 });
    await expect(social.getByRole("group", { name: "1 of 8" })).not.toBeInViewport();
  });
});

test.describe("the hero's later slides (carousel.css: carousel-later)", () => {
  test("fetch their pictures only when they scroll into view or the carousel starts, never beside the first", async ({
    page,
  }) => {
    // The hero's code waits, so its track stays the server's, as on a slow phone before the script runs.
    const release = await holdRequests(page, /\/assets\/home-hero-[\w-]+\.js$/);
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto("/");
    const hero = page.getByRole("region", { name: "Highlights" });
    const viewport = hero.locator(".carousel-viewport");
    await expect(viewport).toHaveAttribute("data-engine", "native");
    const copies = async (slide: number) => {
      const srcset = await hero.getByRole("group", { name: `${slide} of 3` }).locator("picture source").getAttribute("srcset");
      return (srcset ?? "").split(",").map((candidate) => candidate.trim().split(" ")[0]);
    };
    const picture = (slide: number) => hero.getByRole("group", { name: `${slide} of 3` }).locator("img");
    const loaded = (slide: number) => picture(slide).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    const [second, third] = [await copies(2), await copies(3)];
    expect(second.length).toBe(3);

    // The first slide's picture arrives; the page's other lazy pictures near the first screen are
    // fetched too, but not the later slides'.
    await expect.poll(() => loaded(1)).toBe(true);
    await page.waitForLoadState("load");
    expect(requested.filter((path) => [...second, ...third].includes(path))).toEqual([]);

    // Swiped into view before the script runs, the second slide's picture loads.
    await viewport.evaluate((element) => element.scrollTo({ left: element.clientWidth }));
    await expect.poll(() => loaded(2)).toBe(true);

    // Once the carousel starts, the rest are fetched ahead of autoplay.
    release();
    await expect(viewport).toHaveAttribute("data-engine", "embla");
    await expect.poll(() => loaded(3)).toBe(true);
  });
});
