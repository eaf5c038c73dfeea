import { data, Form, Link, redirect } from "react-router";
import { requestInfoContext } from "~/context";
import { deskEnquiriesOf } from "~/desk/enquiries/desk-enquiries.server";
import { hotelDateTime } from "~/desk/desk-time";
import { DeskSelect } from "~/desk/desk-labelled";
import { deskLinkClass } from "~/desk/desk-link";
import { DeskSection } from "~/desk/desk-section";
import { OutcomeNotices } from "~/desk/outcome-notices";
import { type EnquiryFilter, type EnquiryKind, enquiryKinds } from "~/desk/enquiries/desk-enquiries";
import type { Route } from "./+types/admin-enquiries";

const LIST_LIMIT = 100;
const isKind = (value: string | null): value is EnquiryKind => value !== null && Object.hasOwn(enquiryKinds, value);

function filterOf(query: URLSearchParams): EnquiryFilter {
  const kind = query.get("kind");
  const handled = query.get("handled");
  return { kind: isKind(kind) ? kind : null, handled: handled === "yes" ? true : handled === "no" ? false : null };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { enquiries } = deskEnquiriesOf(context);
  const query = new URL(request.url).searchParams;
  const filter = filterOf(query);
  const [list, subscribers] = await Promise.all([enquiries.list(filter, LIST_LIMIT), enquiries.subscribers()]);
  return {
    filter,
    list,
    subscriberCount: subscribers.length,
    done: query.get("done") === "handled" ? "Marked handled." : null,
    formKey: crypto.randomUUID(),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { staff, enquiries } = deskEnquiriesOf(context);
  const { now } = context.get(requestInfoContext);
  const form = await request.formData();
  const id = Number(form.get("id"));
  const requestKey = String(form.get("request_key") ?? "").slice(0, 200);
  if (!Number.isInteger(id) || id <= 0 || requestKey === "") {
    return data({ error: "This form was incomplete. Reload the page and try again." }, { status: 400 });
  }
  const outcome = await enquiries.markHandled({ id, note: String(form.get("note") ?? ""), requestKey, staff, now });
  if (!outcome.ok) return data({ error: outcome.message }, { status: outcome.status });
  const shown = new URL(request.url).searchParams;
  const back = new URLSearchParams();
  for (const name of ["kind", "handled"]) {
    const value = shown.get(name);
    if (value) back.set(name, value);
  }
  back.set("done", "handled");
  return redirect(`/admin/enquiries?${back}`, 303);
}

export const meta: Route.MetaFunction = () => [{ title: "Enquiries · Front desk" }];

/** The filter's choices: any form or one, and handled or not. */
const kindOptions = [["", "Every form"], ...Object.entries(enquiryKinds)] as const;
const handledOptions = [
  ["", "Both"],
  ["no", "Not yet"],
  ["yes", "Handled"],
] as const;

/**
 * Every enquiry guests sent through the site's forms, newest first (product-rules.md: The front
 * desk): filter by kind and by handled, mark one handled with a note; newsletter subscribers as CSV.
 */
export default function DeskEnquiries({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, list, subscriberCount, done, formKey } = loaderData;
  return (
    <>
      <h1 className="heading-2">Enquiries</h1>
      <OutcomeNotices done={done} error={actionData?.error} />
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <DeskSelect id="kind" name="kind" label="Form" options={kindOptions} defaultValue={filter.kind ?? ""} />
        <DeskSelect id="handled" name="handled" label="Handled" options={handledOptions} defaultValue={filter.handled === null ? "" : filter.handled ? "yes" : "no"} />
        <button type="submit" className="btn-secondary">
          Show
        </button>
      </Form>
      {list.length === 0 ? <p className="mt-6 text-ink-700">No enquiries match.</p> : null}
      <ol className="mt-6 grid list-none gap-4 p-0">
        {list.map((enquiry) => {
          const noteId = `note-${enquiry.id}`;
          return (
            <li key={enquiry.id} className="rounded-md border border-sand-200 bg-white p-4">
              <h2 className="heading-3">
                {enquiryKinds[enquiry.kind]} {enquiry.reference ? <span className="font-mono text-base">{enquiry.reference}</span> : null}
              </h2>
              <p className="text-sm text-ink-700">Received {hotelDateTime(enquiry.receivedAt)}</p>
              <dl className="mt-2 grid gap-1">
                {enquiry.fields.map(([label, value]) => (
                  <div key={label} className="grid gap-x-3 sm:grid-cols-[10rem_1fr]">
                    <dt className="font-medium text-ink-700">{label}</dt>
                    <dd className="whitespace-pre-wrap [overflow-wrap:anywhere]">{value}</dd>
                  </div>
                ))}
              </dl>
              {enquiry.handled ? (
                <p className="mt-3 rounded-md bg-river-50 p-2 text-sm">
                  Handled by {enquiry.handled.by} on {hotelDateTime(enquiry.handled.at)}
                  {enquiry.handled.note ? `: ${enquiry.handled.note}` : "."}
                </p>
              ) : (
                <Form method="post" className="mt-3 grid gap-2">
                  <input type="hidden" name="id" value={enquiry.id} />
                  <input type="hidden" name="request_key" value={`${formKey}:${enquiry.id}`} />
                  <label htmlFor={noteId} className="field-label">
                    What was done (optional)
                  </label>
                  <textarea id={noteId} name="note" rows={2} maxLength={1000} className="field-input" />
                  <button type="submit" className="btn-primary justify-self-start">
                    Mark handled
                  </button>
                </Form>
              )}
            </li>
          );
        })}
      </ol>
      <DeskSection id="subscribers" heading="Newsletter" className="mt-8">
        <p className="mt-1">
          {subscriberCount === 1 ? "1 subscriber" : `${subscriberCount} subscribers`}.{" "}
          <Link to="/admin/subscribers.csv" reloadDocument className={deskLinkClass}>
            Download the list (CSV)
          </Link>
        </p>
      </DeskSection>
    </>
  );
}
