import type { Banner } from "~/content/hotel";
import { bannerInLang } from "~/content/hotel-in-lang";
import { GrandOpeningBanner } from "~/frame/announcements/grand-opening-banner";
import { noticeId } from "~/frame/announcements/grand-opening-state";
import { PreviewHeading } from "../preview-heading";

/** The announcement bar as guests will see it before it is saved, and on the Hindi pages when it has Hindi. */
export function BannerPreview({ banner }: { banner: Banner }) {
  return (
    <section aria-labelledby="banner-preview" className="mt-4 rounded-md border-2 border-dashed border-saffron-500 p-2">
      <PreviewHeading id="banner-preview" level="h3" className="heading-3 px-2" />
      <GrandOpeningBanner state={{ kind: "notice", id: noticeId(banner), text: banner.text, link: banner.link }} />
      {banner.hi ? (
        <>
          <p className="px-2 pt-2 text-sm text-ink-700">On the Hindi pages (/hi/…):</p>
          <GrandOpeningBanner state={{ kind: "notice", id: noticeId(banner), ...bannerInLang(banner, "hi") }} />
        </>
      ) : null}
    </section>
  );
}
