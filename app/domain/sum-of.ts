/**
 * The total of what `pick` reads from each item: paise across lines and payments, guests across
 * rooms. One idiom for every running total, so a sum reads as what it adds up.
 */
export function sumOf<T>(items: readonly T[], pick: (item: T) => number): number {
  let total = 0;
  for (const item of items) total += pick(item);
  return total;
}
