import { useSearchParams } from "react-router";
import { IntakeFormCard } from "../intake/intake-form-card";
import { useIntakeForm } from "../intake/use-intake-form";
import { contactFormMessages } from "./contact-messages";

// Loaded on first focus, so zod is not part of the page's first load.
const contactSchema = () =>
  import("~/domain/enquiry-schemas").then((schemas) => () => schemas.createContactEnquirySchema({ source: "form" }));

/** "Get In Touch" on /Contact: name, e-mail, phone and message, all required. */
export function ContactForm({ heading = "Get In Touch" }: { heading?: string }) {
  // Spa and Gym enquiries link here with their opening sentence when JavaScript is unavailable.
  const [searchParams] = useSearchParams();
  const topic = searchParams.get("topic")?.slice(0, 300) ?? "";
  const intake = useIntakeForm({
    form: "contact",
    defaultValues: { name: "", email: "", phone: "", message: topic },
    schema: contactSchema,
    messages: contactFormMessages,
  });
  const { form } = intake;
  return (
    <IntakeFormCard
      id="get-in-touch"
      intake={intake}
      heading={heading}
      intro="Questions about rooms, darshan timings, events or getting here? Write to us and the front desk will reply."
      twoColumnsFrom="md"
      submitLabel="Send Message"
    >
      <form.AppField name="name">{(field) => <field.TextField label="Name" autoComplete="name" />}</form.AppField>
      <form.AppField name="email">{(field) => <field.EmailField label="Email" />}</form.AppField>
      <form.AppField name="phone">
        {(field) => <field.PhoneField label="Phone" className="md:col-span-2" />}
      </form.AppField>
      <form.AppField name="message">
        {(field) => <field.TextArea label="Message" rows={5} className="md:col-span-2" />}
      </form.AppField>
    </IntakeFormCard>
  );
}
