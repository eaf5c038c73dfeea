/**
 * Prev and next wrap around, as on the original site: before the first comes the last, after the
 * last the first.
 */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}
