import { hotel } from "~/content/hotel";
import { type FacilityNow, facilityNow, facilityOfPage } from "~/content/facility-status";
import { useLang } from "~/i18n/words";
import { type FacilityMarkWords, facilityMarkText } from "./facility-mark-text";
import { useRootData } from "~/root-data";

/**
 * Where the facility behind a page stands today (product-rules.md: What is open), from what staff
 * saved and the hotel's today as the server rendered it; null for a page that is no facility's.
 */
export function useFacilityNow(page: string | undefined): FacilityNow | null {
  const today = useRootData()?.today ?? "";
  const key = facilityOfPage(page);
  return key ? facilityNow(hotel.facilities[key], today) : null;
}

/** A card list's marker: each card's mark by its page, in the page's language. */
export function useFacilityMarker(words: FacilityMarkWords): (page: string | undefined) => string | null {
  const today = useRootData()?.today ?? "";
  const lang = useLang();
  return (page) => {
    const key = facilityOfPage(page);
    return key ? facilityMarkText(facilityNow(hotel.facilities[key], today), words, lang) : null;
  };
}
