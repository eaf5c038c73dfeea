import { heroSlides } from "~/content/hero-slides";
import type { Offer } from "~/content/hotel";
import { formatRupees, rupeesToPaise } from "~/domain/money";
import { nightlyAfterOffer } from "~/domain/price-stay";
import { type FestiveCopy, festiveSlideCopy } from "~/site/home/festive-slide-copy";
import { PreviewHeading } from "../preview-heading";

/** Two rates to show the discount on: what a guest sees for a plain room and for the best one. */
const sampleRates = [
  { name: "Deluxe Room", rupees: 4500 },
  { name: "Suite", rupees: 11000 },
];

/** The home page's festive slide as it will read. */
function SlidePreview({ copy, lang }: { copy: FestiveCopy; lang?: string }) {
  return (
    <div lang={lang} className="mt-3 rounded-md bg-river-900 p-4 text-white">
      <p className="eyebrow text-saffron-200">{copy.eyebrow}</p>
      <p className="font-serif text-2xl font-semibold">{copy.heading}</p>
      <p className="mt-2 text-river-50">{copy.paragraph}</p>
    </div>
  );
}

/**
 * The offer as guests will see it before it is saved: the home page's slide, in both languages,
 * and what it takes off a night.
 */
export function OfferPreview({ offer, hindiSlide }: { offer: Offer; hindiSlide: FestiveCopy | null }) {
  const festive = heroSlides.find((slide) => slide.id === "festive");
  const copy = festive && offer.startsOn ? festiveSlideCopy(offer.startsOn, festive, [offer]) : null;
  return (
    <section aria-labelledby="offer-preview" className="mt-4 rounded-md border-2 border-dashed border-saffron-500 bg-sand-50 p-4">
      <PreviewHeading id="offer-preview" level="h3" />
      {copy ? <SlidePreview copy={copy} /> : null}
      {hindiSlide ? (
        <>
          <p className="mt-3 text-sm text-ink-700">
            On the Hindi home page (/hi), with the Hindi you wrote, and the English where you left the Hindi empty:
          </p>
          <SlidePreview copy={hindiSlide} lang="hi" />
        </>
      ) : null}
      <p className="mt-3 text-sm text-ink-700">On the home page's first slide while it runs. Room rates for stays checking in on those days:</p>
      <ul className="mt-2 grid gap-1">
        {sampleRates.map((rate) => (
          <li key={rate.name}>
            {rate.name}: <s>{formatRupees(rupeesToPaise(rate.rupees))}</s>{" "}
            <strong>{formatRupees(nightlyAfterOffer(rupeesToPaise(rate.rupees), offer.percentOff))}</strong> a night + taxes
          </li>
        ))}
      </ul>
    </section>
  );
}
