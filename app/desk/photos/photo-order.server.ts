import type { PhotoChange } from "~/desk/photos/desk-photos";

/** A list of photo ids after one change from the desk; "main" keeps the order. */
export function arrange(order: string[], index: number, change: PhotoChange): string[] {
  const next = [...order];
  if (change === "remove") next.splice(index, 1);
  else if (change === "up" && index > 0) [next[index - 1], next[index]] = [next[index], next[index - 1]];
  else if (change === "down" && index < next.length - 1) [next[index + 1], next[index]] = [next[index], next[index + 1]];
  return next;
}
