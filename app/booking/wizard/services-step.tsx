import { services } from "~/domain/services";
import { useWords } from "~/i18n/words";
import { acts } from "./wizard-acts";
import { ActButton } from "./wizard-form";
import { wizardQueryKeys } from "./wizard-url";
import type { WizardState } from "./wizard-model";
import type { WizardAction } from "./wizard-state";

interface ServicesStepProps {
  state: WizardState;
  dispatch: (action: WizardAction) => void;
  onContinue: () => void;
  onSkip: () => void;
  onPrevious: () => void;
}

/**
 * Step 3, Enhance Your Stay: the services catalogue (product-rules.md: Services catalogue),
 * arranged and paid at the hotel.
 */
export function ServicesStep({ state, dispatch, onContinue, onSkip, onPrevious }: ServicesStepProps) {
  const words = useWords("booking");
  const w = words.services;
  const names = useWords("receipt").services;
  return (
    <div>
      <p className="rounded-md bg-river-50 p-4 text-ink">{w.intro}</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {services.map((service) => {
          const id = `service-${service.key}`;
          const checked = state.services.includes(service.key);
          const name = names[service.key];
          return (
            <li key={service.key} className={`rounded-lg border-2 bg-white p-5 ${checked ? "border-river-700" : "border-sand-200"}`}>
              <div className="flex items-start justify-between gap-4">
                <h3 className="font-serif text-lg font-semibold">{name}</h3>
                <span className="shrink-0 rounded-pill bg-sand-100 px-3 py-1 text-sm font-semibold text-ink-700">
                  {w.payAtHotel}
                </span>
              </div>
              <p className="mt-2 text-ink-700">{w.notes[service.key]}</p>
              <div className="mt-4 flex items-center gap-3">
                <input
                  id={id}
                  type="checkbox"
                  name={wizardQueryKeys.services}
                  value={service.key}
                  checked={checked}
                  onChange={() => dispatch({ type: "toggleService", key: service.key })}
                  className="h-5 w-5 accent-river-700"
                />
                <label htmlFor={id} className="font-medium">
                  {w.add}
                  <span className="sr-only">: {name}</span>
                </label>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-8 flex flex-wrap justify-between gap-4">
        <ActButton act={acts.previous()} className="btn-secondary" onPress={onPrevious}>
          {words.previous}
        </ActButton>
        <div className="flex flex-wrap gap-4">
          <ActButton act={acts.skipServices()} className="btn-secondary" onPress={onSkip}>
            {words.skip}
          </ActButton>
          <ActButton act={acts.continue()} className="btn-primary" onPress={onContinue}>
            {words.continue}
          </ActButton>
        </div>
      </div>
    </div>
  );
}
