import { data, Form, Link, redirect } from "react-router";
import { requestInfoContext } from "~/context";
import type { FieldErrors } from "~/domain/field-errors";
import { nightsBetween, todayInHotel } from "~/domain/hotel-date";
import { rupeesToPaise, formatRupees } from "~/domain/money";
import { MAX_PERIOD_NAME_LENGTH, periodFormValues, periodRateField } from "~/domain/rate-forms";
import type { RatePeriod } from "~/domain/rate-periods";
import { deskFormFields } from "~/features/desk/desk-form-fields";
import { deskRatesOf } from "~/features/desk/desk-rates.server";
import { deskDate } from "~/features/desk/desk-time";
import { DeskFieldError, invalidProps } from "~/features/desk/desk-field-error";
import { OutcomeNotices } from "~/features/desk/outcome-notices";
import type { RateRoomType } from "~/services/desk-rates";
import type { Route } from "./+types/admin-rates";

const doneMessages: Record<string, string> = {
  room: "Saved. The site shows the new rate within a minute; new bookings are priced with it at once.",
  added: "Rate period added.",
  changed: "Rate period changed.",
  removed: "Rate period removed. Its nights cost the usual rates again.",
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const { rates } = deskRatesOf(context);
  const today = todayInHotel(context.get(requestInfoContext).now);
  const query = new URL(request.url).searchParams;
  const view = await rates.view(today);
  const editing = view.periods.find((period) => String(period.id) === query.get("edit")) ?? null;
  return {
    ...view,
    today,
    editing,
    done: doneMessages[query.get("done") ?? ""] ?? null,
    // Seeds each form's one-time key: the same form sent twice changes nothing twice.
    formKey: crypto.randomUUID(),
  };
}

type Failure = { form: string; error: string; fields: FieldErrors; values: Record<string, string> };

export async function action({ context, request }: Route.ActionArgs) {
  const { staff, rates } = deskRatesOf(context);
  const { now } = context.get(requestInfoContext);
  const fields = deskFormFields(await request.formData());
  const intent = fields.intent ?? "";
  const requestKey = (fields.request_key ?? "").slice(0, 200);
  const base = { requestKey, staff, now };
  const refuse = (formName: string, outcome: { message: string; fields?: FieldErrors; status: number }) =>
    data<Failure>({ form: formName, error: outcome.message, fields: outcome.fields ?? {}, values: fields }, { status: outcome.status });
  if (requestKey === "") return refuse("", { message: "This form was incomplete. Reload the page and try again.", status: 400 });

  if (intent === "room") {
    const roomId = Number(fields.room_id);
    const outcome = await rates.saveRoomType({ ...base, roomId, fields });
    return outcome.ok ? redirect("/admin/rates?done=room", 303) : refuse(`room:${roomId}`, outcome);
  }
  if (intent === "period") {
    const periodId = fields.period_id ? Number(fields.period_id) : null;
    const outcome = await rates.savePeriod({ ...base, periodId, fields });
    if (!outcome.ok) return refuse("period", outcome);
    return redirect(`/admin/rates?done=${periodId === null ? "added" : "changed"}`, 303);
  }
  if (intent === "remove-period") {
    const outcome = await rates.deletePeriod({ ...base, periodId: Number(fields.period_id) });
    return outcome.ok ? redirect("/admin/rates?done=removed", 303) : refuse("", outcome);
  }
  return refuse("", { message: "The desk does not know that change.", status: 400 });
}

export const meta: Route.MetaFunction = () => [{ title: "Rates · Front desk" }];

/** A whole-number field of a room type's form. */
function TypeNumberField(props: { id: string; name: string; label: string; defaultValue: string; error: string | undefined }) {
  return (
    <div>
      <label htmlFor={props.id} className="field-label">
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        inputMode="numeric"
        required
        defaultValue={props.defaultValue}
        className="field-input"
        {...invalidProps(`${props.id}-error`, props.error)}
      />
      <DeskFieldError id={`${props.id}-error`} message={props.error} />
    </div>
  );
}

