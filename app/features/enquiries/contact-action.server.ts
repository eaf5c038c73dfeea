import { createContactEnquirySchema } from "~/domain/enquiry-schemas";
import { formAction } from "../intake/submit-form.server";
import { contactFormMessages } from "./contact-messages";

/** /Contact's action: the Get In Touch form. */
export const contactAction = formAction({
  form: "contact",
  kind: "contact",
  schema: () => createContactEnquirySchema({ source: "form" }),
  messages: contactFormMessages,
});
