import type { IsoDate } from "~/content/hotel";
import { type Lang, pathInLang } from "~/i18n/lang";
import type { AppServices } from "~/server/app-services";
import { availabilityKey } from "./availability-client";
import { bookingPath } from "./booking-link";
import { loadAvailability } from "./load-availability.server";
import { offeredTypes, roomSearches } from "./use-availability";
import { actField, actionOfAct } from "./wizard-acts";
import { initialWizardState, wizardReducer } from "./wizard-state";
import { wizardQuery, wizardStartFromQuery } from "./wizard-url";

/**
 * A wizard button pressed before the page's script ran (wizard-acts.ts): the stay its form
 * carried, with that one action applied by the same reducer the browser uses, as the wizard's
 * URL to redirect to. An unknown or impossible action changes nothing.
 */
export async function wizardUrlAfterAct(
  services: AppServices,
  query: URLSearchParams,
  today: IsoDate,
  lang: Lang = "en",
): Promise<string> {
  const act = query.get(actField) ?? "";
  const carried = new URLSearchParams(query);
  carried.delete(actField);
  const state = initialWizardState(wizardStartFromQuery(carried, today));
  const needsOffers = act.startsWith("select:");
  const seed = needsOffers ? await loadAvailability(services, state) : {};
  const searches = roomSearches(state);
  const action = actionOfAct(act, (roomIndex) => {
    const search = searches[roomIndex];
    const rooms = search ? seed[availabilityKey(search)] : undefined;
    return rooms ? offeredTypes(rooms) : [];
  });
  const next = action && action !== "update" ? wizardReducer(state, action) : state;
  // Back to the page in the language it was sent from (product-rules.md: Hindi).
  return `${pathInLang(bookingPath, lang)}?${wizardQuery(next)}`;
}
