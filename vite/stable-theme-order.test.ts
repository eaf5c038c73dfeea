import { createGenerator } from "unocss";
import { describe, expect, it } from "vitest";
import config from "../uno.config";

/** The utilities of a page, met in one order by one build and in another by the next. */
const utilities = ["font-serif", "rounded-md", "p-4", "text-river-700", "shadow-card", "rounded-lg", "font-semibold", "tracking-wide"];

async function css(order: string[]) {
  // A new generator resolves the config again, which resets the preset's record of used variables.
  const generator = await createGenerator(config);
  return (await generator.generate(order.join(" "), { preflights: true, minify: true })).css;
}

describe("the stylesheet is the same whatever order the build meets the utilities in", () => {
  it("writes the theme variables in one order", async () => {
    const forward = await css(utilities);
    const backward = await css([...utilities].reverse());
    expect(forward).toContain("--radius-md");
    expect(backward).toBe(forward);
  });
});
