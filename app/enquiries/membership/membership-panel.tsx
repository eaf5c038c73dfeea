import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useActionData, useSearchParams } from "react-router";
import { hotel } from "~/content/hotel";
import type { MembershipWording } from "~/domain/membership-schema";
import { linkInLang } from "~/i18n/hindi-pages";
import { type WordBook, fill, useLang, useWords } from "~/i18n/words";
import { type FormAnswer, isFormAnswer } from "../intake/form-answer";
import { IntakeForm } from "../intake/intake-form";
import { useFormMessages } from "../intake/use-form-messages";
import { useIntakeForm } from "../intake/use-intake-form";
import { type SignInMethod, isSignInMethod, membershipIntentField, notOpenAnswer, signInMethods } from "./membership-messages";

/** The schema loader, worded in the page's language (the words come from the route's loader). */
function useMembershipSchema() {
  const w = useWords("joinNow");
  const { fields } = useWords("form");
  const wording: MembershipWording = { ...w.schema, fields };
  return () =>
    import("~/domain/membership-schema").then((schemas) => () => schemas.createMembershipSchema({ source: "form", wording }));
}

/**
 * /joinNow's sign-in panel (product-rules.md: Dialogs): three tabs, the terms checkbox and
 * Continue. The entry is checked properly, then the guest is told that online sign-in is not open
 * yet and may register interest, which reaches the hotel as an enquiry.
 */
export function MembershipPanel() {
  const actionData = useActionData();
  const serverContinue = isFormAnswer(actionData) && actionData.form === "membership" && actionData.outcome === "success";
  const [checked, setChecked] = useState<FormAnswer | null>(serverContinue ? (actionData as FormAnswer) : null);
  const serverRegistered = isFormAnswer(actionData) && actionData.form === "membership-interest";
  const show = checked ?? (serverRegistered ? (actionData as FormAnswer) : null);

  return (
    <div className="card p-6 md:p-8">
      {show ? (
        <NotOpenYet values={show.values} onBack={() => setChecked(null)} />
      ) : (
        <SignInForm onChecked={setChecked} />
      )}
    </div>
  );
}

