import { Link } from "react-router";

/**
 * The booking's "Check in": a link to the check-in page (a plain GET, so it works without
 * JavaScript), which asks for the room numbers and the guest's registration.
 */
export function CheckInLink({ reference }: { reference: string }) {
  return (
    <div className="rounded-md border border-sand-200 bg-white p-3">
      <p className="text-ink-700">The guest is here: record their registration and give them their rooms.</p>
      <Link to={`/admin/bookings/${reference}/check-in`} className="btn-primary mt-2 inline-block">
        Check in
      </Link>
    </div>
  );
}
