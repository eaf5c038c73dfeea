import { Form, Link } from "react-router";
import type { DeskBookingRow } from "~/desk/bookings/desk-services";
import { moveFields } from "~/desk/bookings/move-forms";
import { guestContactLinks } from "~/desk/guest-contact";
import { deskDate, waitedFor } from "~/desk/desk-time";
import { deskLinkClass } from "~/desk/desk-link";
import { StatusBadge } from "~/desk/status-badge";
import { partyText } from "~/desk/desk-fact-row";

/** The one step each card offers: a move posted to Today itself, or the page where it is done. */
export type CardStep = { kind: "move"; move: "confirm" | "check_out"; label: string } | { kind: "link"; to: (reference: string) => string; label: string };

const buttonClass = "inline-flex min-h-11 items-center justify-center rounded-md px-4 font-semibold";

function Step({ row, step, formKey }: { row: DeskBookingRow; step: CardStep; formKey: string }) {
  if (step.kind === "link") {
    return (
      <Link to={step.to(row.reference)} className={`${buttonClass} btn-primary`}>
        {step.label}
        <span className="sr-only"> {row.guestName}</span>
      </Link>
    );
  }
  return (
    <Form method="post">
      <input type="hidden" name={moveFields.move} value={step.move} />
      <input type="hidden" name="reference" value={row.reference} />
      <input type="hidden" name={moveFields.requestKey} value={`${formKey}:${step.move}:${row.reference}`} />
      <button type="submit" className={`${buttonClass} btn-primary`}>
        {step.label}
        <span className="sr-only"> {row.guestName}</span>
      </button>
    </Form>
  );
}

/**
 * Today's bookings as cards made for a phone at reception: who, which rooms, the stay, and the one
 * step due now (Check in, Check out, Confirm) beside Call.
 */
export function TodayCards({
  rows,
  empty,
  step,
  roomNumbers,
  formKey,
  now,
  showWait = false,
}: {
  rows: DeskBookingRow[];
  empty: string;
  step?: CardStep;
  roomNumbers: Record<string, string>;
  formKey: string;
  now: Date;
  showWait?: boolean;
}) {
  if (rows.length === 0) return <p className="text-ink-700">{empty}</p>;
  return (
    <ul className="grid list-none gap-3 p-0 md:grid-cols-2">
      {rows.map((row) => {
        const numbers = roomNumbers[row.reference];
        return (
          <li key={row.reference} className="rounded-md border border-sand-200 bg-white p-3" data-testid="today-card">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold">{row.guestName}</p>
              <StatusBadge status={row.status} />
            </div>
            <p className="text-sm">
              <Link to={`/admin/bookings/${row.reference}`} className={deskLinkClass}>
                {row.reference}
              </Link>{" "}
              · {numbers ? `Room ${numbers}` : "No room yet"} · {row.rooms.join(", ")}
            </p>
            <p className="text-sm text-ink-700">
              {deskDate(row.checkIn)} → {deskDate(row.checkOut)} · {row.nights} {row.nights === 1 ? "night" : "nights"} · {partyText(row)}
            </p>
            {showWait ? <p className="text-sm font-semibold text-saffron-900">Waiting {waitedFor(row.createdAt, now)}</p> : null}
            <div className="mt-2 flex flex-wrap gap-2">
              {step ? <Step row={row} step={step} formKey={formKey} /> : null}
              <a href={guestContactLinks({ phone: row.guestPhone, email: row.guestEmail }).call} className={`${buttonClass} btn-secondary`}>
                Call<span className="sr-only"> {row.guestName}</span>
              </a>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
