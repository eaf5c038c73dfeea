import type { Banner, Offer } from "~/content/hotel";
import type { FestiveCopy } from "~/site/home/festive-slide-copy";
import type { SettingsFailure } from "../hotel/desk-settings.server";

/**
 * A preview form's answer: what was sent, and the offer or announcement as guests would see it; for
 * the offer also the Hindi home page's slide, worded on the server so the desk's JavaScript holds
 * none of the Hindi page's words.
 */
export type SettingsPreview =
  | { form: "offer"; values: Record<string, string>; offer: Offer; hindiSlide: FestiveCopy | null }
  | { form: "banner"; values: Record<string, string>; banner: Banner };

/** What the offers page's action answered a form with, when it did not go back to the page. */
export type OffersAnswer = SettingsFailure | SettingsPreview;