function RoomTypeForm({ type, formKey, failure }: { type: RateRoomType; formKey: string; failure: Failure | null }) {
  const mine = failure?.form === `room:${type.id}` ? failure : null;
  const id = (name: string) => `room-${type.id}-${name}`;
  return (
    <li className="rounded-md border border-sand-200 bg-white p-4">
      <h3 className="font-serif text-lg font-semibold">{type.name}</h3>
      <Form method="post" className="mt-2 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <input type="hidden" name="intent" value="room" />
        <input type="hidden" name="room_id" value={type.id} />
        <input type="hidden" name="request_key" value={`${formKey}:room:${type.id}`} />
        <TypeNumberField
          id={id("price")}
          name="room_price"
          label="Usual rate a night (₹)"
          defaultValue={mine ? mine.values.room_price : String(type.roomPrice)}
          error={mine?.fields.room_price}
        />
        <TypeNumberField
          id={id("rooms")}
          name="total_rooms"
          label="Rooms for sale"
          defaultValue={mine ? mine.values.total_rooms : String(type.totalRooms)}
          error={mine?.fields.total_rooms}
        />
        <button type="submit" className="btn-primary sm:mt-7">
          Save<span className="sr-only"> {type.name}</span>
        </button>
      </Form>
    </li>
  );
}

function PeriodCard({ period, types, formKey }: { period: RatePeriod; types: readonly RateRoomType[]; formKey: string }) {
  const nights = nightsBetween(period.firstNight, period.lastNight) + 1;
  return (
    <li className="rounded-md border border-sand-200 bg-white p-4" data-testid="rate-period">
      <h3 className="font-serif text-lg font-semibold">{period.name}</h3>
      <p className="text-sm text-ink-700">
        {deskDate(period.firstNight)} to {deskDate(period.lastNight)} · {nights} {nights === 1 ? "night" : "nights"}, both
        included
      </p>
      <ul className="mt-2 grid gap-1 text-sm">
        {types.map((type) => {
          const rate = period.rates[type.id];
          return (
            <li key={type.id}>
              {type.name}:{" "}
              {rate === undefined ? (
                <span className="text-ink-700">usual rate</span>
              ) : (
                <strong>{formatRupees(rupeesToPaise(rate))} a night</strong>
              )}
            </li>
          );
        })}
      </ul>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link to={`?edit=${period.id}#period-form`} className="btn-secondary">
          Change<span className="sr-only"> {period.name}</span>
        </Link>
        <Form method="post">
          <input type="hidden" name="intent" value="remove-period" />
          <input type="hidden" name="period_id" value={period.id} />
          <input type="hidden" name="request_key" value={`${formKey}:remove:${period.id}`} />
          <button type="submit" className="btn-secondary border-red-700 text-red-800">
            Remove<span className="sr-only"> {period.name}</span>
          </button>
        </Form>
      </div>
    </li>
  );
}

