import { useEffect, useReducer, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigationType } from "react-router";
import type { AvailableRoom, BookingConfirmation } from "~/domain/api-types";
import { deferred } from "~/components/deferred";
import { fill, useLang, useWords } from "~/i18n/words";
import { BookingReceipt } from "./booking-receipt";
import { SearchStep } from "./search-step";
import { SelectRoomStep } from "./select-room-step";
import { ServicesStep } from "./services-step";
import { priceSelection } from "./price-breakdown";
import { useAvailability } from "./use-availability";
import { WizardForm } from "./wizard-form";
import { WizardProgress } from "./wizard-progress";
import { type GuestDraft, type WizardState, emptyGuestDraft } from "./wizard-model";
import { type WizardAction, wizardReducer } from "./wizard-state";
import { bookedReferenceFor, rememberBookedStay, saveReceipt } from "./saved-receipt";
import type { GuestPrefill } from "./guest-prefill";
import type { CheckoutActionAnswer } from "./submit-booking";
import { bookedStayKey, receiptQuery, stepInQuery, wizardQuery } from "./wizard-url";
import { type DepositTiming, chosenDepositRule, wizardDeposit } from "./wizard-deposit";

// Step 4 brings TanStack Form and the guest schema: only guests who reach it download them. A page
// the server drew at step 4 counts it in `data-hydrated`, so nothing is clicked before it is live.
const loadCheckout = () => import("./checkout-step");
const CheckoutStep = deferred(() => loadCheckout().then((m) => m.CheckoutStep), {
  whenRendered: true,
  fallback: LoadingCheckout,
});

function LoadingCheckout() {
  const w = useWords("booking");
  return <p className="text-ink-700">{w.loadingCheckout}</p>;
}

/** Actions that move to another step: each becomes a history entry, so Back undoes it. */
const stepActions = new Set<WizardAction["type"]>(["continue", "previous", "skipServices", "soldOut", "completed"]);

interface BookingWizardProps {
  initial: WizardState;
  /** Availability the server already looked up for this stay, by search key. */
  seed: Record<string, AvailableRoom[]>;
  /** The answer to a checkout sent as a plain form, before the page's script ran. */
  posted?: CheckoutActionAnswer;
  /** Staff's Hindi card line of each room type, by id, on a Hindi page. */
  hindiLines?: Readonly<Record<string, string>>;
  /** The guest's details the home page's request handed over, to start the checkout from. */
  guest?: GuestPrefill;
  /** How long the hotel gives to pay a deposit, when online deposits are on. */
  depositTiming?: DepositTiming | null;
}

/**
 * The four-step booking wizard and its receipt (as on the original site). State is the pure reducer
 * of wizard-state.ts; the URL mirrors it (stay, choices, step) so a reload keeps it and every step
 * is a history entry; availability follows the stay as it changes.
 */
