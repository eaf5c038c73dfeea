import { maxChannelReferenceLength, sourceWords, staffSources } from "~/domain/booking-source";
import { maxSpecialRequestsLength } from "~/domain/booking-schema";
import { maxEmailLength, maxNameLength } from "~/domain/schema-fields";
import { DeskFieldError, invalidProps } from "~/desk/desk-field-error";
import { DeskSection } from "~/desk/desk-section";
import { DeskTextField } from "~/desk/desk-text-field";
import { newBookingFields } from "./new-booking-form";
import { holdChoices, intents } from "./new-booking-messages";

/** Step 2: who the guest is, where the booking came from, and whether it is confirmed now or held. */
export function GuestStep({ values, errors }: { values: Record<string, string>; errors: Record<string, string> }) {
  const f = newBookingFields;
  const sourceId = `field-${f.source}`;
  const hold = values[f.hold] === "pending" ? "pending" : "confirm";
  return (
    <DeskSection id="guest-heading" heading="2. Guest and source">
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        <DeskTextField name={f.name} label="Guest's name" values={values} errors={errors} required maxLength={maxNameLength} autoComplete="off" />
        <DeskTextField
          name={f.phone}
          label="Phone"
          hint="An Indian mobile, or the number with its country code."
          type="tel"
          values={values}
          errors={errors}
          required
          autoComplete="off"
        />
        <DeskTextField
          name={f.email}
          label="E-mail (optional)"
          hint="With an address the guest gets the website's e-mails about the booking."
          type="email"
          values={values}
          errors={errors}
          maxLength={maxEmailLength}
          autoComplete="off"
        />
        <div>
          <label htmlFor={sourceId} className="field-label">
            Source
          </label>
          <select
            id={sourceId}
            name={f.source}
            required
            defaultValue={values[f.source] ?? ""}
            className="field-input"
            {...invalidProps(`${sourceId}-error`, errors[f.source])}
          >
            <option value="">Choose where it came from</option>
            {staffSources.map((source) => (
              <option key={source} value={source}>
                {sourceWords[source]}
              </option>
            ))}
          </select>
          <DeskFieldError id={`${sourceId}-error`} message={errors[f.source]} />
        </div>
        <DeskTextField
          name={f.channelReference}
          label="Channel reference"
          hint="The channel's or agent's own booking number: required for Booking.com, MakeMyTrip, Goibibo, Agoda and Airbnb."
          values={values}
          errors={errors}
          maxLength={maxChannelReferenceLength}
          autoComplete="off"
        />
        <div className="md:col-span-2">
          <DeskTextField
            name={f.specialRequests}
            label="Special requests (optional)"
            values={values}
            errors={errors}
            rows={3}
            maxLength={maxSpecialRequestsLength}
          />
        </div>
      </div>
      <fieldset className="mt-4">
        <legend className="field-label">Status</legend>
        <div className="flex flex-wrap gap-4">
          {holdChoices.map(([value, words]) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" name={f.hold} value={value} defaultChecked={hold === value} />
              {words}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" name={f.intent} value={intents.save} className="btn-primary mt-4">
        Save booking
      </button>
    </DeskSection>
  );
}
