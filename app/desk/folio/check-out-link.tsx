import { Link } from "react-router";

/**
 * The booking's "Check out": a link to the folio (a plain GET, so it works without JavaScript),
 * where the bill is settled and the tax invoice issued with the check-out.
 */
export function CheckOutLink({ reference }: { reference: string }) {
  return (
    <div className="rounded-md border border-sand-200 bg-white p-3">
      <p className="text-ink-700">The guest is leaving: settle the bill and issue the tax invoice.</p>
      <Link to={`/admin/bookings/${reference}/folio`} className="btn-primary mt-2 inline-block">
        Check out
      </Link>
    </div>
  );
}
