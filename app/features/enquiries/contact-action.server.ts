import { createContactEnquirySchema } from "~/domain/enquiry-schemas";
import type { FormActionArgs } from "../intake/submit-form.server";
import { submitForm } from "../intake/submit-form.server";
import { contactFormMessages } from "./contact-messages";

/** /Contact's action: the Get In Touch form posted without JavaScript. */
export function contactAction({ request, context }: FormActionArgs) {
  return submitForm({
    request,
    context,
    form: "contact",
    kind: "contact",
    schema: () => createContactEnquirySchema({ source: "form" }),
    messages: contactFormMessages,
  });
}
