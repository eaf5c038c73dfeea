import { issuesToFieldErrors } from "~/domain/field-errors";
import { membershipWordingIn } from "~/domain/form-wording.server";
import { createMembershipSchema } from "~/domain/membership-schema";
import { type Lang, langOfPath } from "~/i18n/lang";
import { invalidAnswer } from "../intake/form-answer";
import type { FormAnswer } from "../intake/form-answer";
import { formMessagesIn } from "../intake/intake-words.server";
import { formFields } from "../intake/form-values";
import { type FormActionArgs, submitForm } from "../intake/submit-form.server";
import { membershipIntentField, notOpenAnswer } from "./membership-messages";
import { joinNowWordsEn } from "./membership-words";
import { joinNowWordsHi } from "./membership-words.hi";

/**
 * /joinNow's action without JavaScript: "continue" checks the sign-in entry and answers that
 * sign-in is not open yet (product-rules.md: Dialogs); "register" sends the entry as membership
 * interest. Both answer in the page's language.
 */
export async function membershipAction({ request, context }: FormActionArgs): Promise<FormAnswer> {
  const formData = await request.formData();
  const schema = (lang: Lang) =>
    createMembershipSchema({ source: "form", wording: membershipWordingIn(lang) });
  if (formData.get(membershipIntentField) === "register") {
    return submitForm({
      request,
      context,
      formData,
      form: "membership-interest",
      kind: "membership-interest",
      schema: (_today, lang) => schema(lang),
      messages: (lang) => formMessagesIn(lang, { en: joinNowWordsEn.interestMessages, hi: joinNowWordsHi.interestMessages }),
      keepValuesOnSuccess: true,
    });
  }
  const lang = langOfPath(new URL(request.url).pathname);
  const messages = formMessagesIn(lang, { en: joinNowWordsEn.continueMessages, hi: joinNowWordsHi.continueMessages });
  const fields = formFields(formData);
  const checked = schema(lang).safeParse(fields);
  if (!checked.success) return invalidAnswer("membership", issuesToFieldErrors(checked.error), messages, fields);
  return notOpenAnswer(fields, messages);
}
