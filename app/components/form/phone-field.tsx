import { useId, useState } from "react";
import { defaultPhoneCountryCode, type PhoneCountry } from "~/content/phone-country-codes";
import { composePhone, countryCodeFieldName } from "~/domain/phone-numbers";
import { useWords } from "~/i18n/words";
import { FieldFrame } from "./field-frame";
import { controlProps, frameProps, useFieldState } from "./field-state";
import type { TextFieldProps } from "./text-fields";

/** The listed code a stored value starts with ("+44 20 7946 0958" → "+44"), else the default. */
function codeOf(value: string, countries: readonly PhoneCountry[]): string {
  const listed = countries.find(({ code }) => code !== "" && code !== defaultPhoneCountryCode && value.startsWith(`${code} `));
  return listed?.code ?? defaultPhoneCountryCode;
}

/** What the number box shows: the value without the code the select already shows. */
function typedPart(value: string, code: string): string {
  return code !== "" && code !== defaultPhoneCountryCode && value.startsWith(`${code} `) ? value.slice(code.length + 1) : value;
}

/**
 * Every phone number the site asks for: a country-code select (India +91 first and chosen, the
 * common codes of the Gulf, the neighbours and the diaspora, and "Other") beside the number. The
 * field's value is one phone string (composePhone), which the schema turns into E.164. The list
 * and its names come with the root's `form` words, in the page's language.
 *
 * Without JavaScript the select posts as `<name>_country` and the form action joins the two the
 * same way (form-values.ts). A guest may also type the number with its own "+" code under any
 * choice.
 */
export function PhoneField({ label, required = true, hint, className, ...native }: TextFieldProps) {
  const state = useFieldState<string>();
  const w = useWords("form");
  const selectId = useId();
  const value = state.value ?? "";
  const [code, setCode] = useState(() => codeOf(value, w.countries));
  // The box keeps exactly what the guest typed (spaces, a leading 0); the value is its composed
  // form. When the value changed from outside (a reset, a restored draft) the box follows it.
  const [typed, setTyped] = useState(() => typedPart(value, code));
  const shown = composePhone(code, typed) === value ? typed : typedPart(value, code);
  const control = controlProps(state, required, [hint ? state.hintId : null, state.errorId].filter(Boolean).join(" "));
  return (
    <FieldFrame {...frameProps(state)} label={label} required={required} hint={hint} className={className}>
      <div className="flex">
        <label htmlFor={selectId} className="sr-only">
          {w.countryCode}
        </label>
        <select
          id={selectId}
          name={countryCodeFieldName(state.field.name)}
          value={code}
          onChange={(event) => {
            const next = event.target.value;
            setCode(next);
            setTyped(shown);
            if (shown !== "") state.onChange(composePhone(next, shown));
          }}
          className="field-input w-auto max-w-32 shrink-0 rounded-r-none border-r-0 bg-sand-100 px-2"
        >
          {w.countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.code === "" ? w.otherCountry : country.code === defaultPhoneCountryCode ? w.india : country.label}
            </option>
          ))}
        </select>
        <input
          autoComplete="tel"
          inputMode="tel"
          maxLength={24}
          {...native}
          {...control}
          value={shown}
          onChange={(event) => {
            setTyped(event.target.value);
            state.onChange(composePhone(code, event.target.value));
          }}
          type="tel"
          className="field-input min-w-0 rounded-l-none"
        />
      </div>
    </FieldFrame>
  );
}