export function BookingWizard({ initial, seed, posted, hindiLines, guest, depositTiming = null }: BookingWizardProps) {
  const w = useWords("booking");
  const lang = useLang();
  const postedBooking = posted?.kind === "confirmed" ? posted.confirmation : null;
  const [state, rawDispatch] = useReducer(wizardReducer, initial, (start) =>
    postedBooking ? wizardReducer(start, { type: "completed" }) : start,
  );
  const [draft, setDraft] = useState<GuestDraft>(() => ({ ...emptyGuestDraft, ...guest, ...posted?.values }));
  const [confirmation, setConfirmation] = useState<BookingConfirmation | null>(postedBooking);
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const pushNext = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);
  const availability = useAvailability(state, rawDispatch, seed, {
    lang,
    failed: w.select.availabilityFailed,
    checkingAgain: w.select.checkingAgain,
  });

  function dispatch(action: WizardAction) {
    if (stepActions.has(action.type)) pushNext.current = true;
    rawDispatch(action);
  }

  // Every rate seen in this visit, so the summary can price whatever the guest selected.
  const ratesRef = useRef(new Map<number, AvailableRoom>());
  for (const rooms of [...Object.values(seed), ...availability.perRoom]) {
    for (const room of rooms ?? []) ratesRef.current.set(room.id, room);
  }
  const price = state.step === 4 ? priceSelection(state, ratesRef.current) : null;
  // The deposit the rule in force asks of that same price; none without a rule (pay at the hotel).
  const deposit = price ? wizardDeposit(chosenDepositRule(state, ratesRef.current), price, state.checkIn, depositTiming) : null;

  // The URL follows the state: a step change is a new history entry, anything else replaces it.
  useEffect(() => {
    const query = state.completed && confirmation ? receiptQuery(confirmation.reference) : wizardQuery(state);
    const wanted = `?${query.toString()}`;
    if (wanted === location.search) return;
    const push = pushNext.current && stepInQuery(new URLSearchParams(location.search)) !== undefined;
    pushNext.current = false;
    navigate({ search: wanted }, { replace: !push, preventScrollReset: true });
  }, [state, confirmation, location.search, navigate]);

  // Back and Forward (and only they): the URL's step wins, within what the state allows.
  useEffect(() => {
    if (navigationType !== "POP") return;
    const step = stepInQuery(new URLSearchParams(location.search));
    if (step !== undefined) rawDispatch({ type: "showStep", step });
  }, [location.search, navigationType]);

  // A new step takes focus to its heading, so keyboard and screen reader users start at its top.
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [state.step]);

  // Back (or a reload) onto rooms this tab has just booked starts a new choice instead of a second booking.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once, for the state the visit opened with.
  useEffect(() => {
    if (state.rooms.every((room) => room.selectedRoomId === null)) return;
    const reference = bookedReferenceFor(bookedStayKey(state));
    if (reference) {
      rawDispatch({
        type: "startOver",
        message: fill(w.alreadySent, { reference }),
      });
    }
  }, []);

  // A booking made before the script ran is kept like one made with it: a reload shows its receipt.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the answer the page opened with.
  useEffect(() => {
    if (!postedBooking) return;
    saveReceipt(postedBooking);
    rememberBookedStay(bookedStayKey(initial), postedBooking.reference);
  }, []);

  // Fetch step 4's code while the guest is still choosing, so Checkout opens at once.
  useEffect(() => {
    if (state.step >= 2 && state.step < 5) void loadCheckout();
  }, [state.step]);

  const { step } = state;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <WizardProgress step={state.step} />
      <section aria-labelledby="wizard-step-title">
        <h2 id="wizard-step-title" ref={headingRef} tabIndex={-1} className="heading-2 scroll-mt-28 outline-none">
          {w.stepTitles[state.step - 1]}
        </h2>
        <div className="mt-6">
          {step <= 3 ? (
            <WizardForm state={state}>
              {step === 1 ? (
                <SearchStep state={state} dispatch={dispatch} onContinue={() => dispatch({ type: "continue" })} />
              ) : null}
          {step === 2 ? (
            <SelectRoomStep
              state={state}
              dispatch={dispatch}
              perRoom={availability.perRoom}
              loading={availability.loading}
              problem={availability.problem}
              onRetry={availability.refresh}
              hindiLines={hindiLines}
              onContinue={() => dispatch({ type: "continue" })}
              onPrevious={() => dispatch({ type: "previous" })}
            />
          ) : null}
          {step === 3 ? (
            <ServicesStep
              state={state}
              dispatch={dispatch}
              onContinue={() => dispatch({ type: "continue" })}
              onSkip={() => dispatch({ type: "skipServices" })}
              onPrevious={() => dispatch({ type: "previous" })}
            />
          ) : null}
            </WizardForm>
          ) : null}
          {step === 4 && price ? (
            <CheckoutStep
              state={state}
              price={price}
              deposit={deposit}
              draft={draft}
              posted={posted?.kind === "confirmed" ? undefined : posted}
              onDraftChange={setDraft}
              onPrevious={() => dispatch({ type: "previous" })}
              onConfirmed={(answer) => {
                saveReceipt(answer);
                rememberBookedStay(bookedStayKey(state), answer.reference);
                setConfirmation(answer);
                dispatch({ type: "completed" });
              }}
              onSoldOut={(reason) => {
                availability.refresh();
                dispatch({ type: "soldOut", message: reason });
              }}
            />
          ) : null}
          {step === 4 && !price ? <p className="text-ink-700">{w.pricingRooms}</p> : null}
          {step === 5 && confirmation ? <BookingReceipt confirmation={confirmation} nextSteps /> : null}
        </div>
      </section>
    </div>
  );
}
