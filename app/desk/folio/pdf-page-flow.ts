/**
 * Text and rules placed on A4 portrait pages, with no PDF library involved: a cursor that moves down
 * the page and starts a new one when it is full, and tables whose header is drawn again on each page
 * they run onto. The invoice's layout (invoice-pdf-layout.ts) says what goes where; this only places.
 *
 * Coordinates are points from the page's top-left corner to each text's baseline.
 */
import { type MeasureText, winAnsiText, wrapText } from "./pdf-text";

export const a4 = { width: 595.28, height: 841.89 } as const;
export const margin = 36;
export const contentWidth = a4.width - 2 * margin;
/** Where the page's last line may sit, above the footer. */
const bottom = a4.height - margin - 18;

export interface PdfTextItem {
  kind: "text";
  x: number;
  y: number;
  text: string;
  size: number;
  bold: boolean;
}

export interface PdfRuleItem {
  kind: "rule";
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  thickness: number;
}

export type PdfItem = PdfTextItem | PdfRuleItem;

export interface PdfPageLayout {
  items: PdfItem[];
}


export type Align = "left" | "right" | "center";

export interface Column {
  header: string;
  width: number;
  align: Align;
}

const cellPadding = 2;

/** Where text goes on the pages: a cursor that moves down and starts a new page when one is full. */
export class PageFlow {
  readonly pages: PdfPageLayout[] = [{ items: [] }];
  y = margin;

  constructor(private readonly measure: MeasureText) {}

  private get items(): PdfItem[] {
    return this.pages[this.pages.length - 1].items;
  }

  /** Starts a new page when `height` more points do not fit on this one; answers whether it did. */
  ensure(height: number): boolean {
    if (this.y + height <= bottom) return false;
    this.pages.push({ items: [] });
    this.y = margin;
    return true;
  }

  width(text: string, size: number, bold: boolean): number {
    return this.measure(text, size, bold);
  }

  wrap(text: string, width: number, size: number, bold = false): string[] {
    return wrapText(winAnsiText(text), width, size, bold, this.measure);
  }

  /** One line at baseline `y`, placed in [x, x + width] as `align` says. */
  text(text: string, x: number, y: number, size: number, options: { bold?: boolean; align?: Align; width?: number } = {}) {
    const bold = options.bold ?? false;
    const safe = winAnsiText(text);
    const width = options.width ?? 0;
    const textWidth = this.measure(safe, size, bold);
    const left = options.align === "right" ? x + width - textWidth : options.align === "center" ? x + (width - textWidth) / 2 : x;
    this.items.push({ kind: "text", x: left, y, text: safe, size, bold });
  }

  rule(x1: number, x2: number, y: number, thickness = 0.5) {
    this.items.push({ kind: "rule", x1, y1: y, x2, y2: y, thickness });
  }

  /** A paragraph across `width` from `x`, wrapped, advancing the cursor. */
  paragraph(text: string, size: number, options: { bold?: boolean; x?: number; width?: number; gap?: number } = {}) {
    const x = options.x ?? margin;
    const lines = this.wrap(text, options.width ?? contentWidth, size, options.bold);
    const leading = size * 1.3;
    for (const line of lines) {
      this.ensure(leading);
      this.y += leading;
      this.text(line, x, this.y - size * 0.25, size, { bold: options.bold });
    }
    this.y += options.gap ?? 0;
  }
}

/** One table row: each cell wrapped to its column, the row as tall as its tallest cell. */
function tableRow(flow: PageFlow, columns: Column[], cells: string[], size: number, bold: boolean): { lines: string[][]; height: number } {
  const lines = columns.map((column, index) => flow.wrap(cells[index] ?? "", column.width - 2 * cellPadding, size, bold));
  const height = Math.max(...lines.map((cell) => cell.length)) * size * 1.25 + 4;
  return { lines, height };
}

function drawRow(flow: PageFlow, columns: Column[], row: { lines: string[][]; height: number }, size: number, bold: boolean) {
  const top = flow.y;
  let x = margin;
  columns.forEach((column, index) => {
    (row.lines[index] ?? []).forEach((line, lineIndex) => {
      flow.text(line, x + cellPadding, top + 2 + (lineIndex + 1) * size * 1.25 - size * 0.25, size, {
        bold,
        align: column.align,
        width: column.width - 2 * cellPadding,
      });
    });
    x += column.width;
  });
  flow.y = top + row.height;
}

/**
 * A table whose header is drawn again at the top of each page it runs onto; no row is split
 * across two pages.
 */
export function table(flow: PageFlow, columns: Column[], rows: string[][], size: number) {
  const headerCells = columns.map((column) => column.header);
  const header = () => {
    const row = tableRow(flow, columns, headerCells, size, true);
    flow.rule(margin, margin + contentWidth, flow.y, 0.8);
    drawRow(flow, columns, row, size, true);
    flow.rule(margin, margin + contentWidth, flow.y, 0.8);
    return row.height;
  };
  const firstRow = rows[0] ? tableRow(flow, columns, rows[0], size, false).height : 0;
  flow.ensure(tableRow(flow, columns, headerCells, size, true).height + firstRow);
  header();
  for (const cells of rows) {
    const row = tableRow(flow, columns, cells, size, false);
    if (flow.ensure(row.height)) header();
    drawRow(flow, columns, row, size, false);
    flow.rule(margin, margin + contentWidth, flow.y, 0.25);
  }
}
