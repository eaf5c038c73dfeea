import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Icon, iconSpriteUrl } from "./icon";

describe("Icon", () => {
  it("draws through the sprite file: a two-element <svg><use> pointing at its symbol", () => {
    const { container } = render(
      <>
        <Icon name="wifi" />
        <Icon name="phone" label="Call us" />
      </>,
    );
    const [wifi, phone] = container.querySelectorAll(":scope > svg");
    expect(wifi.querySelectorAll("*")).toHaveLength(1);
    expect(wifi.querySelector("use")?.getAttribute("href")).toBe(`${iconSpriteUrl}#icon-wifi`);
    expect(wifi.getAttribute("aria-hidden")).toBe("true");
    expect(phone.getAttribute("role")).toBe("img");
    expect(phone.getAttribute("aria-label")).toBe("Call us");
  });
});
