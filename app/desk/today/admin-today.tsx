import { sumOf } from "~/domain/sum-of";
import { data, Link, redirect } from "react-router";
import { requestInfoContext } from "~/context";
import { deskActionByKey } from "~/domain/booking-status";
import { todayInHotel } from "~/domain/hotel-date";
import { DeliveryList, UpstreamNotice } from "~/desk/bookings/delivery-list";
import { moveFields } from "~/desk/bookings/move-forms";
import { OutcomeNotices } from "~/desk/outcome-notices";
import { deskOf, staffOf } from "~/desk/desk-context.server";
import { FormCDueList } from "~/desk/check-in/form-c-due-list";
import { formCDue } from "~/desk/check-in/form-c-store.server";
import { deskEnquiriesOf } from "~/desk/enquiries/desk-enquiries.server";
import { deskDate } from "~/desk/desk-time";
import { deskLinkClass } from "~/desk/desk-link";
import { TodayCards } from "./today-cards";
import { openConflicts } from "~/channels/channel-holds.server";
import { ChannelConflicts } from "~/desk/channels/channel-conflicts";
import { depositsToday } from "~/desk/deposits/deposits-today.server";
import { DepositsTodayLine } from "~/desk/deposits/deposits-today";
import type { Route } from "./+types/admin-today";

/** Today at the hotel (product-rules.md: The front desk): who arrives, leaves and stays, what waits. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { desk } = deskOf(context);
  const done = todayDone[new URL(request.url).searchParams.get("done") ?? ""] ?? null;
  const { enquiries } = deskEnquiriesOf(context);
  const { now } = context.get(requestInfoContext);
  const today = todayInHotel(now);
  const unhandled = await enquiries.unhandledCount();
  if (desk.mode === "upstream") {
    return { mode: "upstream" as const, today, now: now.toISOString(), unhandled, deliveries: await desk.deliveries() };
  }
  // Channel conflicts lead Today: a guest may need moving before anyone arrives.
  const conflicts = await openConflicts(staffOf(context).env.DB);
  const [board, formC, deposits] = await Promise.all([desk.today(now), formCDue(staffOf(context).env.DB), depositsToday(staffOf(context).env.DB, now)]);
  return { mode: "embedded" as const, today, now: now.toISOString(), unhandled, board, formC, deposits, conflicts, done, formKey: crypto.randomUUID() };
}

/** The moves Today's cards make, and what Today says after each. */
const todayMoves = new Set(["confirm", "check_out"]);
const todayDone: Record<string, string> = {
  confirm: "Confirmed. The guest is told by e-mail.",
  check_out: "Checked out.",
  "conflict-cleared": "Conflict cleared.",
};

/** Confirm and Check out from Today's cards: the booking page's moves, back to Today. */
export async function action({ context, request }: Route.ActionArgs) {
  const { staff, desk } = deskOf(context);
  const { now } = context.get(requestInfoContext);
  const form = await request.formData();
  const move = deskActionByKey(form.get(moveFields.move));
  const reference = String(form.get("reference") ?? "").toUpperCase().slice(0, 40);
  const requestKey = String(form.get(moveFields.requestKey) ?? "").slice(0, 200);
  if (!move || !todayMoves.has(move.key) || reference === "" || requestKey === "") {
    return data({ error: "This form was incomplete. Reload the page and try again." }, { status: 400 });
  }
  const outcome = await desk.move({ reference, action: move.key, note: "", requestKey, staff, now });
  if (!outcome.ok) return data({ error: `${reference}: ${outcome.message}` }, { status: outcome.status });
  return redirect(`/admin?done=${move.key}`, 303);
}

export const meta: Route.MetaFunction = () => [{ title: "Today · Front desk" }];

/** Enquiries from the site's forms that nobody has marked handled yet. */
function UnhandledEnquiries({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p className="mt-4 rounded-md border-l-4 border-saffron-700 bg-white p-3">
      <Link to="/admin/enquiries?handled=no" className={deskLinkClass}>
        {count} {count === 1 ? "enquiry is" : "enquiries are"} waiting to be handled
      </Link>
    </p>
  );
}

