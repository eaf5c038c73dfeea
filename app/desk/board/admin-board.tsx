import { Link } from "react-router";
import type { IsoDate } from "~/content/hotel";
import { requestInfoContext } from "~/context";
import { statusWords } from "~/domain/booking-status";
import { addDays, compareDates, isValidIsoDate, nightsBetween, todayInHotel } from "~/domain/hotel-date";
import { BOARD_NIGHTS, type BoardBar, type BoardUnit, nightList } from "~/domain/room-board";
import { deskDate } from "~/desk/desk-time";
import { deskLinkClass } from "~/desk/desk-link";
import { DeskSection } from "~/desk/desk-section";
import { ChannelHoldsList } from "~/desk/channels/channel-holds-list";
import { makeBookingHref } from "~/desk/channels/hold-links";
import { deskBoardOf } from "./desk-board.server";
import type { Route } from "./+types/admin-board";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const weekday = (night: IsoDate) => WEEKDAYS[new Date(`${night}T00:00:00Z`).getUTCDay()];
const shortDate = (night: IsoDate) => `${weekday(night)} ${deskDate(night).replace(/ \d{4}$/, "")}`;
/** How far the board pages either way: a year of history and a year ahead. */
const REACH_NIGHTS = 366;

function dateParam(query: URLSearchParams, name: string, earliest: IsoDate, latest: IsoDate): IsoDate | null {
  const asked = query.get(name);
  if (!asked || !isValidIsoDate(asked)) return null;
  return compareDates(asked, earliest) >= 0 && compareDates(asked, latest) <= 0 ? (asked as IsoDate) : null;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const board = deskBoardOf(context);
  const today = todayInHotel(context.get(requestInfoContext).now);
  const query = new URL(request.url).searchParams;
  const from = dateParam(query, "from", addDays(today, -REACH_NIGHTS), addDays(today, REACH_NIGHTS)) ?? today;
  const shown = await board.board(from);
  // The phone's list shows one night: the one asked for when it is on the board, else the first.
  const day = dateParam(query, "day", from, addDays(from, BOARD_NIGHTS - 1)) ?? from;
  return { ...shown, today, day };
}

export const meta: Route.MetaFunction = () => [{ title: "Room board · Front desk" }];

const barTones: Record<string, string> = {
  pending: "bg-saffron-100 text-saffron-900 ring-saffron-300",
  confirmed: "bg-river-100 text-river-900 ring-river-300",
  checked_in: "bg-river-700 text-white ring-river-800",
  checked_out: "bg-sand-100 text-ink-700 ring-sand-300",
  repair: "bg-red-50 text-red-900 ring-red-200",
  // A channel's hold: dashed, so it reads apart from stays and repairs without its colour.
  hold: "bg-white text-saffron-900 ring-0 border-2 border-dashed border-saffron-700",
};
const toneOf = (bar: BoardBar) =>
  bar.kind === "repair" ? barTones.repair : bar.kind === "hold" ? barTones.hold : bar.kind === "stay" ? (barTones[bar.status] ?? barTones.checked_out) : "";

/** Where a bar leads: a stay to its booking, a channel's hold to a new booking made from it. */
const barHref = (bar: BoardBar) => (bar.kind === "stay" ? `/admin/bookings/${bar.reference}` : bar.kind === "hold" ? makeBookingHref(bar.holdId) : null);

/** Where a free night of a room leads: a new booking of its type from that night. */
const newBookingHref = (unit: BoardUnit, night: IsoDate) => `/admin/bookings/new?type=${unit.roomId}&checkIn=${night}`;

function BarLabel({ bar }: { bar: Exclude<BoardBar, { kind: "free" }> }) {
  if (bar.kind === "repair") return <>Out of order: {bar.reason}</>;
  if (bar.kind === "hold") {
    return (
      <>
        <span className="font-semibold">{bar.label}</span> <span className="whitespace-nowrap">· Make booking</span>
        {bar.continues ? <span aria-hidden="true"> →</span> : null}
      </>
    );
  }
  return (
    <>
      <span className="font-semibold">{bar.guestName}</span> <span className="whitespace-nowrap">· {statusWords[bar.status]}</span>
      {bar.continues ? <span aria-hidden="true"> →</span> : null}
    </>
  );
}

function BoardCell({ unit, bar, today }: { unit: BoardUnit; bar: BoardBar; today: IsoDate }) {
  if (bar.kind === "free") {
    const bookable = compareDates(bar.night, today) >= 0;
    return (
      <td className="border border-sand-200 p-0 text-center">
        {bookable ? (
          <Link to={newBookingHref(unit, bar.night)} className="block h-full min-h-10 px-1 py-2 text-river-800 hover:bg-river-50 focus-visible:outline-2 focus-visible:outline-river-700">
            <span aria-hidden="true">+</span>
            <span className="sr-only">
              Book room {unit.number} from {shortDate(bar.night)}
            </span>
          </Link>
        ) : null}
      </td>
    );
  }
  const label = <BarLabel bar={bar} />;
  return (
    <td colSpan={bar.span} className="border border-sand-200 p-0.5">
      {barHref(bar) ? (
        <Link to={barHref(bar) ?? ""} className={`block truncate rounded-sm px-2 py-2 text-xs ring-1 ${toneOf(bar)}`}>
          {label}
        </Link>
      ) : (
        <p className={`truncate rounded-sm px-2 py-2 text-xs ring-1 ${toneOf(bar)}`}>{label}</p>
      )}
    </td>
  );
}

