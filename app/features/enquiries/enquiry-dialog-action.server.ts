import { createContactEnquirySchema } from "~/domain/enquiry-schemas";
import { type FormActionArgs, submitForm } from "../intake/submit-form.server";
import { enquiryDialogMessages, enquiryMessage, isEnquiryKind } from "./enquiry-topic";

/**
 * The Spa and Gym pages' action: the enquiry dialog's form, delivered as a contact enquiry whose
 * message names the treatment or programme.
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
    schema: () => createContactEnquirySchema({ source: "form" }),
    toBody: (checked) => ({ ...checked, message: enquiryMessage(enquiryKind, subject, checked.message) }),
    messages: enquiryDialogMessages,
  });
}
