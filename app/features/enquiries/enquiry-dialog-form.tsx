import { useId } from "react";
import { IntakeForm } from "../intake/intake-form";
import { useIntakeForm } from "../intake/use-intake-form";
import { type EnquiryKind, enquiryDialogMessages, enquiryOpener } from "./enquiry-topic";

const contactSchema = () =>
  import("~/domain/enquiry-schemas").then((schemas) => () => schemas.createContactEnquirySchema({ source: "form" }));

/** The enquiry inside the Spa and Gym dialog; loaded when a guest is about to open it. */
export function EnquiryDialogForm({ kind, topic }: { kind: EnquiryKind; topic: string }) {
  const introId = useId();
  const intake = useIntakeForm({
    form: `enquiry-${kind}`,
    defaultValues: { name: "", email: "", phone: "", message: enquiryOpener(kind, topic) },
    schema: contactSchema,
    messages: enquiryDialogMessages,
  });
  const { form } = intake;
  return (
    <>
      <p id={introId} className="text-ink-700">
        Leave your details and our team will call you back to confirm a time. Nothing is charged now.
      </p>
      <IntakeForm intake={intake} labelledBy={introId} className="mt-4 grid gap-4">
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="topic" value={topic} />
        <form.AppField name="name">{(field) => <field.TextField label="Name" autoComplete="name" />}</form.AppField>
        <form.AppField name="email">{(field) => <field.EmailField label="Email" />}</form.AppField>
        <form.AppField name="phone">{(field) => <field.PhoneField label="Phone" />}</form.AppField>
        <form.AppField name="message">
          {(field) => <field.TextArea label="Message" rows={4} />}
        </form.AppField>
        <div>
          <form.SubmitButton>Send Enquiry</form.SubmitButton>
        </div>
      </IntakeForm>
    </>
  );
}
