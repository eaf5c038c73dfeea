import { type IsoDate, hotel } from "~/content/hotel";
import { adultOptionsFor, childOptionsFor } from "~/domain/guest-counts";
import { addDays, earliestCheckInFrom, isValidIsoDate } from "~/domain/hotel-date";
import { latestCheckInFrom, latestCheckOutFor } from "~/domain/bookable-days";
import { useHotelToday } from "../booking/use-hotel-today";
import { IntakeFormCard } from "../intake/intake-form-card";
import { useIntakeForm } from "../intake/use-intake-form";
import { bookingRequestMessages } from "./booking-request-messages";

const homeRequestSchema = () =>
  import("~/domain/home-booking-request-schema").then(
    (schemas) => (today: IsoDate) => schemas.createHomeBookingRequestSchema({ today, source: "form" }),
  );

const asOptions = (values: readonly number[]) => values.map((value) => ({ value: String(value), label: String(value) }));

function countOrZero(value: string): number {
  const number = Number(value);
  return Number.isInteger(number) ? number : 0;
}

/**
 * The home page's booking request (product-rules.md: Forms that reach the hotel): a guest who would
 * rather be called back sends dates and party; the front desk confirms by phone or e-mail.
 * Delivered as an enquiry.
 */
export function HomeBookingRequestForm() {
  const intake = useIntakeForm({
    form: "booking-request",
    defaultValues: { name: "", email: "", phone: "", dateIn: "", dateOut: "", adults: "2", children: "0", message: "" },
    schema: homeRequestSchema,
    messages: bookingRequestMessages,
  });
  const { form } = intake;
  // The root loader's day, so the server and the browser render the same limit.
  const today = useHotelToday();
  const minCheckIn = earliestCheckInFrom(today);
  return (
    <IntakeFormCard
      intake={intake}
      heading="Request a Booking"
      intro="Send us your dates and we will call you back to confirm your room. Nothing is charged now; you pay at the hotel."
      twoColumnsFrom="sm"
      submitLabel="Send Booking Request"
      pendingLabel="Submitting…"
    >
      <form.AppField name="name">{(field) => <field.TextField label="Name" autoComplete="name" />}</form.AppField>
      <form.AppField name="email">{(field) => <field.EmailField label="Email" />}</form.AppField>
      <form.AppField name="phone">
        {(field) => <field.PhoneField label="Phone" className="sm:col-span-2" />}
      </form.AppField>
      <form.Subscribe selector={(state) => state.values.dateIn}>
        {(dateIn) => (
          <>
            <form.AppField name="dateIn">
              {(field) => <field.DateField label="Check-in date" min={minCheckIn} max={latestCheckInFrom(today)} />}
            </form.AppField>
            <form.AppField name="dateOut">
              {(field) => (
                <field.DateField
                  label="Check-out date"
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
                  label="Adults"
                  options={asOptions(adultOptionsFor({ children: countOrZero(children) }))}
                />
              )}
            </form.AppField>
            <form.AppField name="children">
              {(field) => (
                <field.SelectField
                  label={`Children (0-${hotel.limits.childMaxAge} years)`}
                  options={asOptions(childOptionsFor({ adults: countOrZero(adults) }))}
                />
              )}
            </form.AppField>
          </>
        )}
      </form.Subscribe>
      <form.AppField name="message">
        {(field) => <field.NotesField label="Special requirements" className="sm:col-span-2" />}
      </form.AppField>
    </IntakeFormCard>
  );
}
