import type { Page } from "@playwright/test";

/**
 * Stands in for Cloudflare's Turnstile script (tests never reach the internet): `render` writes the
 * given token into the hidden `cf-turnstile-response` input, as the real widget does.
 */
export async function fakeTurnstileScript(page: Page, token: string): Promise<void> {
  const script = `window.turnstile = {
    render(container) {
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = "cf-turnstile-response";
      input.value = ${JSON.stringify(token)};
      container.appendChild(input);
      return "widget-" + Math.random().toString(36).slice(2);
    },
    reset() {},
    remove() {},
  };`;
  await page.route("https://challenges.cloudflare.com/turnstile/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: script }),
  );
}
