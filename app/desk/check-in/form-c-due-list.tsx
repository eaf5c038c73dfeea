import { Link } from "react-router";
import { deskLinkClass } from "~/desk/desk-link";
import { formCTimeLeft } from "~/domain/form-c";

/** Today's foreign guests whose Form C is not recorded yet, each with the time left or "overdue". */
export function FormCDueList({ rows, now }: { rows: { reference: string; guestName: string; dueAt: string }[]; now: Date }) {
  if (rows.length === 0) return <p>No Form C waiting.</p>;
  return (
    <ul className="grid gap-2" data-testid="form-c-due">
      {rows.map((row) => {
        const left = formCTimeLeft(row.dueAt, now);
        return (
          <li key={row.reference} className="rounded-md border border-sand-200 bg-white p-3">
            <Link to={`/admin/bookings/${row.reference}`} className={deskLinkClass}>
              {row.guestName}
            </Link>{" "}
            <span className="font-mono text-sm">{row.reference}</span> ·{" "}
            <strong className={left === "overdue" ? "text-red-800" : undefined}>Form C due: {left}</strong>
          </li>
        );
      })}
    </ul>
  );
}