function Section({ id, title, count, children }: { id?: string; title: string; count?: number; children: React.ReactNode }) {
  return (
    <section id={id} className="mt-8 scroll-mt-4">
      <h2 className="heading-3">
        {title}
        {count === undefined ? null : <span className="ml-2 text-base font-normal text-ink-700">({count})</span>}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export default function DeskToday({ loaderData, actionData }: Route.ComponentProps) {
  const heading = (
    <h1 className="heading-2">
      Today <span className="text-xl font-normal text-ink-700">{deskDate(loaderData.today)}</span>
    </h1>
  );
  if (loaderData.mode === "upstream") {
    const { dead, retrying } = loaderData.deliveries.undelivered;
    return (
      <>
        {heading}
        <div className="mt-4">
          <UpstreamNotice />
        </div>
        <UnhandledEnquiries count={loaderData.unhandled} />
        <Section title="Needs attention">
          {dead + retrying === 0 ? (
            <p>Every submission has reached the hotel's system.</p>
          ) : (
            <p>
              <Link to="/admin/bookings" className={deskLinkClass}>
                {dead} not delivered, {retrying} waiting to retry
              </Link>
            </p>
          )}
        </Section>
        <Section title="Latest booking requests">
          <DeliveryList rows={loaderData.deliveries.rows.slice(0, 10)} />
        </Section>
      </>
    );
  }
  const { board, formKey } = loaderData;
  const now = new Date(loaderData.now);
  const freeTonight = sumOf(board.freeTonight, (room) => room.free);
  const counts = [
    { id: "arrivals", label: "Arrivals", count: board.arrivals.length },
    { id: "departures", label: "Departures", count: board.departures.length },
    { id: "in-house", label: "In house", count: board.inHouse.length },
    { id: "awaiting", label: "Awaiting a decision", count: board.awaitingDecision.length },
    { id: "form-c", label: "Form C due", count: loaderData.formC.length },
    { id: "free-tonight", label: "Rooms free tonight", count: freeTonight },
  ];
  const cards = { roomNumbers: board.roomNumbers, formKey, now };
  return (
    <>
      {heading}
      <OutcomeNotices done={loaderData.done} error={actionData?.error} />
      <ChannelConflicts conflicts={loaderData.conflicts} formKey={formKey} />
      <ul aria-label="Today at a glance" className="mt-4 grid list-none grid-cols-3 gap-2 p-0 md:grid-cols-6" data-testid="today-counts">
        {counts.map((tile) => (
          <li key={tile.id}>
            <a href={`#${tile.id}`} className="block rounded-md border border-sand-200 bg-white p-2 text-center hover:bg-river-50">
              <span className="block text-2xl font-semibold tabular-nums">{tile.count}</span>
              <span className="block text-xs font-semibold text-ink-700">{tile.label}</span>
            </a>
          </li>
        ))}
      </ul>
      {board.stalePending > 0 ? (
        <p role="status" className="mt-4 rounded-md border-l-4 border-saffron-700 bg-white p-3">
          <strong>Needs attention:</strong>{" "}
          <Link to="/admin/bookings?status=pending" className={deskLinkClass}>
            {board.stalePending} {board.stalePending === 1 ? "request has" : "requests have"} waited more than a day
          </Link>
        </p>
      ) : null}
      <UnhandledEnquiries count={loaderData.unhandled} />
      <DepositsTodayLine deposits={loaderData.deposits} />
      <Section id="arrivals" title="Arrivals" count={board.arrivals.length}>
        <TodayCards
          rows={board.arrivals}
          empty="No arrivals today."
          step={{ kind: "link", to: (reference) => `/admin/bookings/${reference}/check-in`, label: "Check in" }}
          {...cards}
        />
      </Section>
      <Section id="departures" title="Departures" count={board.departures.length}>
        <TodayCards rows={board.departures} empty="No departures today." step={{ kind: "link", to: (reference) => `/admin/bookings/${reference}/folio`, label: "Check out" }} {...cards} />
      </Section>
      <Section id="awaiting" title="Awaiting a decision" count={board.awaitingDecision.length}>
        <TodayCards rows={board.awaitingDecision} empty="No requests waiting." step={{ kind: "move", move: "confirm", label: "Confirm" }} showWait {...cards} />
      </Section>
      <Section id="form-c" title="Form C due" count={loaderData.formC.length}>
        <FormCDueList rows={loaderData.formC} now={now} />
      </Section>
      <Section id="in-house" title="In house" count={board.inHouse.length}>
        <TodayCards rows={board.inHouse} empty="No guests checked in." {...cards} />
      </Section>
      <Section id="free-tonight" title="Rooms free tonight">
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {board.freeTonight.map((room) => (
            <li key={room.roomTypeName} className="rounded-md border border-sand-200 bg-white p-3">
              <p className="font-semibold">{room.roomTypeName}</p>
              <p>
                <span className="text-2xl font-semibold">{room.free}</span> of {room.totalRooms} free
                {room.closed ? <span className="block text-sm text-ink-700">Closed to sale tonight</span> : null}
              </p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
