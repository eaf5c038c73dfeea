import { redirect } from "react-router";
import { isDataRequest } from "../data-request";
import { createNewsletterSchema } from "../domain/newsletter-schema";
import { answerInPlace } from "../features/intake/form-client-action";
import { submitForm } from "../features/intake/submit-form.server";
import { newsletterFormMessages } from "../features/newsletter/newsletter-messages";
import { newsletterReturnUrl } from "../features/newsletter/newsletter-redirect";
import type { Route } from "./+types/newsletter";

/**
 * The footer sign-up, on every page. The hydrated footer posts through a fetcher and takes the
 * answer as data; a plain post (no JavaScript) goes back to the page it came from, with the outcome
 * in its address.
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
    request,
    context,
    formData,
    form: "newsletter",
    kind: "newsletter",
    schema: () => createNewsletterSchema({ source: "form" }),
    messages: newsletterFormMessages,
  });
  return fetched ? answer : redirect(newsletterReturnUrl(request, answer.outcome));
}

export const clientAction = answerInPlace;

/** Nothing to show at /newsletter itself. */
export function loader() {
  return redirect("/");
}
