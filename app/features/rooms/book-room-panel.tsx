import { useStore } from "@tanstack/react-form";
import { useId, useRef } from "react";
import { useNavigate } from "react-router";
import { useAppForm } from "../../components/form/app-form";
import { type IsoDate, hotel } from "../../content/hotel";
import { adultOptionsFor, childOptionsFor } from "../../domain/guest-limits";
import { addDays, compareDates, earliestCheckInFrom, isValidIsoDate } from "../../domain/hotel-date";
import { issuesToFieldErrors } from "../../domain/field-errors";
import { bookingFormHref } from "../booking/booking-link";

interface BookRoomPanelProps {
  roomId: number;
  roomTypeName: string;
  today: IsoDate;
}

function focusFirstInvalid(form: HTMLFormElement | null) {
  // After React has painted the messages, so the field's description includes its error.
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

// The schema (and zod with it) loads when the guest first uses the panel, not with the page.
const loadSchema = () => import("../../domain/room-search-schema");

const fieldNames = ["check_in_date", "check_out_date", "adults", "children"] as const;

const asCount = (value: string, fallback: number) => (/^\d+$/.test(value) ? Number(value) : fallback);

/** Selects list counts as strings, as a posted form sends them; the schema turns them into numbers. */
function countOptions(values: readonly number[]) {
  return values.map((value) => ({ value: String(value), label: String(value) }));
}

/**
 * The room page's Book A Room panel (spec §2, §5 Room search panel; D14, D15): dates and guests
 * checked with the room-search schema, messages beside each field, then on to the wizard with the
 * stay in the URL, where it opens at Select Room.
 */
export function BookRoomPanel({ roomId, roomTypeName, today }: BookRoomPanelProps) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const earliest = earliestCheckInFrom(today);
  const schema = async () => (await loadSchema()).createRoomSearchSchema({ today });
  const form = useAppForm({
    defaultValues: {
      check_in_date: earliest as string,
      check_out_date: addDays(earliest, 1) as string,
      adults: "2",
      children: "0",
    },
    // Check again on every submit, so a newly wrong field is reported even while another still is.
    canSubmitWhenInvalid: true,
    validators: {
      onSubmitAsync: async ({ value }) => {
        const checked = (await schema()).safeParse(value);
        return checked.success ? undefined : { fields: issuesToFieldErrors(checked.error) };
      },
    },
    onSubmit: async ({ value }) => {
      const stay = (await schema()).parse(value);
      navigate(
        bookingFormHref({
          checkIn: stay.check_in_date,
          checkOut: stay.check_out_date,
          rooms: [{ adults: stay.adults, children: stay.children }],
          roomId,
        }),
      );
    },
    // Take the guest to the first field that needs attention; its message is read with it.
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
  });
  const checkIn = useStore(form.store, (state) => state.values.check_in_date);
  const adults = asCount(useStore(form.store, (state) => state.values.adults), hotel.limits.minAdults);
  const children = asCount(useStore(form.store, (state) => state.values.children), hotel.limits.minChildren);
  const checkOutMin = isValidIsoDate(checkIn) && compareDates(checkIn, earliest) >= 0 ? addDays(checkIn, 1) : addDays(earliest, 1);

  return (
    <section id="book-room-panel" aria-labelledby={headingId} className="card p-6">
      <h2 id={headingId} className="heading-3">
        Book A Room
      </h2>
      <p className="mt-1 text-sm text-ink-700">Check your dates for the {roomTypeName}. You pay at the hotel.</p>
      <form
        ref={formRef}
        noValidate
        onFocus={() => void loadSchema()}
        className="mt-5 grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          // A message left from the last attempt would stop TanStack before it checks again.
          for (const name of fieldNames) {
            form.setFieldMeta(name, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onSubmit: undefined } }));
          }
          form.handleSubmit();
        }}
      >
        <form.AppField
          name="check_in_date"
          listeners={{
            // Keep the stay at least one night when the check-in moves onto or past the check-out.
            onChange: ({ value }) => {
              const checkOut = form.getFieldValue("check_out_date");
              if (isValidIsoDate(value) && (!isValidIsoDate(checkOut) || compareDates(checkOut, value) <= 0)) {
                form.setFieldValue("check_out_date", addDays(value, 1));
              }
            },
          }}
        >
          {(field) => <field.DateField label="Check-in" min={earliest} />}
        </form.AppField>
        <form.AppField name="check_out_date">
          {(field) => <field.DateField label="Check-out" min={checkOutMin} />}
        </form.AppField>
        <div className="grid grid-cols-2 gap-4">
          <form.AppField name="adults">
            {(field) => (
              <field.SelectField
                label="Adults"
                placeholder="Select"
                options={countOptions(adultOptionsFor({ children }))}
              />
            )}
          </form.AppField>
          <form.AppField name="children">
            {(field) => (
              <field.SelectField
                label={`Children (0-${hotel.limits.childMaxAge} yrs)`}
                placeholder="Select"
                options={countOptions(childOptionsFor({ adults }))}
              />
            )}
          </form.AppField>
        </div>
        <p className="text-sm text-ink-700">
          Up to {hotel.limits.maxGuestsPerRoom} guests per room. Need more rooms? Add them in the next step.
        </p>
        <form.AppForm>
          <form.SubmitButton pendingLabel="Book This Room" className="btn-primary w-full">
            Book This Room
          </form.SubmitButton>
        </form.AppForm>
      </form>
    </section>
  );
}
