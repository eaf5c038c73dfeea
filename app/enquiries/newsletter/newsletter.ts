import { redirect } from "react-router";
import { isDataRequest } from "../../data-request";
import { frameWordsEn } from "../../frame/footer/frame-words";
import { frameWordsHi } from "../../frame/footer/frame-words.hi";
import { formMessagesIn } from "../intake/intake-words.server";
import { clientAction as answerWhenSent } from "../intake/lazy-client-action";
import { submitForm } from "../intake/submit-form.server";
import { newsletterLangField } from "./newsletter-messages";
import { newsletterReturnUrl } from "./newsletter-redirect";
import { newsletterSchemaIn } from "./newsletter-wording.server";
import { type Lang, langOfPath, pathInLang } from "../../i18n/lang";
import type { Route } from "./+types/newsletter";

/**
 * The language of the page the sign-up came from (product-rules.md: Hindi): every page's footer
 * posts to this one action, and a Hindi page's form says so.
 */
function pageLang(request: Request, formData: FormData): Lang {
  return formData.get(newsletterLangField) === "hi" ? "hi" : langOfPath(new URL(request.url).pathname);
}

/**
 * The form pipeline reads the page's language from the path it was posted to; a Hindi page's
 * sign-up is handed on under the Hindi path, so its messages, its check and its confirmation e-mail
 * are all in Hindi. The form data is already read: only the address and headers go along.
 */
function requestIn(request: Request, lang: Lang): Request {
  const url = new URL(request.url);
  if (langOfPath(url.pathname) === lang) return request;
  url.pathname = pathInLang(url.pathname, lang);
  return new Request(url, { method: request.method, headers: request.headers });
}

/**
 * The footer sign-up, on every page. The hydrated footer posts through a fetcher and takes the
 * answer as data; a plain post (no JavaScript) goes back to the page it came from, with the outcome
 * in its address. Both are answered in the page's language.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const fetched = isDataRequest(new URL(request.url).pathname);
  const formData = await request.formData();
  const email = formData.get("email");
  // An empty field does nothing, as on the original site: straight back to the page.
  if (!fetched && (typeof email !== "string" || email.trim() === "")) {
    return redirect(newsletterReturnUrl(request, null));
  }
  const answer = await submitForm({
    request: requestIn(request, pageLang(request, formData)),
    context,
    formData,
    form: "newsletter",
    kind: "newsletter",
    schema: (_today, lang) => newsletterSchemaIn(lang, "form"),
    messages: (lang) => formMessagesIn(lang, { en: frameWordsEn.newsletter.answers, hi: frameWordsHi.newsletter.answers }),
  });
  return fetched ? answer : redirect(newsletterReturnUrl(request, answer.outcome));
}

export const clientAction = answerWhenSent;

/** Nothing to show at /newsletter itself. */
export function loader() {
  return redirect("/");
}
