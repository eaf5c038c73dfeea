import { useId, useState } from "react";
import { Modal } from "../../components/modal";
import { IntakeForm } from "../intake/intake-form";
import { useIntakeForm } from "../intake/use-intake-form";
import { contactEndpoint } from "./contact-messages";
import {
  type EnquiryKind,
  enquiryDialogMessages,
  enquiryHeading,
  enquiryMessage,
  enquiryOpener,
} from "./enquiry-topic";

const contactSchema = () =>
  import("../../domain/enquiry-schemas").then((schemas) => () => schemas.createContactEnquirySchema({ source: "form" }));

interface EnquiryDialogButtonProps {
  kind: EnquiryKind;
  /** The treatment or programme, as named on the page. */
  topic: string;
  label: string;
  className?: string;
}

/**
 * Spa "Book Now" / Gym "Join Now" (D21): opens a short enquiry prefilled with the treatment or
 * programme, sent as a contact enquiry. Without JavaScript it is a link to the contact form with
 * the same message preset.
 */
export function EnquiryDialogButton({ kind, topic, label, className }: EnquiryDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const title = enquiryHeading(kind, topic);
  const contactHref = `/Contact?topic=${encodeURIComponent(enquiryOpener(kind, topic))}#get-in-touch`;
  return (
    <>
      <a
        href={contactHref}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        aria-haspopup="dialog"
        // Three "Book Now" buttons on one page: the name says which treatment each is for.
        aria-label={`${label}: ${topic}`}
        className={className ?? "btn-primary"}
      >
        {label}
      </a>
      <Modal open={open} onClose={() => setOpen(false)} title={title}>
        {open ? <EnquiryDialogForm kind={kind} topic={topic} /> : null}
      </Modal>
    </>
  );
}

function EnquiryDialogForm({ kind, topic }: { kind: EnquiryKind; topic: string }) {
  const introId = useId();
  const intake = useIntakeForm({
    form: `enquiry-${kind}`,
    endpoint: contactEndpoint,
    defaultValues: { name: "", email: "", phone: "", message: enquiryOpener(kind, topic) },
    schema: contactSchema,
    toBody: (checked) => ({ ...checked, message: enquiryMessage(kind, topic, checked.message) }),
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
        <form.AppField name="phone">{(field) => <field.PhoneInputField label="Phone" />}</form.AppField>
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
