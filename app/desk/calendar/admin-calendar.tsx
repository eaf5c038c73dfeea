import { data, Form, Link, redirect } from "react-router";
import type { IsoDate } from "~/content/hotel";
import { requestInfoContext } from "~/context";
import { CALENDAR_NIGHTS, type CalendarCell } from "~/domain/calendar-grid";
import { addDays, compareDates, isValidIsoDate, todayInHotel } from "~/domain/hotel-date";
import { deskCalendarOf } from "~/desk/calendar/desk-calendar.server";
import { deskDate } from "~/desk/desk-time";
import { DeskDateRange, DeskSelect } from "~/desk/desk-labelled";
import { deskLinkClass } from "~/desk/desk-link";
import { DeskSection } from "~/desk/desk-section";
import { OutcomeNotices } from "~/desk/outcome-notices";
import type { Route } from "./+types/admin-calendar";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const weekday = (night: IsoDate) => WEEKDAYS[new Date(`${night}T00:00:00Z`).getUTCDay()];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { calendar } = deskCalendarOf(context);
  const today = todayInHotel(context.get(requestInfoContext).now);
  const query = new URL(request.url).searchParams;
  const asked = query.get("from");
  // Tonight and later: past nights cannot change, and the bookings list covers them.
  const from = asked && isValidIsoDate(asked) && compareDates(asked, today) > 0 ? (asked as IsoDate) : today;
  const done = query.get("done");
  return {
    from,
    today,
    rows: await calendar.calendar(from),
    done: done === "closed" ? "Closed to sale." : done === "reopened" ? "Open for sale again." : null,
    formKey: crypto.randomUUID(),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { staff, calendar } = deskCalendarOf(context);
  const { now } = context.get(requestInfoContext);
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? "");
  const close = field("intent") === "close";
  const from = field("from");
  const requestKey = field("request_key").slice(0, 200);
  if (requestKey === "" || !["close", "reopen"].includes(field("intent"))) {
    return data({ error: "This form was incomplete. Reload the page and try again." }, { status: 400 });
  }
  const outcome = await calendar.setClosed({
    roomId: Number(field("room_id")),
    from,
    to: field("to") || from,
    close,
    requestKey,
    staff,
    now,
  });
  if (!outcome.ok) return data({ error: outcome.message }, { status: outcome.status });
  // Back to the nights the change was made from.
  const shown = new URL(request.url).searchParams.get("from");
  const back = new URLSearchParams(shown ? { from: shown } : {});
  back.set("done", close ? "closed" : "reopened");
  return redirect(`/admin/calendar?${back}`, 303);
}

export const meta: Route.MetaFunction = () => [{ title: "Calendar · Front desk" }];

/** What the run form does to its nights. */
const runChanges = [
  ["close", "Close to sale"],
  ["reopen", "Reopen for sale"],
] as const;
function Cell({ cell, roomId, roomName, formKey }: { cell: CalendarCell; roomId: number; roomName: string; formKey: string }) {
  const intent = cell.closed ? "reopen" : "close";
  return (
    <td className={`border border-sand-200 p-1 align-top text-xs ${cell.closed ? "bg-red-50" : cell.free === 0 ? "bg-sand-100" : "bg-white"}`}>
      <p className="whitespace-nowrap">
        <span className="font-semibold">{cell.closed ? "Closed" : `${cell.free} free`}</span>
      </p>
      <p className="whitespace-nowrap text-ink-700">
        {cell.booked} booked · {cell.held} held
        {cell.outOfOrder > 0 ? ` · ${cell.outOfOrder} out of order` : ""}
      </p>
      {cell.channelHolds.map((label, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two holds of one channel read alike
        <p key={index} className="mt-0.5 whitespace-nowrap rounded-sm border border-dashed border-saffron-700 px-1 font-semibold text-saffron-900">
          {label}
        </p>
      ))}
      <Form method="post" className="mt-1">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="room_id" value={roomId} />
        <input type="hidden" name="from" value={cell.night} />
        <input type="hidden" name="request_key" value={`${formKey}:${intent}:${roomId}:${cell.night}`} />
        <button type="submit" className="rounded-sm border border-river-700 px-1.5 py-0.5 font-semibold text-river-800 hover:bg-river-50 focus-visible:outline-2 focus-visible:outline-river-700">
          {cell.closed ? "Reopen" : "Close"}
          <span className="sr-only">
            {" "}
            {roomName} on {weekday(cell.night)} {deskDate(cell.night)}
          </span>
        </button>
      </Form>
    </td>
  );
}

