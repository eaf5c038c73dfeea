/**
 * The pieces the tax document sheet is built from: its bilingual label, and one table frame shared by
 * the lines table and the tax summary (same scrolling box, head cells and tax columns), so the two
 * read alike on screen and on paper.
 */
import type { ReactNode } from "react";
import type { TaxDocument, TaxDocumentRateRow } from "~/domain/tax-document";
import { formatAmount, formatRate } from "~/domain/tax-document-format";
import { type DocumentLabel, taxDocumentLabels as label } from "./tax-document-labels";

/** A label in English, with " · Hindi" when the document is in Hindi (codes such as "CGST" read the same in both). */
export function Label({ text, lang }: { text: DocumentLabel; lang: TaxDocument["lang"] }) {
  if (lang !== "hi" || text.hi === text.en) return <>{text.en}</>;
  return (
    <>
      {text.en} · <span lang="hi">{text.hi}</span>
    </>
  );
}

export const cell = "border-b border-sand-200 px-1.5 py-1 align-top";
export const amountCell = `${cell} text-right tabular-nums whitespace-nowrap`;
const headCell = "border-y-2 border-ink-900 px-1.5 py-1 text-left align-bottom text-xs font-semibold";
const headAmount = `${headCell} text-right`;

/** A column head; amounts are right-aligned like their figures. */
export interface DocColumn {
  label: DocumentLabel;
  amount: boolean;
}

/** The five columns every taxed row carries: taxable value, then CGST and SGST each as rate and amount. */
export const taxColumns: DocColumn[] = [label.taxableValue, label.cgstRate, label.cgst, label.sgstRate, label.sgst].map(
  (taxLabel) => ({ label: taxLabel, amount: true }),
);

/**
 * The sheet's two tables, captioned and set each its own way: the lines are the document's body,
 * under a small caption; the tax summary is narrower, under a heading of its own.
 */
const docTables = {
  lines: { caption: label.amountsIn, captionClassName: "text-xs text-ink-700", className: "mt-4", minWidthClassName: "min-w-[46rem]" },
  summary: { caption: label.taxSummary, captionClassName: "text-sm font-semibold", className: "mt-3", minWidthClassName: "min-w-[34rem]" },
};

export function DocTable({
  lang,
  kind,
  columns,
  children,
}: {
  lang: TaxDocument["lang"];
  kind: keyof typeof docTables;
  columns: DocColumn[];
  children: ReactNode;
}) {
  const { caption, captionClassName, className, minWidthClassName } = docTables[kind];
  return (
    <div data-doc-table className={`${className} max-w-full overflow-x-auto`}>
      <table className={`w-full ${minWidthClassName} border-collapse text-sm`}>
        <caption className={`pb-1 text-left ${captionClassName}`}>
          <Label text={caption} lang={lang} />
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label.en} scope="col" className={column.amount ? headAmount : headCell}>
                <Label text={column.label} lang={lang} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The cells under {@link taxColumns}. */
export function TaxCells({ amounts }: { amounts: Omit<TaxDocumentRateRow, "code"> }) {
  return (
    <>
      <td className={amountCell}>{formatAmount(amounts.taxablePaise)}</td>
      <td className={amountCell}>{formatRate(amounts.cgstBasisPoints)}</td>
      <td className={amountCell}>{formatAmount(amounts.cgstPaise)}</td>
      <td className={amountCell}>{formatRate(amounts.sgstBasisPoints)}</td>
      <td className={amountCell}>{formatAmount(amounts.sgstPaise)}</td>
    </>
  );
}
