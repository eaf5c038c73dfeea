import type { Offer } from "~/content/hotel";
import { offerFormValues, offerLimits } from "~/domain/offer-forms";
import { DeskTextField } from "../desk-text-field";
import { deskDate } from "../desk-time";
import { TextWithHindi } from "./text-with-hindi";
import { OfferPreview } from "./offer-preview";
import type { OffersAnswer } from "./offers-answer";
import { PreviewedSettingForm, type SettingFields } from "./previewed-setting-form";

/** The offer's fields: its name with its Hindi twin, its discount and days, and the home page's words with their Hindi twins. */
function offerFields(fields: SettingFields) {
  return (
    <>
      <TextWithHindi name="title" label="Name" required maxLength={offerLimits.title} fallback="name" fields={fields} />
      <DeskTextField
        name="percent_off"
        label="Discount (%)"
        inputMode="numeric"
        required
        maxLength={2}
        {...fields}
        hint={`From ${offerLimits.minPercent} to ${offerLimits.maxPercent}.`}
      />
      <DeskTextField name="starts_on" label="First check-in day" type="date" required {...fields} />
      <DeskTextField name="ends_on" label="Last check-in day" type="date" required {...fields} />
      <TextWithHindi
        name="hero_heading"
        label="Home page heading (optional)"
        maxLength={offerLimits.heroHeading}
        hint="Leave empty for “10% off every night this festive season”."
        fallback="heading, or the Hindi page's own when that is empty too"
        fields={fields}
        newRow
      />
      <TextWithHindi
        name="hero_text"
        label="Home page sentence (optional)"
        rows={2}
        maxLength={offerLimits.heroText}
        fallback="sentence, or the Hindi page's own when that is empty too"
        fields={fields}
      />
    </>
  );
}

/** The festive offer (product-rules.md: Offers and the announcement bar): its days, its discount and its home page words. */
export function OfferForm({ offer, today, formKey, answer }: { offer: Offer | null; today: string; formKey: string; answer: OffersAnswer | undefined }) {
  return (
    <PreviewedSettingForm
      name="offer"
      headingId="festive-offer"
      heading="Festive offer"
      intro={
        <>
          {offer
            ? `Now: ${offer.percentOff}% off for stays checking in from ${deskDate(offer.startsOn ?? today)} to ${deskDate(offer.endsOn ?? today)}.`
            : "No offer is set: every stay is priced at the usual rates."}{" "}
          The discount comes off each night's rate for stays whose check-in day falls in the offer's days; the site, the
          booking form and the hotel's totals all follow it.
        </>
      }
      answer={answer}
      values={answer?.values ?? offerFormValues(offer)}
      preview={answer && "offer" in answer ? <OfferPreview offer={answer.offer} hindiSlide={answer.hindiSlide} /> : null}
      noun="offer"
      saved={offer !== null}
      formKey={formKey}
      fields={offerFields}
    />
  );
}
