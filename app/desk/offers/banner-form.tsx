import type { Banner } from "~/content/hotel";
import { bannerFormValues, bannerLimits } from "~/domain/offer-forms";
import { DeskTextField } from "../desk-text-field";
import { BannerPreview } from "./banner-preview";
import { TextWithHindi } from "./text-with-hindi";
import type { OffersAnswer } from "./offers-answer";
import { PreviewedSettingForm, type SettingFields } from "./previewed-setting-form";

/** The announcement's fields: its line and link words, each with its Hindi twin, where the link goes, and its days. */
function bannerFields(fields: SettingFields) {
  return (
    <>
      <TextWithHindi name="text" label="Announcement" required maxLength={bannerLimits.text} fallback="announcement" fields={fields} />
      <TextWithHindi
        name="link_label"
        label="Link words (optional)"
        maxLength={bannerLimits.linkLabel}
        hint="For example “Book your stay”."
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
  );
}

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
      noun="announcement"
      saved={banner !== null}
      formKey={formKey}
      fields={bannerFields}
    />
  );
}
