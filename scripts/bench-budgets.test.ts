import { describe, expect, it } from "vitest";
import { type BenchFigures, BUDGETS, budgetFailures } from "./bench-budgets.mjs";

/** A run that meets every budget, each figure at its limit. */
const atTheLimits = (): BenchFigures => ({
  lighthouse: [
    { route: "/", performance: 95, accessibility: 95, bestPractices: 95, seo: 95, lcpMs: 2500, cls: 0.02 },
  ],
  js: [
    { route: "/", gzipKb: 130 },
    { route: "/hi", gzipKb: 130 },
    // Only the home pages' JavaScript is budgeted.
    { route: "/BookingForm", gzipKb: 400 },
  ],
  times: [
    { name: "static", vsStaticCopy: 1 },
    { name: "api/rooms", vsStaticCopy: 2 },
    { name: "ssr /", vsStaticCopy: 3 },
    { name: "cached /", vsStaticCopy: 1.5 },
    // The booking form is never served from the page cache: its cached row is not budgeted.
    { name: "cached /BookingForm", vsStaticCopy: 9 },
  ],
  html: [{ route: "/", gzipKb: 30 }],
});

describe("the bench's budgets (docs/performance.md)", () => {
  it("pass a run with every figure at its limit", () => {
    expect(budgetFailures(atTheLimits())).toEqual([]);
  });

  it("name each figure over its budget, and the route it was measured on", () => {
    const figures = atTheLimits();
    figures.lighthouse[0] = { ...figures.lighthouse[0], seo: 94, lcpMs: 2501, cls: 0.03 };
    figures.js[1] = { route: "/hi", gzipKb: 131 };
    figures.times = figures.times.map((t) => ({ ...t, vsStaticCopy: t.vsStaticCopy + 0.1 }));
    figures.html[0] = { route: "/", gzipKb: 30.5 };
    expect(budgetFailures(figures)).toEqual([
      `Lighthouse seo 94 < ${BUDGETS.lighthouseMin} on /`,
      "CLS 0.03 > 0.02 on /",
      "LCP 2501 ms > 2500 ms on /",
      "/hi JS 131 KB > 130 KB",
      "api/rooms 2.1× static > 2×",
      "ssr / 3.1× static > 3×",
      "cached / 1.6× static > 1.5×",
      "/ HTML 30.5 KB gz > 30 KB",
    ]);
  });
});
