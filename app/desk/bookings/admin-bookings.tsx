import { data, Form, Link, redirect } from "react-router";
import { requestInfoContext } from "~/context";
import { bookingSources, sourceWords } from "~/domain/booking-source";
import { bookingStatuses, statusWords } from "~/domain/booking-status";
import { BookingCards } from "~/desk/bookings/booking-cards";
import { bookingFilterQuery, parseBookingFilter } from "~/desk/bookings/booking-filter";
import { DeliveryList, handEntryFields, sendAgainIntent, UpstreamNotice } from "~/desk/bookings/delivery-list";
import { deskOf } from "~/desk/desk-context.server";
import { maxNoteLength } from "~/desk/bookings/move-forms";
import { DeskDateRange, DeskLabelled, DeskSelect } from "~/desk/desk-labelled";
import { deskLinkClass } from "~/desk/desk-link";
import { OutcomeNotices } from "~/desk/outcome-notices";
import type { Route } from "./+types/admin-bookings";

/** Every booking, filtered, searched and paged by a GET form, so it works before any script runs. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { desk } = deskOf(context);
  const params = new URL(request.url).searchParams;
  const filter = parseBookingFilter(params);
  if (desk.mode === "upstream") {
    return {
      mode: "upstream" as const,
      filter,
      deliveries: await desk.deliveries(),
      entered: params.get("entered"),
      sent: params.get("sent"),
      // Seeds each "Entered by hand" form's one-time key.
      formKey: crypto.randomUUID(),
    };
  }
  return { mode: "embedded" as const, filter, page: await desk.listBookings(filter) };
}

/**
 * Upstream mode's desk actions on a booking request the hotel's system never received: send it
 * again, or record that it was entered there by hand. Each recorded once, audited, then
 * POST/redirect/GET back to the list.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { staff, desk } = deskOf(context);
  const { now } = context.get(requestInfoContext);
  const form = await request.formData();
  const reference = String(form.get(handEntryFields.reference) ?? "").toUpperCase();
  const requestKey = String(form.get(handEntryFields.requestKey) ?? "").slice(0, 200);
  const note = String(form.get(handEntryFields.note) ?? "").trim().slice(0, maxNoteLength);
  if (reference === "" || requestKey === "") {
    return data({ error: "This form was incomplete. Reload the page and try again." }, { status: 400 });
  }
  if (form.get(handEntryFields.intent) === sendAgainIntent) {
    const outcome = await desk.sendAgain({ reference, requestKey, staff, now });
    if (!outcome.ok) return data({ error: outcome.message }, { status: outcome.status });
    return redirect(`/admin/bookings?sent=${encodeURIComponent(reference)}`, 303);
  }
  const outcome = await desk.markEnteredByHand({ reference, note, requestKey, staff, now });
  if (!outcome.ok) return data({ error: outcome.message }, { status: outcome.status });
  return redirect(`/admin/bookings?entered=${encodeURIComponent(reference)}`, 303);
}

export const meta: Route.MetaFunction = () => [{ title: "Bookings · Front desk" }];

/** The filter's choices: any status or one, and which dates its range is of. */
const statusOptions = [["", "Every status"], ...bookingStatuses.map((status) => [status, statusWords[status]] as const)] as const;
const sourceOptions = [["", "Every source"], ...bookingSources.map((source) => [source, sourceWords[source]] as const)] as const;
const dateFieldOptions = [
  ["stay", "Nights of the stay"],
  ["request", "Day of the request"],
] as const;
export default function DeskBookings({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.mode === "upstream") {
    return (
      <>
        <h1 className="heading-2">Bookings</h1>
        <div className="mt-4">
          <UpstreamNotice />
        </div>
        <OutcomeNotices
          done={
            loaderData.entered
              ? `${loaderData.entered} is marked as entered by hand.`
              : loaderData.sent
                ? `${loaderData.sent} is being sent to the hotel's system again.`
                : null
          }
          error={actionData?.error}
        />
        <div className="mt-6">
          <DeliveryList rows={loaderData.deliveries.rows} formKey={loaderData.formKey} />
        </div>
      </>
    );
  }
  const { filter, page } = loaderData;
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const first = page.total === 0 ? 0 : (page.page - 1) * page.pageSize + 1;
  const last = Math.min(page.total, page.page * page.pageSize);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="heading-2">Bookings</h1>
        <Link to="/admin/bookings/new" className="btn-primary">
          New booking
        </Link>
      </div>
      <Form method="get" className="mt-4 grid gap-3 rounded-md border border-sand-200 bg-white p-3 md:grid-cols-3">
        <DeskLabelled id="desk-search" label="Reference, name, phone or e-mail" className="md:col-span-3">
          <input id="desk-search" name="q" type="search" defaultValue={filter.search} className="field-input" />
        </DeskLabelled>
        <DeskSelect id="desk-status" name="status" label="Status" options={statusOptions} defaultValue={filter.status ?? ""} />
        <DeskSelect id="desk-source" name="source" label="Source" options={sourceOptions} defaultValue={filter.source ?? ""} />
        <DeskSelect id="desk-dates" name="dates" label="Dates are" options={dateFieldOptions} defaultValue={filter.dateField} />
        <div className="grid grid-cols-2 gap-2">
          <DeskDateRange idPrefix="desk" labels={["From", "To"]} input={(end) => ({ defaultValue: filter[end] ?? "" })} />
        </div>
        <div className="flex flex-wrap items-center gap-3 md:col-span-3">
          <button type="submit" className="btn-primary">
            Show bookings
          </button>
          <Link to="/admin/bookings" className={deskLinkClass}>
            Clear
          </Link>
          <a
            href={`/admin/bookings.csv${bookingFilterQuery(filter, 1)}`}
            className={`ml-auto ${deskLinkClass}`}
            download
          >
            Download these as CSV
          </a>
        </div>
      </Form>
      <p role="status" className="mt-4 text-ink-700">
        {page.total === 0 ? "No bookings match." : `Showing ${first}–${last} of ${page.total}, newest request first.`}
      </p>
      <div className="mt-3">
        <BookingCards rows={page.rows} empty="" />
      </div>
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3">
          {page.page > 1 ? (
            <Link to={`/admin/bookings${bookingFilterQuery(filter, page.page - 1)}`} className="btn-secondary">
              Newer
            </Link>
          ) : (
            <span />
          )}
          <span>
            Page {page.page} of {pages}
          </span>
          {page.page < pages ? (
            <Link to={`/admin/bookings${bookingFilterQuery(filter, page.page + 1)}`} className="btn-secondary">
              Older
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  );
}
