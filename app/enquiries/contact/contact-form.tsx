import { useSearchParams } from "react-router";
import { useWords } from "~/i18n/words";
import { IntakeFormCard } from "../intake/intake-form-card";
import { useFormMessages } from "../intake/use-form-messages";
import { useIntakeForm } from "../intake/use-intake-form";

/** "Get In Touch" on /Contact: name, e-mail, phone and message, all required. */
export function ContactForm() {
  const w = useWords("contactPage");
  const { fields } = useWords("form");
  // Spa and Gym enquiries link here with their opening sentence when JavaScript is unavailable.
  const [searchParams] = useSearchParams();
  const topic = searchParams.get("topic")?.slice(0, 300) ?? "";
  const wording = { ...w.schema, fields };
  const intake = useIntakeForm({
    form: "contact",
    defaultValues: { name: "", email: "", phone: "", message: topic },
    // Loaded on first focus, so zod is not part of the page's first load.
    schema: () =>
      import("~/domain/enquiry-schemas").then((schemas) => () => schemas.createContactEnquirySchema({ source: "form", wording })),
    messages: useFormMessages(w.messages),
  });
  const { form } = intake;
  const f = w.form;
  return (
    <IntakeFormCard
      id="get-in-touch"
      intake={intake}
      heading={f.heading}
      intro={f.intro}
      twoColumnsFrom="md"
      submitLabel={f.submit}
    >
      <form.AppField name="name">{(field) => <field.TextField label={f.name} autoComplete="name" />}</form.AppField>
      <form.AppField name="email">{(field) => <field.EmailField label={f.email} />}</form.AppField>
      <form.AppField name="phone">
        {(field) => <field.PhoneField label={f.phone} className="md:col-span-2" />}
      </form.AppField>
      <form.AppField name="message">
        {(field) => <field.TextArea label={f.message} rows={5} className="md:col-span-2" />}
      </form.AppField>
    </IntakeFormCard>
  );
}
