import { useId } from "react";
import { useWords } from "~/i18n/words";
import { IntakeForm } from "../intake/intake-form";
import { useFormMessages } from "../intake/use-form-messages";
import { useIntakeForm } from "../intake/use-intake-form";
import type { EnquiryKind } from "./enquiry-topic";

interface EnquiryDialogFormProps {
  kind: EnquiryKind;
  topic: string;
  /** The message's opening sentence, naming the treatment or programme in the page's language. */
  opener: string;
}

/** The enquiry inside the Spa and Gym dialog; loaded when a guest is about to open it. */
export function EnquiryDialogForm({ kind, topic, opener }: EnquiryDialogFormProps) {
  const introId = useId();
  const w = useWords("enquiryDialog");
  const { fields } = useWords("form");
  const wording = { ...w.schema, fields };
  const intake = useIntakeForm({
    form: `enquiry-${kind}`,
    defaultValues: { name: "", email: "", phone: "", message: opener },
    schema: () =>
      import("~/domain/enquiry-schemas").then((schemas) => () => schemas.createContactEnquirySchema({ source: "form", wording })),
    messages: useFormMessages(w.messages),
  });
  const { form } = intake;
  return (
    <>
      <p id={introId} className="text-ink-700">
        {w.intro}
      </p>
      <IntakeForm intake={intake} labelledBy={introId} className="mt-4 grid gap-4">
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="topic" value={topic} />
        <form.AppField name="name">{(field) => <field.TextField label={w.name} autoComplete="name" />}</form.AppField>
        <form.AppField name="email">{(field) => <field.EmailField label={w.email} />}</form.AppField>
        <form.AppField name="phone">{(field) => <field.PhoneField label={w.phone} />}</form.AppField>
        <form.AppField name="message">
          {(field) => <field.TextArea label={w.message} rows={4} />}
        </form.AppField>
        <div>
          <form.SubmitButton>{w.submit}</form.SubmitButton>
        </div>
      </IntakeForm>
    </>
  );
}
