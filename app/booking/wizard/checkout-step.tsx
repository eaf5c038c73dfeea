import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { useAppForm } from "~/components/form/app-form";
import { ServerFieldErrors } from "~/components/form/server-field-errors";
import { typedSince, valuesOnPage } from "~/components/form/values-on-page";
import { TurnstileWidget, turnstileFieldName, useTurnstileSiteKey } from "~/components/turnstile-widget";
import type { BookingConfirmation } from "~/domain/api-types";
import { maxBillingAddressLength, maxCompanyNameLength } from "~/domain/billing-fields";
import { createGuestInfoSchema, maxSpecialRequestsLength } from "~/domain/booking-schema";
import { issuesToFieldErrors } from "~/domain/field-errors";
import type { StayPrice } from "~/domain/price-stay";
import { linkInLang } from "~/i18n/hindi-pages";
import { pathInLang } from "~/i18n/lang";
import { useLang, useWords } from "~/i18n/words";
import { useIdempotencyKey } from "../../enquiries/intake/use-idempotency-key";
import { bookingPath } from "./booking-link";
import { CheckoutTotal } from "./checkout-total";
import { DepositLine, DepositWhen, depositTableNote } from "./deposit-ask";
import { StaySummary } from "./stay-summary";
import { summaryBreakdown } from "./price-breakdown";
import { bookingBody, type CheckoutActionAnswer, submitBooking } from "./submit-booking";
import { wizardQuery } from "./wizard-url";
import type { WizardDeposit } from "./wizard-deposit";
import type { GuestDraft, WizardState } from "./wizard-model";

export interface CheckoutStepProps {
  state: WizardState;
  price: StayPrice;
  /** The deposit asked for this price (wizard-deposit.ts); null or absent: pay at the hotel, as always. */
  deposit?: WizardDeposit | null;
  /** What the guest typed, kept by the wizard so Previous and a failed attempt lose nothing. */
  draft: GuestDraft;
  /** The refusal of a checkout sent as a plain form, to show as if it had been sent from here. */
  posted?: CheckoutActionAnswer;
  onDraftChange: (draft: GuestDraft) => void;
  onPrevious: () => void;
  onConfirmed: (confirmation: BookingConfirmation) => void;
  onSoldOut: (reason: string) => void;
}

const fieldNames = ["name", "email", "phone", "special_requests", "company_name", "company_gstin", "billing_address"] as const;

/**
 * Step 4, Guest Information and Booking Summary (product-rules.md: Idempotency, Bot protection, One
 * price and tax calculation). One idempotency key per attempt: a double click or a retry after a
 * lost connection is never a second booking. Loaded only when a guest reaches this step, with
 * TanStack Form and the guest schema.
 */
