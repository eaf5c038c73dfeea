/**
 * `gallery_images` and `room_features` arrive as JSON-encoded lists of strings (as the admin API
 * sends them). An invalid list is logged and becomes `[]` (so no carousel shows). A real array is
 * accepted too: an admin API that already decodes its JSON columns is not wrong, just kinder.
 */
export function parseStringList(raw: unknown, context: { field: string; id: number }): string[] {
  let value: unknown = raw;
  if (typeof raw === "string") {
    if (raw.trim() === "") return [];
    try {
      value = JSON.parse(raw);
    } catch {
      return invalid(raw, context);
    }
  }
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === "string")) return invalid(raw, context);
  return value.map((item) => item.trim()).filter((item) => item !== "");
}

function invalid(raw: unknown, context: { field: string; id: number }): string[] {
  console.warn(
    JSON.stringify({
      event: "invalid_string_list",
      field: context.field,
      roomId: context.id,
      sample: String(typeof raw === "string" ? raw : JSON.stringify(raw)).slice(0, 120),
    }),
  );
  return [];
}
