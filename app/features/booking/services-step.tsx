import { payAtHotelLabel, services } from "~/domain/services";
import { acts } from "./wizard-acts";
import { ActButton } from "./wizard-form";
import { wizardQueryKeys } from "./wizard-url";
import type { WizardAction, WizardState } from "./wizard-state";

interface ServicesStepProps {
  state: WizardState;
  dispatch: (action: WizardAction) => void;
  onContinue: () => void;
  onSkip: () => void;
  onPrevious: () => void;
}

const serviceNotes: Record<string, string> = {
  roomDecoration: "Flowers and decoration in your room for a birthday, an anniversary or a family occasion.",
  lunch: "Vegetarian lunch from our kitchen during your stay.",
  dinner: "Vegetarian dinner from our kitchen during your stay.",
  airportPickup: "A car to meet you at the airport or the railway station; we confirm the timing with you.",
};

/**
 * Step 3, Enhance Your Stay: the services catalogue (product-rules.md: Services catalogue),
 * arranged and paid at the hotel.
 */
export function ServicesStep({ state, dispatch, onContinue, onSkip, onPrevious }: ServicesStepProps) {
  return (
    <div>
      <p className="rounded-md bg-river-50 p-4 text-ink">
        Services are arranged by our team and paid for at the hotel at checkout — nothing is charged online.
      </p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {services.map((service) => {
          const id = `service-${service.key}`;
          const checked = state.services.includes(service.key);
          return (
            <li key={service.key} className={`rounded-lg border-2 bg-white p-5 ${checked ? "border-river-700" : "border-sand-200"}`}>
              <div className="flex items-start justify-between gap-4">
                <h3 className="font-serif text-lg font-semibold">{service.label}</h3>
                <span className="shrink-0 rounded-pill bg-sand-100 px-3 py-1 text-sm font-semibold text-ink-700">
                  {payAtHotelLabel}
                </span>
              </div>
              <p className="mt-2 text-ink-700">{serviceNotes[service.key]}</p>
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
                  Add to booking<span className="sr-only">: {service.label}</span>
                </label>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-8 flex flex-wrap justify-between gap-4">
        <ActButton act={acts.previous()} className="btn-secondary" onPress={onPrevious}>
          Previous
        </ActButton>
        <div className="flex flex-wrap gap-4">
          <ActButton act={acts.skipServices()} className="btn-secondary" onPress={onSkip}>
            Skip
          </ActButton>
          <ActButton act={acts.continue()} className="btn-primary" onPress={onContinue}>
            Continue
          </ActButton>
        </div>
      </div>
    </div>
  );
}
