/** Form C (product-rules.md: Guest registration): when a foreign national's arrival report is due, and its reference's limit. */
/** The longest Form C reference the desk records: the FRRO portal's are far shorter. */
export const maxFormCReferenceLength = 40;

/** Hours after check-in by which a foreign national's Form C must be filed. */
export const formCDueHours = 24;

/** "5 hours 20 minutes left", or "overdue" once the 24 hours have passed. */
export function formCTimeLeft(dueAt: string, now: Date): string {
  const minutes = Math.floor((Date.parse(dueAt) - now.getTime()) / 60_000);
  if (minutes <= 0) return "overdue";
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourWords = hours === 0 ? "" : `${hours} ${hours === 1 ? "hour" : "hours"} `;
  return `${hourWords}${rest} ${rest === 1 ? "minute" : "minutes"} left`;
}
