import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Icon, IconSprite } from "./icon";

describe("Icon", () => {
  it("draws through the page's sprite: a two-element <svg><use> whose symbol exists", () => {
    const { container } = render(
      <>
        <IconSprite />
        <Icon name="wifi" />
        <Icon name="phone" label="Call us" />
      </>,
    );
    const [, wifi, phone] = container.querySelectorAll(":scope > svg");
    expect(wifi.querySelectorAll("*")).toHaveLength(1);
    const href = wifi.querySelector("use")?.getAttribute("href");
    expect(href).toBe("#icon-wifi");
    const symbol = container.querySelector(`symbol${href}`);
    expect(symbol?.querySelectorAll("path")).toHaveLength(4);
    expect(wifi.getAttribute("aria-hidden")).toBe("true");
    expect(phone.getAttribute("role")).toBe("img");
    expect(phone.getAttribute("aria-label")).toBe("Call us");
  });

  it("has a symbol, with shapes, for every icon and no duplicate ids", () => {
    const { container } = render(<IconSprite />);
    const ids = [...container.querySelectorAll("symbol")].map((symbol) => symbol.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(30);
    for (const symbol of container.querySelectorAll("symbol")) {
      expect(symbol.getAttribute("viewBox")).toBe("0 0 24 24");
      expect(symbol.children.length).toBeGreaterThan(0);
    }
  });
});
