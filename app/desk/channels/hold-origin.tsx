/** On the new-booking page made from a channel hold: which hold, and what saving does to it. */
export function HoldOrigin({ from }: { from: string | null }) {
  if (!from) return null;
  return (
    <p role="note" className="mt-4 rounded-md border-2 border-dashed border-saffron-700 bg-white p-3" data-testid="hold-origin">
      From the <strong>{from}</strong>. Saving links the hold to this booking: from then the booking holds the room, not the channel's
      calendar. Type the channel's own booking number if it is not filled in.
    </p>
  );
}
