import { todayInHotel } from "~/domain/hotel-date";
import { formatRupees } from "~/domain/money";
import type { DeskFormFailure } from "~/desk/desk-form-post";
import { DeskTextField } from "~/desk/desk-text-field";
import { deskDate } from "~/desk/desk-time";
import { FolioForm, folioFormState } from "./folio-form-frame";
import { folioLimits } from "./folio-forms";
import { categoryWords, gstRateWords } from "./folio-messages";
import type { FolioLineView } from "./folio-services";

/** Each line followed by the void that reversed it, so a struck-through line has its reason beneath it. */
export function linesInReadingOrder(lines: readonly FolioLineView[]): FolioLineView[] {
  const voidOf = new Map(lines.flatMap((line) => (line.voidsLineId === null ? [] : [[line.voidsLineId, line] as const])));
  const ids = new Set(lines.map((line) => line.id));
  return lines.flatMap((line) => {
    // A void is shown under the line it reverses (one without it on the folio stays where it is).
    if (line.voidsLineId !== null && ids.has(line.voidsLineId)) return [];
    const reversal = voidOf.get(line.id);
    return reversal ? [line, reversal] : [line];
  });
}

/** The day a line is for: its night, or the hotel's day it was posted. */
const lineDay = (line: FolioLineView) => deskDate(line.night ?? todayInHotel(new Date(line.postedAt)));

function LineFigures({ line }: { line: FolioLineView }) {
  const each = line.quantity > 1 ? `${line.quantity} × ${formatRupees(line.unitPaise)} · ` : "";
  return (
    <span>
      {each}
      {formatRupees(line.taxablePaise)} + {gstRateWords(line.cgstBasisPoints, line.sgstBasisPoints)} {formatRupees(line.cgstPaise + line.sgstPaise)} ={" "}
      {formatRupees(line.totalPaise)}
    </span>
  );
}

function VoidForm({ line, formKey, failure }: { line: FolioLineView; formKey: string; failure: DeskFormFailure | undefined }) {
  const form = `void:${line.id}`;
  const state = folioFormState(failure, form);
  return (
    <details className="mt-2" open={state.refused || undefined}>
      <summary className="cursor-pointer font-semibold text-river-800 underline underline-offset-4">
        Void<span className="sr-only"> {line.description}</span>
      </summary>
      <div className="mt-2" key={state.key}>
        <FolioForm intent="void" form={form} formKey={formKey} title={`Void “${line.description}”`} submit="Void this line" hidden={{ line_id: String(line.id) }}>
          <DeskTextField name="reason" idPrefix={state.idPrefix} label="Why" required maxLength={folioLimits.reason} values={state.values} errors={state.errors} hint="A reversing line is posted; the line stays on the folio, struck through." />
        </FolioForm>
      </div>
    </details>
  );
}

/**
 * The folio's lines, newest last: each with its day, what it is, its code and its figures (taxable
 * + tax = total, the rate shown); a voided line struck through with its void beneath.
 */
export function FolioLines({
  lines,
  canVoid,
  formKey,
  failure,
}: {
  lines: readonly FolioLineView[];
  canVoid: boolean;
  formKey: string;
  failure: DeskFormFailure | undefined;
}) {
  if (lines.length === 0) return <p className="mt-2 text-ink-700">Nothing is charged yet. Room nights are posted from check-in, night by night.</p>;
  return (
    <ol className="mt-3 grid list-none gap-2 p-0" data-testid="folio-lines">
      {linesInReadingOrder(lines).map((line) => {
        const isVoid = line.kind === "void";
        return (
          <li
            key={line.id}
            className={`rounded-md border border-sand-200 p-3 ${isVoid ? "ml-4 bg-sand-50" : "bg-white"}`}
            data-testid={isVoid ? "folio-void-line" : "folio-line"}
          >
            <div className={`flex flex-wrap justify-between gap-x-3 ${line.voided ? "text-ink-700 line-through" : ""}`}>
              <span className="min-w-0 font-semibold [overflow-wrap:anywhere]">
                {isVoid ? "Void: " : ""}
                {line.description}
              </span>
              <span className="font-semibold tabular-nums">{formatRupees(line.totalPaise)}</span>
            </div>
            <p className={`text-sm text-ink-700 ${line.voided ? "line-through" : ""}`}>
              {lineDay(line)} · {categoryWords[line.category]} · SAC/HSN {line.code}
              {line.roomNumber ? ` · Room ${line.roomNumber}` : ""}
            </p>
            <p className={`text-sm tabular-nums ${line.voided ? "line-through" : ""}`}>
              <LineFigures line={line} />
            </p>
            {line.voided ? <p className="text-sm font-semibold">Voided</p> : null}
            {line.reason ? <p className="text-sm [overflow-wrap:anywhere]">Reason: {line.reason}</p> : null}
            <p className="text-xs text-ink-700">Posted by {line.postedBy}</p>
            {canVoid && !line.voided && !isVoid ? <VoidForm line={line} formKey={formKey} failure={failure} /> : null}
          </li>
        );
      })}
    </ol>
  );
}
