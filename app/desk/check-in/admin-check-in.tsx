import { data, Form, redirect } from "react-router";
import { deskOf, ownedByUsOf } from "~/desk/desk-context.server";
import { deskFormFields } from "~/desk/desk-form-fields";
import { DeskBackLink } from "~/desk/desk-link";
import { deskDate } from "~/desk/desk-time";
import { OutcomeNotices } from "~/desk/outcome-notices";
import { roomField } from "./check-in-fields";
import { checkInPage } from "./check-in-page.server";
import { countryOptions } from "./country-names.server";
import { DeskSelectField } from "~/desk/desk-select-field";
import { RegistrationFields } from "./registration-fields";
import type { Route } from "./+types/admin-check-in";

const upstreamRefusal = "Guests are checked in and registered in the hotel's own system.";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { env, now } = ownedByUsOf(context, upstreamRefusal);
  const page = await checkInPage(env.DB, params.reference.toUpperCase(), now);
  if (!page) throw data("No booking with that reference.", { status: 404 });
  return {
    page,
    countries: countryOptions(),
    // The form's one-time key: the same check-in sent twice records it once.
    formKey: crypto.randomUUID(),
  };
}

/** Never echoed back: an Aadhaar number typed in full is not sent to the browser again. */
const neverEchoed = new Set(["aadhaar_number", "request_key"]);

export async function action({ context, params, request }: Route.ActionArgs) {
  const { now } = ownedByUsOf(context, upstreamRefusal);
  const { staff, desk } = deskOf(context);
  const fields = deskFormFields(await request.formData());
  const requestKey = (fields.request_key ?? "").slice(0, 200);
  const values = Object.fromEntries(Object.entries(fields).filter(([name]) => !neverEchoed.has(name)));
  if (requestKey === "") return data({ error: "This form was incomplete. Reload the page and try again.", fields: {}, values }, { status: 400 });
  const reference = params.reference.toUpperCase();
  const outcome = await desk.checkIn({ reference, requestKey, staff, now, fields });
  if (!outcome.ok) return data({ error: outcome.message, fields: "fields" in outcome ? outcome.fields : {}, values }, { status: outcome.status });
  return redirect(`/admin/bookings/${reference}?done=check_in`, 303);
}

export const meta: Route.MetaFunction = ({ params }) => [{ title: `Check in ${params.reference} · Front desk` }];

/**
 * Check-in (product-rules.md: Guest registration; Rooms for each stay): each room's number (preset
 * when given) and the guest's registration, posted as one plain form.
 */
export default function DeskCheckIn({ loaderData, actionData }: Route.ComponentProps) {
  const { page, countries, formKey } = loaderData;
  const values = actionData?.values ?? { full_name: page.guestName };
  const errors = actionData?.fields ?? {};
  return (
    <>
      <DeskBackLink to={`/admin/bookings/${page.reference}`}>Booking {page.reference}</DeskBackLink>
      <h1 className="heading-2 mt-2">Check in {page.guestName}</h1>
      <p className="mt-1 text-ink-700">
        {deskDate(page.checkIn)} to {deskDate(page.checkOut)}
      </p>
      <OutcomeNotices done={null} error={actionData?.error ?? page.problem ?? undefined} />
      {page.problem ? null : (
        <Form method="post" className="mt-6 grid gap-6" key={actionData ? JSON.stringify(actionData.values) : "new"}>
          <input type="hidden" name="request_key" value={formKey} />
          <fieldset className="grid gap-3 rounded-md border border-sand-200 bg-white p-4 sm:grid-cols-2">
            <legend className="px-1 font-serif text-lg font-semibold">Rooms</legend>
            {page.rooms.map((room, index) => (
              <DeskSelectField
                key={room.id}
                name={roomField(room.id)}
                label={`${page.rooms.length > 1 ? `Room ${index + 1}: ` : ""}${room.roomTypeName}`}
                hint={room.choices.length === 0 && !room.unit ? "No room of this type is free for the whole stay: free one on the board first." : undefined}
                options={[
                  ...(room.unit ? [] : [["", "Choose a room"] as const]),
                  ...room.choices.map((unit): [string, string] => [String(unit.id), `Room ${unit.number}`]),
                ]}
                values={values}
                fallback={room.unit ? String(room.unit.id) : ""}
                errors={errors}
                required
              />
            ))}
          </fieldset>
          <RegistrationFields values={values} errors={errors} countries={countries} otherAdults={page.otherAdults} />
          <div>
            <button type="submit" className="btn-primary">
              Check in
            </button>
          </div>
        </Form>
      )}
    </>
  );
}
