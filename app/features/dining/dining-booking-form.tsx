import { type IsoDate, hotel } from "~/content/hotel";
import { tableTimes, twelveHourTime } from "~/domain/dining-hours";
import { earliestCheckInFrom } from "~/domain/hotel-date";
import { latestDayFrom } from "~/domain/bookable-days";
import { useHotelToday } from "../booking/use-hotel-today";
import { IntakeFormCard } from "../intake/intake-form-card";
import { useIntakeForm } from "../intake/use-intake-form";
import { diningFormMessages } from "./dining-messages";

const diningSchema = () =>
  import("~/domain/dining-schema").then(
    (schemas) => (today: IsoDate) => schemas.createDiningSchema({ today, source: "form" }),
  );

const guestOptions = Array.from({ length: hotel.limits.diningMaxGuests }, (_, index) => {
  const count = index + 1;
  return { value: String(count), label: `${count} ${count === 1 ? "person" : "people"}` };
});

/**
 * The table reservation form (/DiningBookingForm): delivered to the restaurant (product-rules.md:
 * Forms that reach the hotel).
 */
export function DiningBookingForm() {
  const intake = useIntakeForm({
    form: "dining",
    defaultValues: { full_name: "", email: "", phone: "", date: "", time: "", guests: "", special_requests: "" },
    schema: diningSchema,
    messages: diningFormMessages,
  });
  const { form } = intake;
  // The root loader's day, so the server and the browser render the same limit.
  const today = useHotelToday();
  const minDate = earliestCheckInFrom(today);
  const maxDate = latestDayFrom(today, hotel.bookingLimits.maxDiningDaysAhead);
  return (
    <IntakeFormCard
      intake={intake}
      heading="Table Reservation"
      intro="Pure vegetarian dining by the Narmada. Tell us when you would like to come and we will keep a table for you."
      twoColumnsFrom="sm"
      submitLabel="Reserve Table"
    >
      <form.AppField name="full_name">
        {(field) => <field.TextField label="Full name" autoComplete="name" />}
      </form.AppField>
      <form.AppField name="email">{(field) => <field.EmailField label="Email" />}</form.AppField>
      <form.AppField name="phone">{(field) => <field.PhoneField label="Phone" />}</form.AppField>
      <form.AppField name="guests">
        {(field) => <field.SelectField label="Guests" options={guestOptions} placeholder="Select number of guests" />}
      </form.AppField>
      <form.AppField name="date">
        {(field) => <field.DateField label="Date" min={minDate} max={maxDate} />}
      </form.AppField>
      <form.AppField name="time">{(field) => (
          <field.TimeField
            label="Time"
            step={900}
            min={tableTimes.first}
            max={tableTimes.last}
            hint={`Tables from ${twelveHourTime(tableTimes.first)} to ${twelveHourTime(tableTimes.last)}`}
          />
        )}</form.AppField>
      <form.AppField name="special_requests">
        {(field) => (
          <field.NotesField
            label="Special requests"
            placeholder="A birthday, a high chair, no onion or garlic…"
            className="sm:col-span-2"
          />
        )}
      </form.AppField>
    </IntakeFormCard>
  );
}
