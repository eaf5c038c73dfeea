import { maxChannelReferenceLength, sourceWords, staffSources } from "~/domain/booking-source";
import { maxSpecialRequestsLength } from "~/domain/booking-schema";
import { maxEmailLength, maxNameLength } from "~/domain/schema-fields";
import { DeskSection } from "~/desk/desk-section";
import { DeskSelectField } from "~/desk/desk-select-field";
import { DeskTextField } from "~/desk/desk-text-field";
import { newBookingFields } from "./new-booking-form";
import { holdChoices, intents } from "./new-booking-messages";

const sourceChoices = [["", "Choose where it came from"] as const, ...staffSources.map((source) => [source, sourceWords[source]] as const)];

/** Step 2: who the guest is, where the booking came from, and whether it is confirmed now or held. */
export function GuestStep({ values, errors }: { values: Record<string, string>; errors: Record<string, string> }) {
  const f = newBookingFields;
  const hold = values[f.hold] === "pending" ? "pending" : "confirm";
  const field = { values, errors };
  return (
    <DeskSection id="guest-heading" heading="2. Guest and source">
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        <DeskTextField name={f.name} label="Guest's name" {...field} required maxLength={maxNameLength} autoComplete="off" />
        <DeskTextField
          name={f.phone}
          label="Phone"
          hint="An Indian mobile, or the number with its country code."
          type="tel"
          {...field}
          required
          autoComplete="off"
        />
        <DeskTextField
          name={f.email}
          label="E-mail (optional)"
          hint="With an address the guest gets the website's e-mails about the booking."
          type="email"
          {...field}
          maxLength={maxEmailLength}
          autoComplete="off"
        />
        <DeskSelectField
          name={f.source}
          label="Source"
          options={sourceChoices}
          {...field}
          required
        />
        <DeskTextField
          name={f.channelReference}
          label="Channel reference"
          hint="The channel's or agent's own booking number: required for Booking.com, MakeMyTrip, Goibibo, Agoda and Airbnb."
          {...field}
          maxLength={maxChannelReferenceLength}
          autoComplete="off"
        />
        <div className="md:col-span-2">
          <DeskTextField
            name={f.specialRequests}
            label="Special requests (optional)"
            {...field}
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
