import { redirect } from "react-router";
import { createNewsletterSchema } from "../domain/newsletter-schema";
import { newsletterFormMessages } from "../features/newsletter/newsletter-messages";
import { newsletterReturnUrl } from "../features/newsletter/newsletter-redirect";
import { submitForm } from "../features/intake/submit-form.server";
import type { Route } from "./+types/newsletter";

/** A footer sign-up posted without JavaScript (with JavaScript the form calls /api/newsletter). */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const email = formData.get("email");
  // An empty field does nothing, as on the original site: straight back to the page.
  if (typeof email !== "string" || email.trim() === "") return redirect(newsletterReturnUrl(request, null));
  const answer = await submitForm({
    request,
    context,
    formData,
    form: "newsletter",
    kind: "newsletter",
    schema: () => createNewsletterSchema({ source: "form" }),
    messages: newsletterFormMessages,
  });
  return redirect(newsletterReturnUrl(request, answer.outcome));
}

/** Nothing to show at /newsletter itself. */
export function loader() {
  return redirect("/");
}