/**
 * Room types × 30 nights (product-rules.md: The front desk): booked, held, free and closed; a cell
 * closes or reopens sale of that type for that night, and a form does it for a run of nights.
 */
export default function DeskCalendar({ loaderData, actionData }: Route.ComponentProps) {
  const { from, today, rows, done, formKey } = loaderData;
  const nights = rows[0]?.cells.map((cell) => cell.night) ?? [];
  const earlier = addDays(from, -CALENDAR_NIGHTS);
  return (
    <>
      <h1 className="heading-2">Calendar</h1>
      <p className="mt-2 text-ink-700">
        Each night: rooms free for sale, booked (confirmed or in house), held (requests awaiting a decision) and held by a
        channel's calendar (such as “Booking.com hold”, dashed).
        Closing a night stops the site, the booking form and the chat from offering that room type; bookings already
        made keep their rooms.
      </p>
      <OutcomeNotices done={done} error={actionData?.error} />
      <nav aria-label="Calendar pages" className="mt-4 flex flex-wrap gap-4">
        {compareDates(from, today) > 0 ? (
          <Link to={compareDates(earlier, today) > 0 ? `?from=${earlier}` : "?"} className={deskLinkClass}>
            Previous {CALENDAR_NIGHTS} nights
          </Link>
        ) : null}
        <Link to={`?from=${addDays(from, CALENDAR_NIGHTS)}`} className={deskLinkClass}>
          Next {CALENDAR_NIGHTS} nights
        </Link>
      </nav>
      {/* Scrolls sideways on a phone; the room type column stays in view. */}
      <section className="mt-4 overflow-x-auto rounded-md border border-sand-200" aria-label="Nights by room type">
        <table className="border-collapse text-left">
          <caption className="sr-only">
            Rooms free, booked and held from {deskDate(from)} for {CALENDAR_NIGHTS} nights
          </caption>
          <thead>
            <tr>
              <th scope="col" className="sticky left-0 z-1 bg-sand-50 p-2 text-sm">
                Room type
              </th>
              {nights.map((night) => (
                <th key={night} scope="col" className="whitespace-nowrap border border-sand-200 bg-sand-50 p-1 text-xs">
                  {weekday(night)}
                  <br />
                  {deskDate(night).replace(/ \d{4}$/, "")}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.type.id}>
                <th scope="row" className="sticky left-0 z-1 bg-white p-2 text-sm">
                  {row.type.name}
                  <span className="block text-xs font-normal text-ink-700">{row.type.totalRooms} rooms</span>
                </th>
                {row.cells.map((cell) => (
                  <Cell key={cell.night} cell={cell} roomId={row.type.id} roomName={row.type.name} formKey={formKey} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <DeskSection id="close-run" heading="Close or reopen a run of nights" className="mt-8">
        <p className="mt-1 text-sm text-ink-700">For a festival week or maintenance: both nights included, up to 180 nights.</p>
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2">
          <input type="hidden" name="request_key" value={`${formKey}:run`} />
          <DeskSelect id="run-room" name="room_id" label="Room type" options={rows.map((row) => [row.type.id, row.type.name] as const)} required />
          <DeskSelect id="run-intent" name="intent" label="Change" options={runChanges} required />
          <DeskDateRange idPrefix="run" labels={["First night", "Last night"]} input={() => ({ min: today, required: true })} />
          <button type="submit" className="btn-primary justify-self-start">
            Apply
          </button>
        </Form>
      </DeskSection>
    </>
  );
}
