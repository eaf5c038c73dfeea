import type { Offer } from "~/content/hotel";
import { offerFormValues, offerLimits } from "~/domain/offer-forms";
import { DeskTextField } from "../desk-text-field";
import { deskDate } from "../desk-time";
import { HindiTextField } from "./hindi-text-field";
import { OfferPreview } from "./offer-preview";
import type { OffersAnswer } from "./offers-answer";
import { PreviewedSettingForm } from "./previewed-setting-form";

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
      save="Save offer"
      remove={offer ? "Remove the offer" : null}
      formKey={formKey}
    >
      {(fields) => (
        <>
          <DeskTextField name="title" label="Name" required maxLength={offerLimits.title} {...fields} />
          <HindiTextField name="title_hi" label="Name in Hindi (optional)" maxLength={offerLimits.title} fallback="name" fields={fields} />
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
          <div className="sm:col-start-1">
            <DeskTextField
              name="hero_heading"
              label="Home page heading (optional)"
              maxLength={offerLimits.heroHeading}
              {...fields}
              hint="Leave empty for “10% off every night this festive season”."
            />
          </div>
          <HindiTextField
            name="hero_heading_hi"
            label="Home page heading in Hindi (optional)"
            maxLength={offerLimits.heroHeading}
            fallback="heading, or the Hindi page's own when that is empty too"
            fields={fields}
          />
          <DeskTextField name="hero_text" label="Home page sentence (optional)" rows={2} maxLength={offerLimits.heroText} {...fields} />
          <HindiTextField
            name="hero_text_hi"
            label="Home page sentence in Hindi (optional)"
            rows={2}
            maxLength={offerLimits.heroText}
            fallback="sentence, or the Hindi page's own when that is empty too"
            fields={fields}
          />
        </>
      )}
    </PreviewedSettingForm>
  );
}