function SignInForm({ onChecked }: { onChecked: (answer: FormAnswer) => void }) {
  const w = useWords("joinNow");
  const lang = useLang();
  const messages = useFormMessages(w.continueMessages);
  const [searchParams] = useSearchParams();
  const requested = searchParams.get("method");
  const [method, setMethod] = useState<SignInMethod>(isSignInMethod(requested) ? requested : "mobile");
  const headingId = useId();
  const tabsId = useId();
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const intake = useIntakeForm({
    form: "membership",
    defaultValues: { method, mobile: "", email: "", membership_number: "", terms: false },
    schema: useMembershipSchema(),
    messages,
    localSubmit: (_checked, fields) => notOpenAnswer(fields, messages),
    onAnswer: (answer) => {
      if (answer.outcome === "success") onChecked(answer);
    },
  });
  const { form } = intake;

  function choose(next: SignInMethod, focus = false) {
    setMethod(next);
    form.setFieldValue("method", next);
    if (focus) tabRefs.current[signInMethods.indexOf(next)]?.focus();
  }

  function onTabKey(event: KeyboardEvent, index: number) {
    const last = signInMethods.length - 1;
    const target =
      event.key === "ArrowRight" ? (index === last ? 0 : index + 1)
      : event.key === "ArrowLeft" ? (index === 0 ? last : index - 1)
      : event.key === "Home" ? 0
      : event.key === "End" ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    choose(signInMethods[target], true);
  }

  return (
    <>
      <h2 id={headingId} className="heading-2">
        {w.signIn.heading}
      </h2>
      <p className="mt-2 text-ink-700">{w.signIn.intro}</p>
      <div role="tablist" aria-label={w.signIn.tabsLabel} className="mt-6 flex flex-wrap gap-2 border-b border-sand-200">
        {signInMethods.map((entry, index) => {
          const selected = entry === method;
          return (
            <Link
              key={entry}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              to={`?method=${entry}`}
              replace
              preventScrollReset
              role="tab"
              id={`${tabsId}-${entry}`}
              aria-selected={selected}
              aria-controls={`${tabsId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={(event) => {
                event.preventDefault();
                choose(entry);
              }}
              onKeyDown={(event) => onTabKey(event, index)}
              className={`-mb-px border-b-3 px-3 py-2 font-semibold focus-visible:outline-3 focus-visible:outline-river-700 ${
                selected ? "border-saffron-700 text-ink" : "border-transparent text-ink-500 hover:text-ink"
              }`}
            >
              {w.signIn.methods[entry]}
            </Link>
          );
        })}
      </div>
      <IntakeForm intake={intake} labelledBy={headingId} className="mt-5 grid gap-4">
        <input type="hidden" name={membershipIntentField} value="continue" />
        <input type="hidden" name="method" value={method} />
        <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${method}`}>
          {method === "mobile" ? (
            <form.AppField name="mobile">
              {(field) => <field.PhoneField label={w.signIn.mobile} hint={w.signIn.mobileHint} />}
            </form.AppField>
          ) : method === "email" ? (
            <form.AppField name="email">{(field) => <field.EmailField label={w.signIn.email} />}</form.AppField>
          ) : (
            <form.AppField name="membership_number">
              {(field) => <field.TextField label={w.signIn.membershipNumber} autoComplete="off" />}
            </form.AppField>
          )}
        </div>
        <form.AppField name="terms">
          {(field) => (
            <field.Checkbox
              label={
                <>
                  {w.signIn.terms.before}
                  <Link to={linkInLang("/TermsAndConditions", lang)} className="font-semibold text-river-700 underline">
                    {w.signIn.terms.terms}
                  </Link>
                  {w.signIn.terms.between}
                  <Link to={linkInLang("/PrivacyPolicy", lang)} className="font-semibold text-river-700 underline">
                    {w.signIn.terms.privacy}
                  </Link>
                  {w.signIn.terms.after}
                </>
              }
            />
          )}
        </form.AppField>
        <div>
          <form.SubmitButton pendingLabel={w.signIn.checking}>{w.signIn.submit}</form.SubmitButton>
        </div>
      </IntakeForm>
    </>
  );
}

type NotOpenWords = WordBook["joinNow"]["notOpen"];

function enteredDetail(method: SignInMethod, values: Record<string, string>, w: NotOpenWords): string {
  if (method === "mobile") return fill(w.enteredMobile, { mobile: values.mobile ?? "" });
  if (method === "email") return values.email ?? "";
  return fill(w.enteredMembership, { number: values.membership_number ?? "" });
}

/** What the programme is and how to reach the hotel meanwhile, quoting its phone as staff keep it. */
function notOpenExplanation(method: SignInMethod, w: NotOpenWords): string {
  const reach = method === "membership" ? fill(w.reachWithNumber, { phone: hotel.phones.primary.display }) : w.reachOthers;
  return fill(w.explanation, { reach });
}

function NotOpenYet({ values, onBack }: { values: Record<string, string>; onBack: () => void }) {
  const words = useWords("joinNow");
  const w = words.notOpen;
  const headingId = useId();
  const method = isSignInMethod(values.method) ? values.method : "mobile";
  const intake = useIntakeForm({
    form: "membership-interest",
    defaultValues: {
      method,
      mobile: values.mobile ?? "",
      email: values.email ?? "",
      membership_number: values.membership_number ?? "",
      terms: true,
    },
    schema: useMembershipSchema(),
    messages: useFormMessages(words.interestMessages),
  });
  const registered = intake.answer?.outcome === "success";
  const heading = useRef<HTMLHeadingElement>(null);
  // The panel replaced the form the guest was in: move focus to its heading so it is read out.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="heading-2 scroll-mt-28" tabIndex={-1} ref={heading}>
        {words.continueMessages.success}
      </h2>
      <p className="mt-3 text-ink-700">{notOpenExplanation(method, w)}</p>
      <p className="mt-2 text-sm text-ink-700">
        {w.youEntered} <strong>{enteredDetail(method, values, w)}</strong>
      </p>
      <IntakeForm intake={intake} labelledBy={headingId} className="mt-5 grid gap-4">
        <input type="hidden" name={membershipIntentField} value="register" />
        <input type="hidden" name="method" value={method} />
        <input type="hidden" name="mobile" value={values.mobile ?? ""} />
        <input type="hidden" name="email" value={values.email ?? ""} />
        <input type="hidden" name="membership_number" value={values.membership_number ?? ""} />
        <input type="hidden" name="terms" value="on" />
        {registered ? null : (
          <div className="flex flex-wrap gap-3">
            <intake.form.AppForm>
              <intake.form.SubmitButton pendingLabel={w.registering}>{w.register}</intake.form.SubmitButton>
            </intake.form.AppForm>
            <button type="button" onClick={onBack} className="btn-secondary">
              {w.back}
            </button>
          </div>
        )}
      </IntakeForm>
    </section>
  );
}
