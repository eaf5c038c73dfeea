import type { Banner } from "~/content/hotel";
import { bannerFormValues, bannerLimits } from "~/domain/offer-forms";
import { DeskTextField } from "../desk-text-field";
import { BannerPreview } from "./banner-preview";
import { HindiTextField } from "./hindi-text-field";
import type { OffersAnswer } from "./offers-answer";
import { PreviewedSettingForm } from "./previewed-setting-form";

/** The announcement bar (product-rules.md: Offers and the announcement bar): its line, its link and its days. */
export function BannerForm({ banner, formKey, answer }: { banner: Banner | null; formKey: string; answer: OffersAnswer | undefined }) {
  return (
    <PreviewedSettingForm
      name="banner"
      headingId="announcement"
      heading="Announcement bar"
      intro="One line across the top of every page, for example a festival, a closure or a new facility. Guests can close it."
      answer={answer}
      values={answer?.values ?? bannerFormValues(banner)}
      preview={answer && "banner" in answer ? <BannerPreview banner={answer.banner} /> : null}
      save="Save announcement"
      remove={banner ? "Remove the announcement" : null}
      formKey={formKey}
    >
      {(fields) => (
        <>
          <DeskTextField name="text" label="Announcement" required maxLength={bannerLimits.text} {...fields} />
          <HindiTextField name="text_hi" label="Announcement in Hindi (optional)" maxLength={bannerLimits.text} fallback="announcement" fields={fields} />
          <DeskTextField
            name="link_label"
            label="Link words (optional)"
            maxLength={bannerLimits.linkLabel}
            {...fields}
            hint="For example “Book your stay”."
          />
          <HindiTextField
            name="link_label_hi"
            label="Link words in Hindi (optional)"
            maxLength={bannerLimits.linkLabel}
            fallback="link words"
            fields={fields}
          />
          <div className="sm:col-span-2">
            <DeskTextField
              name="link_href"
              label="Link to (optional)"
              maxLength={bannerLimits.href}
              {...fields}
              hint="A page such as /BookingForm, or a full https:// address. Hindi pages link to the same place."
            />
          </div>
          <DeskTextField name="starts_on" label="First day (optional)" type="date" {...fields} />
          <DeskTextField name="ends_on" label="Last day (optional)" type="date" {...fields} />
        </>
      )}
    </PreviewedSettingForm>
  );
}
