import { DeskTextField } from "~/desk/desk-text-field";
import { adultField, idTypes, idTypeWords, maxAddressLength, maxIdNumberLength, maxPlaceLength } from "~/domain/guest-registration";
import { DeskSelectField } from "~/desk/desk-select-field";

interface RegistrationFieldsProps {
  values: Record<string, string>;
  errors: Record<string, string>;
  countries: readonly (readonly [string, string])[];
  otherAdults: number;
}

function Group({ title, hint, children }: { title: string; hint?: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-3 rounded-md border border-sand-200 bg-white p-4 sm:grid-cols-2">
      <legend className="px-1 font-serif text-lg font-semibold">{title}</legend>
      {hint ? <p className="text-sm text-ink-700 sm:col-span-2">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

/**
 * The register's fields for the main guest (product-rules.md: Guest registration), every other
 * adult's name, and the Form C fields a foreign national needs. All plain inputs: the form works
 * without JavaScript, so the Form C fields are always shown and only required for a foreign guest.
 */
export function RegistrationFields({ values, errors, countries, otherAdults }: RegistrationFieldsProps) {
  const field = { values, errors };
  return (
    <>
      <Group title="Main guest">
        <DeskTextField name="full_name" label="Full name, as on the ID" required maxLength={100} autoComplete="off" {...field} />
        <DeskTextField name="address" label="Address" required rows={2} maxLength={maxAddressLength} {...field} />
        {/* Most guests are Indian: a nationality not yet chosen starts as India. */}
        <DeskSelectField name="nationality" label="Nationality" options={countries} values={{ nationality: values.nationality || "IN" }} errors={errors} required />
        <DeskSelectField
          name="id_type"
          label="ID shown"
          options={[["", "Choose the ID"], ...idTypes.map((type): [string, string] => [type, idTypeWords[type]])]}
          values={values}
          errors={errors}
          required
        />
        {/* Masked and never remembered by the browser: only its last four digits are kept. */}
        <div>
          <DeskTextField
            name="aadhaar_number"
            label="Aadhaar number (for Aadhaar)"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={14}
            hint="The 12 digits, or only the last 4. Only the last 4 are kept."
            values={{}}
            errors={errors}
          />
        </div>
        <DeskTextField
          name="id_number"
          label="ID number (any other ID)"
          autoComplete="off"
          maxLength={maxIdNumberLength}
          hint="Passport, driving licence, voter ID or other."
          {...field}
        />
      </Group>
      {otherAdults > 0 ? (
        <Group title="Other adults">
          {Array.from({ length: otherAdults }, (_, index) => {
            const adult = index + 2;
            return <DeskTextField key={adult} name={adultField(adult)} label={`Adult ${adult}'s name`} required maxLength={100} autoComplete="off" {...field} />;
          })}
        </Group>
      ) : null}
      <Group title="Foreign nationals (Form C)" hint="Needed when the nationality is not India: Form C is filed on the FRRO portal within 24 hours.">
        <DeskTextField name="passport_number" label="Passport number" autoComplete="off" maxLength={maxIdNumberLength} {...field} />
        <DeskSelectField
          name="passport_country"
          label="Passport issued by"
          options={[["", "Choose the country"], ...countries]}
          values={values}
          errors={errors}
        />
        <DeskTextField name="visa_number" label="Visa number" autoComplete="off" maxLength={maxIdNumberLength} {...field} />
        <DeskTextField name="visa_type" label="Visa type" maxLength={maxIdNumberLength} hint="For example e-Tourist." {...field} />
        <DeskTextField name="arrived_in_india_on" label="Arrived in India on" type="date" {...field} />
        <DeskTextField name="arrived_from" label="Arrived from" maxLength={maxPlaceLength} hint="The place before Omkareshwar." {...field} />
        <DeskTextField name="next_destination" label="Next destination" maxLength={maxPlaceLength} {...field} />
      </Group>
    </>
  );
}
