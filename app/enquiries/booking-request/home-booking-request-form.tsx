import { type IsoDate, hotel } from "~/content/hotel";
import type { HomeBookingRequestWording } from "~/domain/home-booking-request-schema";
import { adultOptionsFor, childOptionsFor } from "~/domain/guest-counts";
import { addDays, earliestCheckInFrom, isValidIsoDate } from "~/domain/hotel-date";
import { latestCheckInFrom, latestCheckOutFor } from "~/domain/bookable-days";
import { fill, useWords } from "~/i18n/words";
import { useHotelToday } from "../../booking/wizard/use-hotel-today";
import { IntakeFormCard } from "../intake/intake-form-card";
import { useIntakeForm } from "../intake/use-intake-form";

/** The schema in the page's language: its wording came with the page's words, the rules load on first focus. */
const homeRequestSchema = (wording: HomeBookingRequestWording) => () =>
  import("~/domain/home-booking-request-schema").then(
    (schemas) => (today: IsoDate) => schemas.createHomeBookingRequestSchema({ today, source: "form", wording }),
  );

const asOptions = (values: readonly number[]) => values.map((value) => ({ value: String(value), label: String(value) }));

function countOrZero(value: string): number {
  const number = Number(value);
  return Number.isInteger(number) ? number : 0;
}

/**
 * The home page's booking request (product-rules.md: Forms that reach the hotel): a guest who would
 * rather be called back sends dates and party; the front desk confirms by phone or e-mail.
 * Delivered as an enquiry. Its words are the page's `homeRequest` and `intake` words and the root's
 * `form` words.
 */
export function HomeBookingRequestForm() {
  const w = useWords("homeRequest");
  // What every guest form shares, joined as the action joins it (home-request-words.server.ts).
  const shared = useWords("intake");
  const { fields } = useWords("form");
  const intake = useIntakeForm({
    form: "booking-request",
    defaultValues: { name: "", email: "", phone: "", dateIn: "", dateOut: "", adults: "2", children: "0", message: "" },
    schema: homeRequestSchema({ ...w.schema, fields }),
    messages: { ...w.answers, checkFields: shared.checkFields, reasons: shared.reasons },
  });
  const { form } = intake;
  // The root loader's day, so the server and the browser render the same limit.
  const today = useHotelToday();
  const minCheckIn = earliestCheckInFrom(today);
  const labels = w.labels;
  return (
    <IntakeFormCard
      intake={intake}
      heading={w.heading}
      intro={w.intro}
      twoColumnsFrom="sm"
      submitLabel={w.submit}
      pendingLabel={w.pending}
    >
      <form.AppField name="name">{(field) => <field.TextField label={labels.name} autoComplete="name" />}</form.AppField>
      <form.AppField name="email">{(field) => <field.EmailField label={labels.email} />}</form.AppField>
      <form.AppField name="phone">
        {(field) => <field.PhoneField label={labels.phone} className="sm:col-span-2" />}
      </form.AppField>
      <form.Subscribe selector={(state) => state.values.dateIn}>
        {(dateIn) => (
          <>
            <form.AppField name="dateIn">
              {(field) => <field.DateField label={labels.checkIn} min={minCheckIn} max={latestCheckInFrom(today)} />}
            </form.AppField>
            <form.AppField name="dateOut">
              {(field) => (
                <field.DateField
                  label={labels.checkOut}
                  min={addDays(isValidIsoDate(dateIn) ? dateIn : minCheckIn, 1)}
                  max={latestCheckOutFor(dateIn, today)}
                />
              )}
            </form.AppField>
          </>
        )}
      </form.Subscribe>
      <form.Subscribe selector={(state) => [state.values.adults, state.values.children] as const}>
        {([adults, children]) => (
          <>
            <form.AppField name="adults">
              {(field) => (
                <field.SelectField
                  label={labels.adults}
                  options={asOptions(adultOptionsFor({ children: countOrZero(children) }))}
                />
              )}
            </form.AppField>
            <form.AppField name="children">
              {(field) => (
                <field.SelectField
                  label={fill(labels.children, { age: hotel.limits.childMaxAge })}
                  options={asOptions(childOptionsFor({ adults: countOrZero(adults) }))}
                />
              )}
            </form.AppField>
          </>
        )}
      </form.Subscribe>
      <form.AppField name="message">
        {(field) => <field.NotesField label={labels.message} className="sm:col-span-2" />}
      </form.AppField>
    </IntakeFormCard>
  );
}
