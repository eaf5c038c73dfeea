import type { InputHTMLAttributes } from "react";
import { Form } from "react-router";
import { TurnstileWidget, useTurnstileSiteKey } from "~/components/turnstile-widget";
import { useWords } from "~/i18n/words";
import { LabelledField } from "../wizard/labelled-field";

/**
 * Find a booking by its reference and the e-mail or phone used (product-rules.md: The guest's
 * booking page). A plain form: it works before and without the page's script.
 */
export function LookupForm({ error, values }: { error: string | null; values: { reference: string; contact: string } }) {
  const siteKey = useTurnstileSiteKey();
  const w = useWords("myBooking").lookup;
  return (
    <Form method="post" className="card mx-auto grid max-w-xl gap-4 p-5 md:p-8" aria-labelledby="lookup-heading" noValidate>
      <h2 id="lookup-heading" className="heading-3">
        {w.heading}
      </h2>
      <p className="text-ink-700">{w.intro}</p>
      {error ? (
        <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="lookup" />
      <LookupField
        name="reference"
        label={w.reference}
        input={{
          maxLength: 20,
          autoCapitalize: "characters",
          autoComplete: "off",
          spellCheck: false,
          defaultValue: values.reference,
          className: "field-input font-mono uppercase tracking-widest",
        }}
      />
      <LookupField
        name="contact"
        label={w.contact}
        input={{ maxLength: 254, autoComplete: "email", defaultValue: values.contact, className: "field-input" }}
      />
      <TurnstileWidget siteKey={siteKey} action="my-booking" />
      <button type="submit" className="btn-primary justify-self-start">
        {w.submit}
      </button>
    </Form>
  );
}

/** One of the two things that find a booking; both are needed, so each is required. */
function LookupField({ name, label, input }: { name: "reference" | "contact"; label: string; input: InputHTMLAttributes<HTMLInputElement> }) {
  const id = `lookup-${name}`;
  return (
    <LabelledField id={id} label={label}>
      <input id={id} name={name} required {...input} />
    </LabelledField>
  );
}
