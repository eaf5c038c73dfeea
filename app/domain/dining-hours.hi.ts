import { minutesOfDay } from "./dining-hours";

/**
 * A table time as a Hindi speaker says it: "07:00" → "सुबह 7:00", "22:00" → "रात 10:00", with the
 * part of the day instead of AM and PM (product-rules.md: Hindi). Only Hindi pages' loaders and the
 * server use it, so English pages never download these words.
 */
export function hindiClockTime(time: string): string {
  const minutes = minutesOfDay(time) ?? 0;
  const hours = Math.floor(minutes / 60);
  const partOfDay = hours < 4 ? "रात" : hours < 12 ? "सुबह" : hours < 16 ? "दोपहर" : hours < 19 ? "शाम" : "रात";
  return `${partOfDay} ${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes % 60).padStart(2, "0")}`;
}
