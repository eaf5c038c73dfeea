import type { Page, Request } from "@playwright/test";

/**
 * Holds every request to `url` (it still reaches the real server) until the returned `release` is
 * called: for seeing what a page does while a script or an answer is on its way. `onRequest` sees each
 * request as it is held.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  onRequest?: (request: Request) => void,
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    onRequest?.(route.request());
    await held;
    await route.continue();
  });
  return release;
}