export function CheckoutStep({ state, price, deposit = null, draft, posted, onDraftChange, onPrevious, onConfirmed, onSoldOut }: CheckoutStepProps) {
  const words = useWords("booking");
  const w = words.checkout;
  const receipt = useWords("receipt");
  const lang = useLang();
  // The guest schema in the page's language, its messages from the page's words (product-rules.md: Hindi).
  const guestInfoSchema = useMemo(() => createGuestInfoSchema(words.validation), [words.validation]);
  const formRef = useRef<HTMLFormElement>(null);
  const idempotency = useIdempotencyKey("booking");
  const sending = useRef(false);
  const siteKey = useTurnstileSiteKey();
  const [serverAnswer, setServerAnswer] = useState<{ id: number; fields: Record<string, string> }>(() => ({
    id: posted ? 1 : 0,
    fields: posted?.kind === "invalid" ? posted.fields : {},
  }));
  const [failedAttempts, setFailedAttempts] = useState(0);

  // After a refused attempt has rendered its messages, take the guest to the first field to fix.
  useEffect(() => {
    if (failedAttempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedAttempts]);

  // What the guest typed into the server's form before this step's code arrived is theirs: the form
  // starts from it, and the wizard keeps it as the draft.
  const [startValues] = useState(() => valuesOnPage(idempotency.inputProps.id, draft) ?? draft);

  const form = useAppForm({
    defaultValues: startValues,
    listeners: { onChange: ({ formApi }) => onDraftChange(formApi.state.values) },
    // Check again on every submit, so a newly wrong field is reported even while another still is.
    canSubmitWhenInvalid: true,
    validators: {
      onSubmit: ({ value }) => {
        const checked = guestInfoSchema.safeParse(value);
        return checked.success ? undefined : { fields: issuesToFieldErrors(checked.error) };
      },
    },
    onSubmitInvalid: () => setFailedAttempts((count) => count + 1),
    onSubmit: async ({ value }) => {
      if (sending.current) return;
      const guest = guestInfoSchema.safeParse(value);
      if (!guest.success) return;
      sending.current = true;
      const token = formRef.current ? new FormData(formRef.current).get(turnstileFieldName) : null;
      const answer = await submitBooking(
        bookingBody(state, price, guest.data, typeof token === "string" && token !== "" ? token : null),
        idempotency.key,
        lang,
        w.answers,
      );
      sending.current = false;
      // A definite answer ends this attempt; after a lost connection the retry keeps its key
      // (product-rules.md: Idempotency).
      if (answer.kind !== "no-answer") idempotency.renew();
      switch (answer.kind) {
        case "confirmed":
          toast.success(w.success);
          onConfirmed(answer.confirmation);
          return;
        case "sold-out":
          toast.error(answer.message);
          onSoldOut(answer.message);
          return;
        case "invalid":
          setServerAnswer((current) => ({ id: current.id + 1, fields: answer.fields }));
          toast.error(answer.message);
          setFailedAttempts((count) => count + 1);
          return;
        default:
          toast.error(answer.message);
      }
    },
  });

  // And what was typed while React was still taking the form over, once its fields are React's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the page the step opened on.
  useLayoutEffect(() => {
    const typed = typedSince(idempotency.inputProps.id, form.state.values);
    for (const [name, value] of typed) form.setFieldValue(name, String(value));
    if (typed.length > 0 || startValues !== draft) onDraftChange(form.state.values);
  }, []);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <section aria-labelledby="guest-info-title">
        <h3 id="guest-info-title" className="heading-3">
          {w.details}
        </h3>
        <ServerFieldErrors errors={serverAnswer.fields} answerId={serverAnswer.id}>
          {/* Before the page's script runs the form posts to the page itself (checkout-action.server.ts). */}
          <form
            ref={formRef}
            method="post"
            action={`${pathInLang(bookingPath, lang)}?${wizardQuery(state)}`}
            noValidate
            className="mt-4 grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              // A message left from the last attempt would stop TanStack before it checks again.
              for (const name of fieldNames) {
                form.setFieldMeta(name, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onSubmit: undefined } }));
              }
              form.handleSubmit();
            }}
          >
            <input {...idempotency.inputProps} />
            {posted && posted.kind !== "invalid" && posted.kind !== "confirmed" ? (
              <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-ink">
                {posted.message}
              </p>
            ) : null}
            <form.AppField name="name">
              {(field) => <field.TextField label={w.name} autoComplete="name" maxLength={100} />}
            </form.AppField>
            <form.AppField name="email">{(field) => <field.EmailField label={w.email} />}</form.AppField>
            <form.AppField name="phone">
              {(field) => <field.PhoneField label={w.phone} hint={w.phoneHint} />}
            </form.AppField>
            <form.AppField name="special_requests">
              {(field) => (
                <field.NotesField
                  label={w.specialRequests}
                  maxLength={maxSpecialRequestsLength}
                  placeholder={w.specialRequestsPlaceholder}
                />
              )}
            </form.AppField>
            {/* For a business traveller's tax invoice (product-rules.md: Legal name and GSTIN); all optional. */}
            <fieldset className="grid gap-4 rounded-md border border-sand-200 p-4">
              <legend className="px-1 font-semibold">{w.invoice.heading}</legend>
              <p className="text-sm text-ink-700">{w.invoice.intro}</p>
              <form.AppField name="company_name">
                {(field) => (
                  <field.TextField label={w.invoice.company} required={false} autoComplete="organization" maxLength={maxCompanyNameLength} />
                )}
              </form.AppField>
              <form.AppField name="company_gstin">
                {(field) => <field.TextField label={w.invoice.gstin} required={false} hint={w.invoice.gstinHint} maxLength={20} />}
              </form.AppField>
              <form.AppField name="billing_address">
                {(field) => <field.NotesField label={w.invoice.address} maxLength={maxBillingAddressLength} />}
              </form.AppField>
            </fieldset>
            <TurnstileWidget siteKey={siteKey} resetKey={serverAnswer.id} action="booking" />
            {deposit ? <DepositWhen deposit={deposit} /> : null}
            <p className="text-sm text-ink-700">
              {w.termsBefore}
              <Link to={linkInLang("/TermsAndConditions", lang)} className="font-semibold text-river-700 underline">
                {w.termsLink}
              </Link>
              {w.termsAfter}
            </p>
            {/* On a phone the total and the buttons stay in reach at the foot of the screen. */}
            <div className="sticky bottom-0 z-10 -mx-4 grid gap-3 border-t border-sand-200 bg-white px-4 py-3 shadow-lift sm:static sm:mx-0 sm:border-0 sm:px-0 sm:py-0 sm:shadow-none">
              <CheckoutTotal price={price} withDeposit={deposit !== null} />
              {deposit ? <DepositLine deposit={deposit} /> : null}
              {/* One row even at 360 px: Book Now takes the room Previous leaves. */}
              <div className="flex justify-between gap-3 sm:gap-4">
                <a
                  href={`${pathInLang(bookingPath, lang)}?${wizardQuery({ ...state, step: 3 })}`}
                  className="btn-secondary px-4 sm:px-6"
                  onClick={(event) => {
                    event.preventDefault();
                    onPrevious();
                  }}
                >
                  {words.previous}
                </a>
                <form.AppForm>
                  <form.SubmitButton pendingLabel={w.sending} className="btn-primary flex-1 px-4 sm:flex-none sm:px-6">
                    {deposit ? w.bookNowWithDeposit : w.bookNow}
                  </form.SubmitButton>
                </form.AppForm>
              </div>
            </div>
          </form>
        </ServerFieldErrors>
      </section>
      <StaySummary
        breakdown={summaryBreakdown(state, price, { lang, receipt })}
        payNote={deposit ? depositTableNote(deposit.terms, receipt.deposit) : undefined}
      />
    </div>
  );
}
