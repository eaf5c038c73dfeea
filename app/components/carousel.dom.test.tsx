import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Carousel } from "./carousel";

const slides = ["One", "Two", "Three", "Four"].map((word) => <p key={word}>{word}</p>);

/** Makes `(prefers-reduced-motion: reduce)` match, as for a guest who asked for less motion. */
function preferReducedMotion() {
  const original = window.matchMedia;
  vi.spyOn(window, "matchMedia").mockImplementation((query: string) => {
    const list = original.call(window, query);
    return Object.defineProperty(list, "matches", { value: query.includes("reduce") });
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("Carousel", () => {
  it("renders a scroll-snapped track on the server: labelled slides, dots and a pause button", () => {
    const html = renderToString(<Carousel label="Guest stories" slides={slides} autoplayMs={5000} dots arrows />);
    document.body.innerHTML = html;
    const viewport = document.querySelector(".carousel-viewport");
    expect(viewport?.getAttribute("data-engine")).toBe("native");
    // Slides are reachable by keyboard before any script runs: the track itself takes focus.
    expect(viewport?.getAttribute("tabindex")).toBe("0");
    expect(screen.getAllByRole("group").map((group) => group.getAttribute("aria-label"))).toEqual([
      "1 of 4",
      "2 of 4",
      "3 of 4",
      "4 of 4",
    ]);
    expect(screen.getAllByRole("button", { name: /^Go to slide/ })).toHaveLength(4);
    expect(screen.getByRole("button", { name: "Go to slide 1" }).getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("button", { name: "Pause Guest stories slideshow" })).toBeTruthy();
    document.body.innerHTML = "";
  });

  it("hands the track to embla once it runs, keeping the dot of the first slide current", async () => {
    render(<Carousel label="Guest stories" slides={slides} dots />);
    await waitFor(() => expect(document.querySelector(".carousel-viewport")?.getAttribute("data-engine")).toBe("embla"));
    expect(screen.getByRole("button", { name: "Go to slide 1" }).getAttribute("aria-current")).toBe("true");
  });

  it("switches its button between pause and play", async () => {
    render(<Carousel label="Guest stories" slides={slides} autoplayMs={5000} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Pause Guest stories slideshow" })));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Play Guest stories slideshow" })));
    expect(screen.getByRole("button", { name: "Pause Guest stories slideshow" })).toBeTruthy();
  });

  it("starts paused for guests who prefer reduced motion (product-rules.md: Carousels)", async () => {
    preferReducedMotion();
    render(<Carousel label="Guest stories" slides={slides} autoplayMs={5000} />);
    expect(await screen.findByRole("button", { name: "Play Guest stories slideshow" })).toBeTruthy();
  });

  it("has no pause button without autoplay, and none with a single slide", () => {
    render(<Carousel label="Tour" slides={slides} arrows />);
    render(<Carousel label="Single" slides={[<p key="one">One</p>]} autoplayMs={5000} />);
    expect(screen.queryByRole("button", { name: /Pause|Play/ })).toBeNull();
    expect(screen.getAllByRole("button", { name: "Next slide" })).toHaveLength(1);
  });

  it("makes a track of pictures focusable, but not one whose slides hold links", async () => {
    const { container } = render(<Carousel label="Posts" slides={[<a key="a" href="/a">A</a>, <a key="b" href="/b">B</a>]} />);
    await waitFor(() => expect(container.querySelector(".carousel-viewport")?.hasAttribute("tabindex")).toBe(false));
  });
});
