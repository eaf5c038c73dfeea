import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rootWords } from "~/root-words.server";

const frameWordsEn = rootWords("en").frame;
import { fill } from "~/i18n/words";
import { Carousel } from "./carousel";
import { withWords, wordsWrapper } from "./words-test-support";

const w = frameWordsEn.carousel;
const pause = (label: string) => fill(w.pause, { label });
const play = (label: string) => fill(w.play, { label });
const goTo = (n: number) => fill(w.goTo, { n });
const wrapper = wordsWrapper();

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
    const html = renderToString(withWords(<Carousel label="Guest stories" slides={slides} autoplayMs={5000} dots arrows />));
    document.body.innerHTML = html;
    const viewport = document.querySelector(".carousel-viewport");
    expect(viewport?.getAttribute("data-engine")).toBe("native");
    // Slides are reachable by keyboard before any script runs: the track itself takes focus.
    expect(viewport?.getAttribute("tabindex")).toBe("0");
    expect(screen.getAllByRole("group").map((group) => group.getAttribute("aria-label"))).toEqual(
      [1, 2, 3, 4].map((n) => fill(w.slideOf, { n, total: 4 })),
    );
    for (const n of [1, 2, 3, 4]) expect(screen.getByRole("button", { name: goTo(n) })).toBeTruthy();
    expect(screen.getByRole("button", { name: goTo(1) }).getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("button", { name: pause("Guest stories") })).toBeTruthy();
    document.body.innerHTML = "";
  });

  it("hands the track to embla once it runs, keeping the dot of the first slide current", async () => {
    render(<Carousel label="Guest stories" slides={slides} dots />, { wrapper });
    await waitFor(() => expect(document.querySelector(".carousel-viewport")?.getAttribute("data-engine")).toBe("embla"));
    expect(screen.getByRole("button", { name: goTo(1) }).getAttribute("aria-current")).toBe("true");
  });

  it("starts embla in a task of its own after mounting, its controls unseen until then", async () => {
    render(<Carousel label="Guest stories" slides={slides} dots />, { wrapper });
    const viewport = document.querySelector(".carousel-viewport");
    const controls = () => screen.getByRole("button", { name: goTo(1) }).closest(".flex.items-center.justify-center.gap-2");
    // Mounted and its effects run, but the hydrating task is not over: embla has not measured yet.
    expect(viewport?.getAttribute("data-engine")).toBe("native");
    expect(controls()?.classList.contains("invisible")).toBe(true);
    await waitFor(() => expect(viewport?.getAttribute("data-engine")).toBe("embla"));
    expect(controls()?.classList.contains("invisible")).toBe(false);
  });

  it("switches its button between pause and play", async () => {
    render(<Carousel label="Guest stories" slides={slides} autoplayMs={5000} />, { wrapper });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: pause("Guest stories") })));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: play("Guest stories") })));
    expect(screen.getByRole("button", { name: pause("Guest stories") })).toBeTruthy();
  });

  it("starts paused for guests who prefer reduced motion (product-rules.md: Carousels)", async () => {
    preferReducedMotion();
    render(<Carousel label="Guest stories" slides={slides} autoplayMs={5000} />, { wrapper });
    expect(await screen.findByRole("button", { name: play("Guest stories") })).toBeTruthy();
  });

  it("has no pause button without autoplay, and none with a single slide", () => {
    render(<Carousel label="Tour" slides={slides} arrows />, { wrapper });
    render(<Carousel label="Single" slides={[<p key="one">One</p>]} autoplayMs={5000} />, { wrapper });
    expect(screen.queryByRole("button", { name: /Pause|Play/ })).toBeNull();
    expect(screen.getAllByRole("button", { name: w.next })).toHaveLength(1);
  });

  it("makes a track of pictures focusable, but not one whose slides hold links", async () => {
    const { container } = render(<Carousel label="Posts" slides={[<a key="a" href="/a">A</a>, <a key="b" href="/b">B</a>]} />, {
      wrapper,
    });
    await waitFor(() => expect(container.querySelector(".carousel-viewport")?.hasAttribute("tabindex")).toBe(false));
  });

  it("speaks Hindi on a Hindi page: the slides, the controls and what a screen reader calls them", () => {
    const html = renderToString(withWords(<Carousel label="कमरे" slides={slides} autoplayMs={5000} dots arrows />, { lang: "hi" }));
    document.body.innerHTML = html;
    expect(document.querySelector("section")?.getAttribute("aria-roledescription")).toBe("स्लाइडशो");
    expect(screen.getAllByRole("group").map((group) => group.getAttribute("aria-label"))).toEqual([
      "4 में से 1",
      "4 में से 2",
      "4 में से 3",
      "4 में से 4",
    ]);
    const names = screen.getAllByRole("button").map((button) => button.getAttribute("aria-label"));
    expect(names).toEqual(["कमरे: स्लाइडशो रोकें", "पिछली स्लाइड", "स्लाइड 1 पर जाएँ", "स्लाइड 2 पर जाएँ", "स्लाइड 3 पर जाएँ", "स्लाइड 4 पर जाएँ", "अगली स्लाइड"]);
    document.body.innerHTML = "";
  });
});
