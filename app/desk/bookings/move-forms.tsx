import { Form } from "react-router";
import type { DeskAction } from "~/domain/booking-status";

/** The form field names a move posts; the route's action reads the same names. */
export const moveFields = { move: "move", note: "note", requestKey: "request_key" } as const;
export const maxNoteLength = 1000;

/**
 * One POST form per move the booking can make now, each with its own optional note and one-time
 * key (the same form sent twice changes nothing twice). A decline's note is what the guest is told.
 */
export function MoveForms({ moves, formKey }: { moves: DeskAction[]; formKey: string }) {
  if (moves.length === 0) return <p className="text-ink-700">No further moves: this booking is closed.</p>;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {moves.map((move) => {
        const noteId = `note-${move.key}`;
        return (
          <Form key={move.key} method="post" className="rounded-md border border-sand-200 bg-white p-3">
            <input type="hidden" name={moveFields.move} value={move.key} />
            <input type="hidden" name={moveFields.requestKey} value={`${formKey}:${move.key}`} />
            <label htmlFor={noteId} className="field-label">
              {move.key === "decline" ? "Reason for declining (the guest will be told this; optional)" : `Note for "${move.label}" (optional)`}
            </label>
            <textarea id={noteId} name={moveFields.note} rows={2} maxLength={maxNoteLength} className="field-input" />
            <button type="submit" className={`mt-2 ${move.key === "confirm" || move.key === "check_in" ? "btn-primary" : "btn-secondary"}`}>
              {move.label}
            </button>
          </Form>
        );
      })}
    </div>
  );
}
