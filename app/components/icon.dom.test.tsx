import { act, render } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { Icon, IconSprite } from "./icon";
import { iconSpriteMarkup } from "./icon-shapes";

// What the server wrote: the sprite the root layout renders, with every symbol in it.
const serverSprite = `<svg id="icon-sprite" aria-hidden="true" focusable="false" width="0" height="0" class="absolute h-0 w-0 overflow-hidden">${iconSpriteMarkup()}</svg>`;

describe("IconSprite in the browser", () => {
  it("hydrates the server's sprite and keeps every symbol, and a later render draws the same set", async () => {
    const page = document.createElement("div");
    page.innerHTML = serverSprite;
    document.body.appendChild(page);
    const symbolCount = page.querySelectorAll("symbol").length;
    expect(symbolCount).toBeGreaterThan(30);

    const root = await act(async () => hydrateRoot(page, <IconSprite />));
    expect(page.querySelectorAll("symbol")).toHaveLength(symbolCount);
    expect(page.querySelector("symbol#icon-wifi path")).not.toBeNull();

    // A layout that mounts again (an error page, say) must not lose the icons.
    const again = render(<IconSprite />);
    expect(again.container.querySelectorAll("symbol")).toHaveLength(symbolCount);
    act(() => root.unmount());
    page.remove();
  });
});

describe("Icon", () => {
  it("draws through the page's sprite: a two-element <svg><use> pointing at its symbol", () => {
    const { container } = render(
      <>
        <Icon name="wifi" />
        <Icon name="phone" label="Call us" />
      </>,
    );
    const [wifi, phone] = container.querySelectorAll(":scope > svg");
    expect(wifi.querySelectorAll("*")).toHaveLength(1);
    expect(wifi.querySelector("use")?.getAttribute("href")).toBe("#icon-wifi");
    expect(iconSpriteMarkup()).toContain('<symbol id="icon-wifi"');
    expect(wifi.getAttribute("aria-hidden")).toBe("true");
    expect(phone.getAttribute("role")).toBe("img");
    expect(phone.getAttribute("aria-label")).toBe("Call us");
  });
});
