import { Link } from "react-router";
import { requestInfoContext } from "~/context";
import { todayInHotel } from "~/domain/hotel-date";
import { BookingCards } from "~/desk/bookings/booking-cards";
import { DeliveryList, UpstreamNotice } from "~/desk/bookings/delivery-list";
import { deskOf } from "~/desk/desk-context.server";
import { deskEnquiriesOf } from "~/desk/enquiries/desk-enquiries.server";
import { deskDate, waitedFor } from "~/desk/desk-time";
import { deskLinkClass } from "~/desk/desk-link";
import type { Route } from "./+types/admin-today";

/** Today at the hotel (product-rules.md: The front desk): who arrives, leaves and stays, what waits. */
export async function loader({ context }: Route.LoaderArgs) {
  const { desk } = deskOf(context);
  const { enquiries } = deskEnquiriesOf(context);
  const { now } = context.get(requestInfoContext);
  const today = todayInHotel(now);
  const unhandled = await enquiries.unhandledCount();
  if (desk.mode === "upstream") {
    return { mode: "upstream" as const, today, now: now.toISOString(), unhandled, deliveries: await desk.deliveries() };
  }
  return { mode: "embedded" as const, today, now: now.toISOString(), unhandled, board: await desk.today(now) };
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

function Section({ title, count, children }: { title: string; count?: number; children: React.ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="heading-3">
        {title}
        {count === undefined ? null : <span className="ml-2 text-base font-normal text-ink-700">({count})</span>}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export default function DeskToday({ loaderData }: Route.ComponentProps) {
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
  const { board } = loaderData;
  const now = new Date(loaderData.now);
  return (
    <>
      {heading}
      {board.stalePending > 0 ? (
        <p role="status" className="mt-4 rounded-md border-l-4 border-saffron-700 bg-white p-3">
          <strong>Needs attention:</strong>{" "}
          <Link to="/admin/bookings?status=pending" className={deskLinkClass}>
            {board.stalePending} {board.stalePending === 1 ? "request has" : "requests have"} waited more than a day
          </Link>
        </p>
      ) : null}
      <UnhandledEnquiries count={loaderData.unhandled} />
      <Section title="Awaiting a decision" count={board.awaitingDecision.length}>
        <BookingCards
          rows={board.awaitingDecision}
          empty="No requests waiting."
          extra={(row) => `Waiting ${waitedFor(row.createdAt, now)}`}
        />
      </Section>
      <Section title="Arrivals" count={board.arrivals.length}>
        <BookingCards rows={board.arrivals} empty="No arrivals today." />
      </Section>
      <Section title="Departures" count={board.departures.length}>
        <BookingCards rows={board.departures} empty="No departures today." />
      </Section>
      <Section title="In house" count={board.inHouse.length}>
        <BookingCards rows={board.inHouse} empty="No guests checked in." />
      </Section>
      <Section title="Rooms free tonight">
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
