import { type FormEvent, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { FieldFrame } from "~/components/form/field-frame";
import { TurnstileWidget, useTurnstileSiteKey } from "~/components/turnstile-widget";
import { issuesToFieldErrors } from "~/domain/field-errors";
import type { FieldMessages } from "~/domain/schema-fields";
import type { FrameWords } from "~/frame/footer/frame-words";
import { useLang, useWords } from "~/i18n/words";
import { useIdempotencyKey } from "../intake/use-idempotency-key";
import { type FormAnswer, type FormOutcome, networkErrorAnswer } from "../intake/form-answer";
import { FormStatus } from "../intake/form-status";
import { useFormPost } from "../intake/use-form-post";
import { newsletterActionPath, newsletterAnchor, newsletterLangField, newsletterParam } from "./newsletter-messages";

type NewsletterWords = FrameWords["newsletter"];

const outcomes: readonly FormOutcome[] = ["success", "invalid", "failed"];

// The outcome of a post made without JavaScript, carried back in the URL by the resource route.
function answerFromUrl(value: string | null, w: NewsletterWords): FormAnswer | null {
  const outcome = outcomes.find((entry) => entry === value);
  if (!outcome) return null;
  const m = w.answers;
  const message = outcome === "success" ? m.success : outcome === "invalid" ? w.invalidAddress : m.failure;
  return { form: "newsletter", outcome, message, fieldErrors: {}, values: {}, answerId: `url-${outcome}` };
}

// The schema's wording comes with the page's words, so the check speaks the page's language.
const loadSchema = (w: NewsletterWords, fields: FieldMessages) =>
  import("~/domain/newsletter-schema").then((schemas) =>
    schemas.createNewsletterSchema({ source: "form", messages: w.schema, fields }),
  );

/**
 * The footer's newsletter sign-up (product-rules.md: Forms that reach the hotel), on every page.
 * One field needs no form library, so this stays tiny: the shared schema loads only when the guest
 * subscribes. An empty field does nothing; a good address is stored once (the server ignores
 * repeats in any letter case) and the field clears.
 */
export function NewsletterForm() {
  const w = useWords("frame").newsletter;
  const { fields } = useWords("form");
  const lang = useLang();
  const headingId = useId();
  const fieldId = useId();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [answer, setAnswer] = useState<FormAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [engaged, setEngaged] = useState(false);
  const idempotency = useIdempotencyKey("newsletter");
  const siteKey = useTurnstileSiteKey();
  const formRef = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // The address sent when the connection dropped: the same address reuses the key, another one is a new attempt.
  const unansweredEmail = useRef<string | null>(null);
  const shown = answer ?? answerFromUrl(searchParams.get(newsletterParam), w);

  function settle(next: FormAnswer) {
    setAnswer(next);
    unansweredEmail.current = next.outcome === "network-error" ? (next.values.email ?? null) : null;
    if (next.outcome !== "network-error") idempotency.renew();
    if (next.outcome === "success") setEmail("");
    const fieldError = next.fieldErrors.email;
    if (fieldError) {
      setError(fieldError);
      input.current?.focus();
    }
  }

  const post = useFormPost("newsletter", w.answers);

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || email.trim() === "") return; // as on the original site, an empty field does nothing
    setBusy(true);
    try {
      const schema = await loadSchema(w, fields);
      const checked = schema.safeParse({ email });
      if (!checked.success) {
        setError(issuesToFieldErrors(checked.error).email);
        setAnswer(null);
        input.current?.focus();
        return;
      }
      const changed = unansweredEmail.current !== null && unansweredEmail.current !== email;
      if (formRef.current) settle(await post(formRef.current, changed ? idempotency.renew() : idempotency.key, { email }));
    } catch {
      settle(networkErrorAnswer("newsletter", w.answers, { email }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      id={newsletterAnchor}
      aria-labelledby={headingId}
      className="grid scroll-mt-24 gap-4 md:grid-cols-[1fr_auto] md:items-start md:gap-8"
    >
      <div>
        <h2 id={headingId} className="font-serif text-xl font-semibold text-white">
          {w.heading}
        </h2>
        <p className="mt-1 text-river-100">{w.text}</p>
      </div>
      {/* On the dark footer the error text needs a light tone to stay readable (WCAG 1.4.3). */}
      <div className="w-full md:w-[28rem] [&_.field-error]:text-[#FFC9C0]">
        <form
          ref={formRef}
          method="post"
          action={newsletterActionPath}
          noValidate
          aria-label={w.formLabel}
          onSubmit={subscribe}
          onFocus={() => setEngaged(true)}
        >
          <input {...idempotency.inputProps} />
          {/* The one action serves both languages: a Hindi page's sign-up is answered in Hindi. */}
          {lang === "hi" ? <input type="hidden" name={newsletterLangField} value={lang} /> : null}
          <div className="flex items-start gap-2">
            <FieldFrame
              id={fieldId}
              label={<span className="sr-only">{w.emailLabel}</span>}
              required
              hintId={`${fieldId}-hint`}
              error={error}
              errorId={`${fieldId}-error`}
              className="min-w-0 flex-1 [&_label]:mb-0"
            >
              <input
                ref={input}
                id={fieldId}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder={w.placeholder}
                value={email}
                onChange={(changed) => {
                  setEmail(changed.target.value);
                  setError(undefined);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${fieldId}-error`}
                className="field-input"
              />
            </FieldFrame>
            <button type="submit" disabled={busy} className="btn-primary shrink-0 px-4 py-2.5">
              {busy ? w.subscribing : w.subscribe}
            </button>
          </div>
          <TurnstileWidget siteKey={siteKey} resetKey={answer?.answerId} action="newsletter" active={engaged} />
        </form>
        <FormStatus answer={shown} />
      </div>
    </section>
  );
}
