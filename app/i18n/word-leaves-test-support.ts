/**
 * Every string of a words tree by its dotted path ("select.fewLeft.one", a list's items by index),
 * for the tests that hold a words module beside its Hindi twin and compare them string by string.
 */
export function wordLeaves(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => wordLeaves(item, `${path}.${index}`));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => wordLeaves(item, path ? `${path}.${key}` : key));
  }
  return [];
}
