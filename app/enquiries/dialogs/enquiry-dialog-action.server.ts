import { createContactEnquirySchema } from "~/domain/enquiry-schemas";
import { contactWordingIn } from "~/domain/form-wording.server";
import { formMessagesIn } from "../intake/intake-words.server";
import { type FormActionArgs, submitForm } from "../intake/submit-form.server";
import { enquiryDialogWordsEn } from "./enquiry-dialog-words";
import { enquiryDialogWordsHi } from "./enquiry-dialog-words.hi";
import { enquiryMessage, isEnquiryKind } from "./enquiry-topic";

/**
 * The Spa and Gym pages' action: the enquiry dialog's form, delivered as a contact enquiry whose
 * message names the treatment or programme; the guest is answered in the page's language.
 */
export async function enquiryDialogAction({ request, context }: FormActionArgs) {
  const formData = await request.formData();
  const kind = formData.get("kind");
  const topic = formData.get("topic");
  const enquiryKind = isEnquiryKind(kind) ? kind : "spa";
  const subject = typeof topic === "string" && topic.trim() !== "" ? topic.trim().slice(0, 100) : "General enquiry";
  return submitForm({
    request,
    context,
    formData,
    form: `enquiry-${enquiryKind}`,
    kind: "contact",
    schema: (_today, lang) => createContactEnquirySchema({ source: "form", wording: contactWordingIn(lang) }),
    toBody: (checked) => ({ ...checked, message: enquiryMessage(enquiryKind, subject, checked.message) }),
    messages: (lang) => formMessagesIn(lang, { en: enquiryDialogWordsEn.messages, hi: enquiryDialogWordsHi.messages }),
  });
}
