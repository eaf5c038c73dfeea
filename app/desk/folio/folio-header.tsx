import { DeskBackLink } from "~/desk/desk-link";
import { deskDate } from "~/desk/desk-time";
import { StatusBadge } from "~/desk/status-badge";
import { balanceWords } from "./folio-messages";
import type { FolioView } from "./folio-services";

/** The rooms the stay's nights were spent in, as its night lines name them, each once. */
export function folioRoomNumbers(folio: Pick<FolioView, "lines">): string[] {
  return [...new Set(folio.lines.flatMap((line) => (line.roomNumber ? [line.roomNumber] : [])))];
}

/**
 * Who and which stay the folio is, and its balance, large: the one figure reception reads first.
 */
export function FolioHeader({ folio }: { folio: FolioView }) {
  const rooms = folioRoomNumbers(folio);
  const { balancePaise } = folio.totals;
  const tone = balancePaise > 0 ? "border-saffron-700" : balancePaise < 0 ? "border-red-700" : "border-river-700";
  return (
    <>
      <DeskBackLink to={`/admin/bookings/${folio.reference}`}>Booking {folio.reference}</DeskBackLink>
      <h1 className="heading-2 mt-2">Bill for {folio.guestName}</h1>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-700">
        <span className="font-mono">{folio.reference}</span>
        <StatusBadge status={folio.status} />
        <span>
          {deskDate(folio.checkIn)} to {deskDate(folio.checkOut)}
        </span>
        {rooms.length > 0 ? <span>{rooms.length === 1 ? `Room ${rooms[0]}` : `Rooms ${rooms.join(", ")}`}</span> : null}
      </p>
      <p className={`mt-4 rounded-md border-l-4 ${tone} bg-white p-3 text-2xl font-bold`} data-testid="folio-balance">
        {balanceWords(balancePaise)}
      </p>
    </>
  );
}
