import { issuesToFieldErrors } from "~/domain/field-errors";
import { createMembershipSchema } from "~/domain/membership-schema";
import { invalidAnswer } from "../intake/form-answer";
import type { FormAnswer } from "../intake/form-answer";
import { formFields } from "../intake/form-values";
import { type FormActionArgs, submitForm } from "../intake/submit-form.server";
import { continueMessages, interestMessages, membershipIntentField, notOpenAnswer } from "./membership-messages";

/**
 * /joinNow's action without JavaScript: "continue" checks the sign-in entry and answers that
 * sign-in is not open yet (product-rules.md: Dialogs); "register" sends the entry as membership
 * interest.
 */
export async function membershipAction({ request, context }: FormActionArgs): Promise<FormAnswer> {
  const formData = await request.formData();
  if (formData.get(membershipIntentField) === "register") {
    return submitForm({
      request,
      context,
      formData,
      form: "membership-interest",
      kind: "membership-interest",
      schema: () => createMembershipSchema({ source: "form" }),
      messages: interestMessages,
      keepValuesOnSuccess: true,
    });
  }
  const fields = formFields(formData);
  const checked = createMembershipSchema({ source: "form" }).safeParse(fields);
  if (!checked.success) return invalidAnswer("membership", issuesToFieldErrors(checked.error), continueMessages, fields);
  return notOpenAnswer(fields);
}
