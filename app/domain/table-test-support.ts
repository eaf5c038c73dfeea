/**
 * The table test of a pure function written once: each row is an input and what the function
 * gives for it, one test a row (titled by `title`'s %s/%j from the row).
 */
import { expect, it } from "vitest";

export function itGivesEach<Input, Output>(title: string, fn: (input: Input) => Output, rows: readonly (readonly [Input, Output])[]) {
  it.each(rows)(title, (input, output) => {
    expect(fn(input)).toBe(output);
  });
}

/** The same for a function of several arguments: each row is its arguments, then what it gives. */
export function itGivesEachOf<Args extends unknown[], Output>(
  title: string,
  fn: (...args: Args) => Output,
  rows: readonly (readonly [...Args, Output])[],
) {
  it.each(rows.map((row) => [...row]))(title, (...row) => {
    expect(fn(...(row.slice(0, -1) as Args))).toBe(row.at(-1));
  });
}
