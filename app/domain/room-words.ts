/**
 * A room's words as staff edit them on the desk (product-rules.md: Photos and words): its name, the
 * line on cards, the room page's description and its features. Staff write
 * the description as plain paragraphs (a blank line between them), not HTML; it is stored as simple
 * paragraphs and still passes the sanitizer on its way to guests.
 */
import { z } from "zod";
import { type FormResult, formResult } from "./form-result";
import { optionalText, requiredLine, requiredText, wrongTextTypeMessage } from "./schema-fields";

export const roomWordLimits = {
  name: 60,
  shortDescription: 200,
  description: 3000,
  feature: 60,
  features: 30,
} as const;

export interface RoomWords {
  name: string;
  shortDescription: string;
  /** Plain paragraphs separated by a blank line. */
  description: string;
  features: string[];
  /**
   * The same words in Hindi (product-rules.md: Hindi), each optional: "" (or no features) means the
   * Hindi page shows the English one, never a blank.
   */
  hi: RoomWordsHindi;
}

export type RoomWordsHindi = Omit<RoomWords, "hi">;

/** The form's Hindi fields, each beside its English one: `name_hi` beside `name`, and so on. */
export const hindiFieldOf = {
  name: "name_hi",
  short_description: "short_description_hi",
  description: "description_hi",
  features: "features_hi",
} as const;

const featureLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line !== "");

/** A one-line optional text: blank is "", runs of spaces and control characters one space. */
const optionalLine = (label: string, maxLength: number) =>
  optionalText(label, maxLength).transform((value) => value.replace(/[\s\p{Cc}]+/gu, " "));

const schema = z.object({
  name: requiredLine("Give the room a name", "The name", roomWordLimits.name),
  short_description: requiredText("Write the line shown on room cards", "The card line", roomWordLimits.shortDescription),
  description: requiredText("Describe the room for its page", "The description", roomWordLimits.description),
  features: z
    .string({ error: "List at least one feature, one per line" })
    .transform(featureLines)
    .refine((lines) => lines.length > 0, "List at least one feature, one per line")
    .refine((lines) => lines.length <= roomWordLimits.features, `At most ${roomWordLimits.features} features`)
    .refine(
      (lines) => lines.every((line) => line.length <= roomWordLimits.feature),
      `Each feature must be ${roomWordLimits.feature} characters or fewer`,
    ),
  // Hindi: every field optional, with the English one's limits.
  [hindiFieldOf.name]: optionalLine("The Hindi name", roomWordLimits.name),
  [hindiFieldOf.short_description]: optionalText("The Hindi card line", roomWordLimits.shortDescription),
  [hindiFieldOf.description]: optionalText("The Hindi description", roomWordLimits.description),
  [hindiFieldOf.features]: z
    .string({ error: wrongTextTypeMessage })
    .nullish()
    .transform((text) => featureLines(text ?? ""))
    .refine((lines) => lines.length <= roomWordLimits.features, `At most ${roomWordLimits.features} Hindi features`)
    .refine(
      (lines) => lines.every((line) => line.length <= roomWordLimits.feature),
      `Each Hindi feature must be ${roomWordLimits.feature} characters or fewer`,
    ),
});

export function parseRoomWords(fields: Record<string, string>): FormResult<RoomWords> {
  return formResult(schema, fields, (form) => ({
    name: form.name,
    shortDescription: form.short_description,
    description: form.description.trim(),
    features: form.features,
    hi: { name: form.name_hi, shortDescription: form.short_description_hi, description: form.description_hi, features: form.features_hi },
  }));
}

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char]);

const listItem = /^\s*[-•]\s+/;
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * Plain paragraphs → HTML, every character escaped: a paragraph whose every line starts with "- " is
 * a bulleted list, any other is a `<p>` in which a single line break is a space.
 */
export function paragraphsToHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.split(/\r?\n/).filter((line) => line.trim() !== ""))
    .filter((lines) => lines.length > 0)
    .map((lines) =>
      lines.every((line) => listItem.test(line))
        ? `<ul>\n${lines.map((line) => `<li>${escapeHtml(oneLine(line.replace(listItem, "")))}</li>`).join("\n")}\n</ul>`
        : `<p>${escapeHtml(oneLine(lines.join(" ")))}</p>`,
    )
    .join("\n");
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/**
 * Stored HTML → the plain paragraphs staff edit: block ends become blank lines, a list's items "- "
 * lines of one paragraph, other tags go and entities are read.
 */
export function htmlToParagraphs(html: string): string {
  return html
    .replace(/<\/li>\s*/gi, "")
    .replace(/<li\b[^>]*>/gi, "\n- ")
    .replace(/<\/(p|div|h[1-6]|ul|ol)>|<(ul|ol)\b[^>]*>|<br\s*\/?>/gi, "\n\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => entities[name])
    .split(/\n\s*\n/)
    .map((paragraph) => {
      const items = paragraph.split("\n").filter((line) => line.trim() !== "");
      return items.length > 0 && items.every((line) => listItem.test(line))
        ? items.map((line) => `- ${oneLine(line.replace(listItem, ""))}`).join("\n")
        : oneLine(paragraph);
    })
    .filter((paragraph) => paragraph !== "")
    .join("\n\n");
}