/**
 * The room board (product-rules.md: The room board): rooms down the side and the next 14 nights
 * across, each stay a bar coloured by its status with the guest's name; a bar opens the booking
 * (where its room is changed), a free night starts a booking for that room's type. On a phone the
 * same rooms are listed for one night at a time.
 */
export default function RoomBoardPage({ loaderData }: Route.ComponentProps) {
  const { from, nights, rows, roomless, typeHolds, today, day } = loaderData;
  const last = nights.at(-1) ?? from;
  return (
    <>
      <h1 className="heading-2">Room board</h1>
      <p className="mt-2 text-ink-700">
        Every room by number, {deskDate(from)} to {deskDate(last)}. Open a stay to change its room; a free night starts a
        booking; a channel's hold (dashed) becomes a booking when its guest arrives.
      </p>
      <nav aria-label="Board pages" className="mt-4 flex flex-wrap gap-4">
        <Link to={`?from=${addDays(from, -BOARD_NIGHTS)}`} className={deskLinkClass}>
          Previous {BOARD_NIGHTS} nights
        </Link>
        {from !== today ? (
          <Link to="?" className={deskLinkClass}>
            From tonight
          </Link>
        ) : null}
        <Link to={`?from=${addDays(from, BOARD_NIGHTS)}`} className={deskLinkClass}>
          Next {BOARD_NIGHTS} nights
        </Link>
      </nav>

      {rows.length === 0 ? (
        <p className="mt-6">No rooms are numbered yet. Add them on Room numbers.</p>
      ) : (
        <>
          <div className="mt-6 hidden overflow-x-auto md:block" data-testid="board-grid">
            <table className="w-full min-w-[60rem] table-fixed border-collapse text-sm">
              <caption className="sr-only">
                Rooms and nights from {deskDate(from)} to {deskDate(last)}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className="w-28 border border-sand-200 bg-sand-50 p-2 text-left">
                    Room
                  </th>
                  {nights.map((night) => (
                    <th key={night} scope="col" className={`border border-sand-200 p-1 text-xs font-semibold ${night === today ? "bg-marigold/30" : "bg-sand-50"}`}>
                      {shortDate(night)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map(({ unit, bars }) => (
                  <tr key={unit.id}>
                    <th scope="row" className="border border-sand-200 bg-white p-2 text-left align-top">
                      <span className="block font-semibold">{unit.number}</span>
                      <span className="block text-xs font-normal text-ink-700">{unit.typeName}</span>
                    </th>
                    {bars.map((bar) => (
                      <BoardCell key={bar.night} unit={unit} bar={bar} today={today} />
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <section aria-labelledby="board-day" className="mt-6 md:hidden" data-testid="board-day">
            <h2 id="board-day" className="heading-3">
              {shortDate(day)}
            </h2>
            <nav aria-label="Nights" className="mt-3 flex gap-2 overflow-x-auto pb-2">
              {nights.map((night) => (
                <Link
                  key={night}
                  to={`?from=${from}&day=${night}`}
                  aria-current={night === day ? "date" : undefined}
                  className={`shrink-0 rounded-pill px-3 py-2 text-sm font-semibold ring-1 ring-river-700 ${night === day ? "bg-river-700 text-white" : "text-river-800"}`}
                >
                  {shortDate(night)}
                </Link>
              ))}
            </nav>
            <ul className="mt-3 grid list-none gap-2 p-0">
              {nightList(rows, day).map(({ unit, bar }) => (
                <li key={unit.id} className="flex items-center gap-3 rounded-md bg-white p-3 shadow-card">
                  <span className="w-14 shrink-0">
                    <span className="block font-semibold">{unit.number}</span>
                    <span className="block text-xs text-ink-700">{unit.typeName}</span>
                  </span>
                  {bar.kind === "free" ? (
                    compareDates(day, today) >= 0 ? (
                      <Link to={newBookingHref(unit, day)} className={deskLinkClass}>
                        Free · New booking
                      </Link>
                    ) : (
                      <span className="text-ink-700">Free</span>
                    )
                  ) : barHref(bar) ? (
                    <Link to={barHref(bar) ?? ""} className={`min-w-0 flex-1 truncate rounded-sm px-2 py-2 text-sm ring-1 ${toneOf(bar)}`}>
                      <BarLabel bar={bar} />
                    </Link>
                  ) : (
                    <span className={`min-w-0 flex-1 truncate rounded-sm px-2 py-2 text-sm ring-1 ${toneOf(bar)}`}>
                      <BarLabel bar={bar} />
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        </>
      )}

      <DeskSection id="type-holds" heading="Held by the channels, no room yet">
        <ChannelHoldsList holds={typeHolds} empty="No channel holds a room type as a whole on these nights." />
      </DeskSection>

      <DeskSection id="roomless" heading="Booked, no room yet">
        {roomless.length === 0 ? (
          <p>Every booked room on these nights has its room.</p>
        ) : (
          <ul className="grid list-none gap-2 p-0">
            {roomless.map((stay) => (
              <li key={`${stay.reference}-${stay.typeName}-${stay.checkIn}`}>
                <Link to={`/admin/bookings/${stay.reference}`} className={deskLinkClass}>
                  {stay.guestName}
                </Link>{" "}
                · {stay.typeName} · {deskDate(stay.checkIn)}, {nightsBetween(stay.checkIn, stay.checkOut)} night
                {nightsBetween(stay.checkIn, stay.checkOut) === 1 ? "" : "s"} · {statusWords[stay.status]}
              </li>
            ))}
          </ul>
        )}
      </DeskSection>
    </>
  );
}