function PeriodForm(props: {
  types: readonly RateRoomType[];
  editing: RatePeriod | null;
  today: string;
  formKey: string;
  failure: Failure | null;
}) {
  const { types, editing, today, formKey } = props;
  const failure = props.failure?.form === "period" ? props.failure : null;
  const values = failure?.values ?? (editing ? periodFormValues(editing, types.map((type) => type.id)) : {});
  const problem = (name: string) => failure?.fields[name];
  return (
    <section id="period-form" aria-labelledby="period-form-heading" className="mt-6 rounded-md border border-sand-200 bg-white p-4">
      <h3 id="period-form-heading" className="heading-3">
        {editing ? `Change “${editing.name}”` : "Add a rate period"}
      </h3>
      <p id="period-hint" className="mt-1 text-sm text-ink-700">
        A festival week, Shravan, Mahashivratri or the off-season: its nights, both included, cost the rates below. Leave
        a room type blank to keep its usual rate. Periods cannot share a night.
      </p>
      {failure && Object.keys(failure.fields).length === 0 ? <OutcomeNotices done={null} error={failure.error} /> : null}
      <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2" aria-describedby="period-hint">
        <input type="hidden" name="intent" value="period" />
        {editing ? <input type="hidden" name="period_id" value={editing.id} /> : null}
        <input type="hidden" name="request_key" value={`${formKey}:period`} />
        <div className="sm:col-span-2">
          <label htmlFor="period-name" className="field-label">
            Name
          </label>
          <input
            id="period-name"
            name="name"
            required
            maxLength={MAX_PERIOD_NAME_LENGTH}
            defaultValue={values.name ?? ""}
            className="field-input"
            {...invalidProps("period-name-error", problem("name"))}
          />
          <DeskFieldError id="period-name-error" message={problem("name")} />
        </div>
        <div>
          <label htmlFor="period-first" className="field-label">
            First night
          </label>
          <input
            id="period-first"
            name="first_night"
            type="date"
            required
            defaultValue={values.first_night ?? ""}
            className="field-input"
            {...invalidProps("period-first-error", problem("first_night"))}
          />
          <DeskFieldError id="period-first-error" message={problem("first_night")} />
        </div>
        <div>
          <label htmlFor="period-last" className="field-label">
            Last night
          </label>
          <input
            id="period-last"
            name="last_night"
            type="date"
            min={today}
            required
            defaultValue={values.last_night ?? ""}
            className="field-input"
            {...invalidProps("period-last-error", problem("last_night"))}
          />
          <DeskFieldError id="period-last-error" message={problem("last_night")} />
        </div>
        <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-2" aria-describedby={problem("rates") ? "period-rates-error" : undefined}>
          <legend className="field-label">Rate a night (₹) for each room type</legend>
          {types.map((type) => {
            const field = periodRateField(type.id);
            const inputId = `period-rate-${type.id}`;
            return (
              <div key={type.id}>
                <label htmlFor={inputId} className="text-sm font-semibold">
                  {type.name}
                </label>
                <input
                  id={inputId}
                  name={field}
                  inputMode="numeric"
                  placeholder={`Usual ${formatRupees(rupeesToPaise(type.roomPrice))}`}
                  defaultValue={values[field] ?? ""}
                  className="field-input"
                  {...invalidProps(`${inputId}-error`, problem(field))}
                />
                <DeskFieldError id={`${inputId}-error`} message={problem(field)} />
              </div>
            );
          })}
          <DeskFieldError id="period-rates-error" message={problem("rates")} />
        </fieldset>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button type="submit" className="btn-primary">
            {editing ? "Save changes" : "Add period"}
          </button>
          {editing ? (
            <Link to="/admin/rates" className="btn-secondary">
              Cancel
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

/**
 * Rates and rooms (product-rules.md: Rates and rate periods): each type's usual rate and rooms for
 * sale, and dated rate periods. A booking keeps the rates it was made with.
 */
export default function DeskRatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { types, periods, editing, today, done, formKey } = loaderData;
  const failure = actionData ?? null;
  // A refusal of the page as a whole (an unknown form, a period gone) shows at the top.
  const pageError = failure && failure.form !== "period" && Object.keys(failure.fields).length === 0 ? failure.error : undefined;
  return (
    <>
      <h1 className="heading-2">Rates</h1>
      <p className="mt-2 text-ink-700">
        What a night costs before GST and any offer, on the site, in the booking form and in the chat. A booking keeps the
        rates it was made with.
      </p>
      <OutcomeNotices done={done} error={pageError} />
      <section aria-labelledby="types-heading" className="mt-6">
        <h2 id="types-heading" className="heading-3">
          Room types
        </h2>
        <p className="mt-1 text-sm text-ink-700">
          The usual rate applies on every night outside a rate period. Fewer rooms than bookings already hold on some night
          cannot be saved.
        </p>
        <ul className="mt-3 grid gap-3">
          {types.map((type) => (
            <RoomTypeForm key={type.id} type={type} formKey={formKey} failure={failure} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="periods-heading" className="mt-8">
        <h2 id="periods-heading" className="heading-3">
          Rate periods
        </h2>
        {periods.length === 0 ? (
          <p className="mt-2 text-ink-700">No rate periods ahead: every night costs the usual rates.</p>
        ) : (
          <ul className="mt-3 grid gap-3 md:grid-cols-2">
            {periods.map((period) => (
              <PeriodCard key={period.id} period={period} types={types} formKey={formKey} />
            ))}
          </ul>
        )}
        <PeriodForm key={editing?.id ?? "new"} types={types} editing={editing} today={today} formKey={formKey} failure={failure} />
      </section>
    </>
  );
}
