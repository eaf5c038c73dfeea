import { data, type RouterContextProvider } from "react-router";
import type { Offer } from "~/content/hotel";
import { parseBannerForm, parseOfferForm } from "~/domain/offer-forms";
import type { FestiveCopy } from "~/site/home/festive-slide-copy";
import { festiveSlideCopyIn } from "~/site/home/festive-slide-in-lang";
import { homeWordsHi } from "~/site/home/home-words.hi";
import { deskFormFields } from "../desk-form-fields";
import { type SettingsFailure, deskSettingsOf } from "../hotel/desk-settings.server";
import type { SettingsPreview } from "./offers-answer";

/** The festive slide as the Hindi home page will show it on the offer's first day. */
function hindiSlideOf(offer: Offer): FestiveCopy | null {
  const festive = homeWordsHi.slides.find((slide) => slide.id === "festive");
  return festive && offer.startsOn ? festiveSlideCopyIn(offer.startsOn, festive, homeWordsHi.festive, "hi", [offer]) : null;
}

/**
 * The offer or announcement form sent for a preview (product-rules.md: Offers and the announcement
 * bar): checked as a save would be, shown back and never saved, so it needs no one-time key.
 */
export async function previewSetting(context: Readonly<RouterContextProvider>, request: Request, form: "offer" | "banner") {
  // Only signed-in staff see a preview, as only they may save.
  deskSettingsOf(context);
  const fields = deskFormFields(await request.formData());
  const parsed = form === "offer" ? parseOfferForm(fields) : parseBannerForm(fields);
  if (!parsed.ok) {
    return data<SettingsFailure>({ form, error: "Please check the highlighted fields.", fields: parsed.fields, values: fields }, { status: 400 });
  }
  return (
    form === "offer"
      ? { form, values: fields, offer: parsed.value, hindiSlide: hindiSlideOf(parsed.value as Offer) }
      : { form, values: fields, banner: parsed.value }
  ) as SettingsPreview;
}
