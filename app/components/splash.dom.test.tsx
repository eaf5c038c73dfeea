import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterSplash, SPLASH_KEY, Splash } from "./splash";

/** Animation frames the test hands out itself, to play a browser that is short of them. */
function heldFrames() {
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
  vi.spyOn(window, "cancelAnimationFrame").mockImplementation(() => {});
  return {
    runOne: () => act(() => frames.shift()?.(performance.now())),
    pending: () => frames.length,
  };
}

/** A browser without paint timing: the splash waits two frames for the first paint instead. */
function withoutPaintTiming() {
  vi.stubGlobal("PerformanceObserver", undefined);
}

beforeEach(() => {
  vi.useFakeTimers();
  window.sessionStorage.removeItem(SPLASH_KEY);
  // The navigation started long enough ago that the splash shows for its shortest time, 0.8 s.
  vi.spyOn(performance, "now").mockReturnValue(5_000);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("Splash (product-rules.md: Splash and popups)", () => {
  it("fades in after the first paint, then goes after 0.8 s, once per session", async () => {
    withoutPaintTiming();
    const frames = heldFrames();
    const ended = vi.fn();
    afterSplash(ended);
    render(<Splash />);
    expect(screen.queryByTestId("splash")).toBeNull();
    // Two frames stand for the first paint, two more for the fade-in.
    await frames.runOne();
    await frames.runOne();
    expect(screen.getByTestId("splash").className).toContain("opacity-0");
    await frames.runOne();
    await frames.runOne();
    expect(screen.getByTestId("splash").className).toContain("opacity-100");
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByTestId("splash").className).toContain("opacity-0");
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.queryByTestId("splash")).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(SPLASH_KEY)).toBe("1");
  });

  it("stays gone when its timers run before the fade-in's frames", async () => {
    withoutPaintTiming();
    const frames = heldFrames();
    render(<Splash />);
    await frames.runOne();
    await frames.runOne();
    expect(screen.getByTestId("splash")).toBeTruthy();
    // No frame for a whole second (a busy phone, a headless browser between its ticks): the splash's
    // time runs out before it has faded in.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByTestId("splash")).toBeNull();
    // The late frames must not bring it back.
    while (frames.pending() > 0) await frames.runOne();
    expect(screen.queryByTestId("splash")).toBeNull();
  });

  it("is not shown a second time in the same session", async () => {
    window.sessionStorage.setItem(SPLASH_KEY, "1");
    withoutPaintTiming();
    const frames = heldFrames();
    const ended = vi.fn();
    render(<Splash />);
    afterSplash(ended);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(frames.pending()).toBe(0);
    expect(screen.queryByTestId("splash")).toBeNull();
  });
});
