/**
 * CSV for spreadsheets (RFC 4180): every cell quoted when it holds a comma, quote or line break, a
 * byte-order mark so Excel reads UTF-8 (guests' names are not all ASCII), and CRLF line ends. A cell
 * that starts like a formula (= + - @, or a tab or carriage return before one) gets a leading
 * apostrophe, so a guest's name cannot run as a formula on the desk's computer.
 */

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
