import { type IsoDate, hotel } from "~/content/hotel";
import { tableTimes } from "~/domain/dining-hours";
import { earliestCheckInFrom } from "~/domain/hotel-date";
import { latestDayFrom } from "~/domain/bookable-days";
import { countWords, fill, useWords } from "~/i18n/words";
import { useHotelToday } from "../../booking/wizard/use-hotel-today";
import { IntakeFormCard } from "../intake/intake-form-card";
import { useFormMessages } from "../intake/use-form-messages";
import { useIntakeForm } from "../intake/use-intake-form";

/**
 * The table reservation form (/DiningBookingForm): delivered to the restaurant (product-rules.md:
 * Forms that reach the hotel).
 */
export function DiningBookingForm() {
  const w = useWords("tableBooking");
  const { fields } = useWords("form");
  const f = w.form;
  const wording = { ...w.schema, fields };
  const intake = useIntakeForm({
    form: "dining",
    defaultValues: { full_name: "", email: "", phone: "", date: "", time: "", guests: "", special_requests: "" },
    schema: () =>
      import("~/domain/dining-schema").then(
        (schemas) => (today: IsoDate) => schemas.createDiningSchema({ today, source: "form", wording }),
      ),
    messages: useFormMessages(w.messages),
  });
  const { form } = intake;
  // The root loader's day, so the server and the browser render the same limit.
  const today = useHotelToday();
  const minDate = earliestCheckInFrom(today);
  const maxDate = latestDayFrom(today, hotel.bookingLimits.maxDiningDaysAhead);
  const guestOptions = Array.from({ length: hotel.limits.diningMaxGuests }, (_, index) => ({
    value: String(index + 1),
    label: countWords(f.guestCount, index + 1),
  }));
  return (
    <IntakeFormCard
      intake={intake}
      heading={f.heading}
      intro={f.intro}
      twoColumnsFrom="sm"
      submitLabel={f.submit}
    >
      <form.AppField name="full_name">
        {(field) => <field.TextField label={f.fullName} autoComplete="name" />}
      </form.AppField>
      <form.AppField name="email">{(field) => <field.EmailField label={f.email} />}</form.AppField>
      <form.AppField name="phone">{(field) => <field.PhoneField label={f.phone} />}</form.AppField>
      <form.AppField name="guests">
        {(field) => <field.SelectField label={f.guests} options={guestOptions} placeholder={f.guestsPlaceholder} />}
      </form.AppField>
      <form.AppField name="date">
        {(field) => <field.DateField label={f.date} min={minDate} max={maxDate} />}
      </form.AppField>
      <form.AppField name="time">{(field) => (
          <field.TimeField
            label={f.time}
            step={900}
            min={tableTimes.first}
            max={tableTimes.last}
            hint={fill(f.timeHint, f.tableTimes)}
          />
        )}</form.AppField>
      <form.AppField name="special_requests">
        {(field) => (
          <field.NotesField
            label={f.specialRequests}
            placeholder={f.specialRequestsPlaceholder}
            className="sm:col-span-2"
          />
        )}
      </form.AppField>
    </IntakeFormCard>
  );
}
