import { Icon } from "~/components/icon";
import { useWords } from "~/i18n/words";
import { type WizardStep, wizardSteps } from "./wizard-model";

/**
 * The wizard's progress bar: Search, Select Room, Add Services, Checkout (the receipt completes all
 * four).
 */
export function WizardProgress({ step }: { step: WizardStep }) {
  const w = useWords("booking").progress;
  return (
    <nav aria-label={w.label} className="print:hidden">
      <ol className="grid grid-cols-4 gap-2">
        {wizardSteps.map((item) => {
          const done = item.step < step;
          const current = item.step === step;
          return (
            <li key={item.step} aria-current={current ? "step" : undefined} className="flex flex-col items-center gap-2 text-center">
              <span
                className={`grid h-10 w-10 place-items-center rounded-pill border-2 font-semibold ${
                  done
                    ? "border-river-700 bg-river-700 text-white"
                    : current
                      ? "border-saffron-700 bg-saffron-700 text-white"
                      : "border-sand-300 bg-white text-ink-700"
                }`}
              >
                {done ? <Icon name="check" /> : item.step}
              </span>
              <span className={`text-xs sm:text-sm ${current ? "font-semibold text-ink" : "text-ink-700"}`}>
                {w.steps[item.step - 1]}
                {done ? <span className="sr-only">{w.done}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
