import { data, Form } from "react-router";
import { requestInfoContext } from "~/context";
import { heroSlides } from "~/content/hero-slides";
import type { Banner, Offer } from "~/content/hotel";
import { bannerInLang } from "~/content/hotel-in-lang";
import { todayInHotel } from "~/domain/hotel-date";
import { formatRupees, rupeesToPaise } from "~/domain/money";
import { bannerFormValues, bannerLimits, offerFormValues, offerLimits, parseBannerForm, parseOfferForm } from "~/domain/offer-forms";
import { nightlyAfterOffer } from "~/domain/price-stay";
import { GrandOpeningBanner } from "~/features/announcements/grand-opening-banner";
import { noticeId } from "~/features/announcements/grand-opening-state";
import { deskSettingsOf, type SettingsFailure, settingsAction } from "~/features/desk/desk-settings.server";
import { deskFormFields } from "~/features/desk/desk-form-fields";
import { DeskTextField } from "~/features/desk/desk-text-field";
import { OutcomeNotices } from "~/features/desk/outcome-notices";
import { deskDate } from "~/features/desk/desk-time";
import { type FestiveCopy, festiveSlideCopy } from "~/features/home/festive-slide-copy";
import { festiveSlideCopyIn } from "~/features/home/festive-slide-in-lang";
import { homeWordsHi } from "~/features/home/home-words.hi";
import type { SettingsChange } from "~/services/desk-settings";
import type { Route } from "./+types/admin-offers";

const doneMessages: Record<string, string> = {
  offer: "Offer saved. New bookings are priced with it at once; the site shows it within a minute.",
  "remove-offer": "Offer removed. Stays are priced at the usual rates.",
  banner: "Announcement saved. The site shows it within a minute.",
  "remove-banner": "Announcement removed.",
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const { settings } = deskSettingsOf(context);
  const saved = await settings.saved();
  return {
    offer: saved.offers[0] ?? null,
    banner: saved.banner,
    today: todayInHotel(context.get(requestInfoContext).now),
    done: doneMessages[new URL(request.url).searchParams.get("done") ?? ""] ?? null,
    // Seeds each form's one-time key: the same form sent twice changes nothing twice.
    formKey: crypto.randomUUID(),
  };
}

/**
 * Preview answers: what was sent, and the offer or announcement as guests would see it; for the
 * offer also the Hindi home page's slide, worded here on the server so the desk's JavaScript holds
 * none of the Hindi page's words.
 */
type Preview =
  | { form: "offer"; values: Record<string, string>; offer: Offer; hindiSlide: FestiveCopy | null }
  | { form: "banner"; values: Record<string, string>; banner: Banner };

/** The festive slide as the Hindi home page will show it on the offer's first day. */
function hindiSlideOf(offer: Offer): FestiveCopy | null {
  const festive = homeWordsHi.slides.find((slide) => slide.id === "festive");
  return festive && offer.startsOn ? festiveSlideCopyIn(offer.startsOn, festive, homeWordsHi.festive, "hi", [offer]) : null;
}

const changes: Record<string, (fields: Record<string, string>) => SettingsChange> = {
  offer: (fields) => ({ kind: "offer", fields }),
  banner: (fields) => ({ kind: "banner", fields }),
  "remove-offer": () => ({ kind: "remove-offer" }),
  "remove-banner": () => ({ kind: "remove-banner" }),
};

export async function action({ context, request }: Route.ActionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  if (intent === "offer-preview" || intent === "banner-preview") {
    deskSettingsOf(context);
    const fields = deskFormFields(await request.formData());
    const form = intent === "offer-preview" ? "offer" : "banner";
    const parsed = form === "offer" ? parseOfferForm(fields) : parseBannerForm(fields);
    if (!parsed.ok) {
      return data<SettingsFailure>({ form, error: "Please check the highlighted fields.", fields: parsed.fields, values: fields }, { status: 400 });
    }
    return (
      form === "offer"
        ? { form, values: fields, offer: parsed.value, hindiSlide: hindiSlideOf(parsed.value as Offer) }
        : { form, values: fields, banner: parsed.value }
    ) as Preview;
  }
  return settingsAction(context, request, "/admin/offers", (name, fields) => changes[name]?.(fields) ?? null);
}

export const meta: Route.MetaFunction = () => [{ title: "Offers · Front desk" }];

const sampleRates = [
  { name: "Deluxe Room", rupees: 4500 },
  { name: "Suite", rupees: 11000 },
];

function SlidePreview({ copy, lang }: { copy: FestiveCopy; lang?: string }) {
  return (
    <div lang={lang} className="mt-3 rounded-md bg-river-900 p-4 text-white">
      <p className="eyebrow text-saffron-200">{copy.eyebrow}</p>
      <p className="font-serif text-2xl font-semibold">{copy.heading}</p>
      <p className="mt-2 text-river-50">{copy.paragraph}</p>
    </div>
  );
}

function OfferPreview({ offer, hindiSlide }: { offer: Offer; hindiSlide: FestiveCopy | null }) {
  const festive = heroSlides.find((slide) => slide.id === "festive");
  const copy = festive && offer.startsOn ? festiveSlideCopy(offer.startsOn, festive, [offer]) : null;
  return (
    <section aria-labelledby="offer-preview" className="mt-4 rounded-md border-2 border-dashed border-saffron-500 bg-sand-50 p-4">
      <h3 id="offer-preview" className="heading-3">
        Preview, not saved yet
      </h3>
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

/** What each Hindi field says about being left empty (product-rules.md: Hindi). */
const hindiHint = (what: string) => `For the Hindi pages (/hi/…). Left empty, they show the English ${what}.`;

function PreviewButtons({ name, save }: { name: string; save: string }) {
  return (
    <div className="flex flex-wrap gap-3 sm:col-span-2">
      <button type="submit" name="intent" value={`${name}-preview`} className="btn-secondary">
        Preview
      </button>
      <button type="submit" name="intent" value={name} className="btn-primary">
        {save}
      </button>
    </div>
  );
}

function RemoveButton({ intent, formKey, label }: { intent: string; formKey: string; label: string }) {
  return (
    <Form method="post" className="mt-3">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="request_key" value={`${formKey}:${intent}`} />
      <button type="submit" className="btn-secondary border-red-700 text-red-800">
        {label}
      </button>
    </Form>
  );
}

/**
 * The festive offer and the announcement bar (product-rules.md: Offers and the announcement bar),
 * each with a preview of what guests will see before it goes live.
 */
export default function DeskOffers({ loaderData, actionData }: Route.ComponentProps) {
  const { offer, banner, formKey, today } = loaderData;
  const answer = actionData as SettingsFailure | Preview | undefined;
  const mine = (form: string) => (answer?.form === form || answer?.form === `${form}-preview` ? answer : undefined);
  const offerAnswer = mine("offer");
  const bannerAnswer = mine("banner");
  const errorsOf = (a: typeof offerAnswer) => (a && "fields" in a ? a.fields : {});
  const failureOf = (a: typeof offerAnswer) => (a && "error" in a ? a.error : undefined);
  const offerValues = offerAnswer?.values ?? offerFormValues(offer);
  const bannerValues = bannerAnswer?.values ?? bannerFormValues(banner);
  return (
    <>
      <h1 className="heading-2">Offers and announcements</h1>
      <OutcomeNotices done={loaderData.done} error={answer && "error" in answer && answer.form === "" ? answer.error : undefined} />

      <section aria-labelledby="festive-offer" className="mt-6 rounded-md border border-sand-200 bg-white p-4">
        <h2 id="festive-offer" className="heading-3">
          Festive offer
        </h2>
        <p className="mt-1 text-sm text-ink-700">
          {offer
            ? `Now: ${offer.percentOff}% off for stays checking in from ${deskDate(offer.startsOn ?? today)} to ${deskDate(offer.endsOn ?? today)}.`
            : "No offer is set: every stay is priced at the usual rates."}{" "}
          The discount comes off each night's rate for stays whose check-in day falls in the offer's days; the site, the
          booking form and the hotel's totals all follow it.
        </p>
        <OutcomeNotices done={null} error={failureOf(offerAnswer)} />
        {offerAnswer && "offer" in offerAnswer ? <OfferPreview offer={offerAnswer.offer} hindiSlide={offerAnswer.hindiSlide} /> : null}
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2" key={JSON.stringify(offerValues)}>
          <input type="hidden" name="request_key" value={`${formKey}:offer`} />
          <DeskTextField name="title" label="Name" required maxLength={offerLimits.title} idPrefix="offer" values={offerValues} errors={errorsOf(offerAnswer)} />
          <DeskTextField
            name="title_hi"
            label="Name in Hindi (optional)"
            lang="hi"
            maxLength={offerLimits.title}
            idPrefix="offer"
            values={offerValues}
            errors={errorsOf(offerAnswer)}
            hint={hindiHint("name")}
          />
          <DeskTextField
            name="percent_off"
            label="Discount (%)"
            inputMode="numeric"
            required
            maxLength={2}
            idPrefix="offer"
            values={offerValues}
            errors={errorsOf(offerAnswer)}
            hint={`From ${offerLimits.minPercent} to ${offerLimits.maxPercent}.`}
          />
          <DeskTextField name="starts_on" label="First check-in day" type="date" required idPrefix="offer" values={offerValues} errors={errorsOf(offerAnswer)} />
          <DeskTextField name="ends_on" label="Last check-in day" type="date" required idPrefix="offer" values={offerValues} errors={errorsOf(offerAnswer)} />
          <div className="sm:col-start-1">
            <DeskTextField
              name="hero_heading"
              label="Home page heading (optional)"
              maxLength={offerLimits.heroHeading}
              idPrefix="offer"
              values={offerValues}
              errors={errorsOf(offerAnswer)}
              hint="Leave empty for “10% off every night this festive season”."
            />
          </div>
          <DeskTextField
            name="hero_heading_hi"
            label="Home page heading in Hindi (optional)"
            lang="hi"
            maxLength={offerLimits.heroHeading}
            idPrefix="offer"
            values={offerValues}
            errors={errorsOf(offerAnswer)}
            hint={hindiHint("heading, or the Hindi page's own when that is empty too")}
          />
          <DeskTextField
            name="hero_text"
            label="Home page sentence (optional)"
            rows={2}
            maxLength={offerLimits.heroText}
            idPrefix="offer"
            values={offerValues}
            errors={errorsOf(offerAnswer)}
          />
          <DeskTextField
            name="hero_text_hi"
            label="Home page sentence in Hindi (optional)"
            lang="hi"
            rows={2}
            maxLength={offerLimits.heroText}
            idPrefix="offer"
            values={offerValues}
            errors={errorsOf(offerAnswer)}
            hint={hindiHint("sentence, or the Hindi page's own when that is empty too")}
          />
          <PreviewButtons name="offer" save="Save offer" />
        </Form>
        {offer ? <RemoveButton intent="remove-offer" formKey={formKey} label="Remove the offer" /> : null}
      </section>

      <section aria-labelledby="announcement" className="mt-6 rounded-md border border-sand-200 bg-white p-4">
        <h2 id="announcement" className="heading-3">
          Announcement bar
        </h2>
        <p className="mt-1 text-sm text-ink-700">
          One line across the top of every page, for example a festival, a closure or a new facility. Guests can close it.
        </p>
        <OutcomeNotices done={null} error={failureOf(bannerAnswer)} />
        {bannerAnswer && "banner" in bannerAnswer ? (
          <section aria-labelledby="banner-preview" className="mt-4 rounded-md border-2 border-dashed border-saffron-500 p-2">
            <h3 id="banner-preview" className="heading-3 px-2">
              Preview, not saved yet
            </h3>
            <GrandOpeningBanner
              state={{ kind: "notice", id: noticeId(bannerAnswer.banner), text: bannerAnswer.banner.text, link: bannerAnswer.banner.link }}
            />
            {bannerAnswer.banner.hi ? (
              <>
                <p className="px-2 pt-2 text-sm text-ink-700">On the Hindi pages (/hi/…):</p>
                <GrandOpeningBanner state={{ kind: "notice", id: noticeId(bannerAnswer.banner), ...bannerInLang(bannerAnswer.banner, "hi") }} />
              </>
            ) : null}
          </section>
        ) : null}
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2" key={JSON.stringify(bannerValues)}>
          <input type="hidden" name="request_key" value={`${formKey}:banner`} />
          <DeskTextField name="text" label="Announcement" required maxLength={bannerLimits.text} idPrefix="banner" values={bannerValues} errors={errorsOf(bannerAnswer)} />
          <DeskTextField
            name="text_hi"
            label="Announcement in Hindi (optional)"
            lang="hi"
            maxLength={bannerLimits.text}
            idPrefix="banner"
            values={bannerValues}
            errors={errorsOf(bannerAnswer)}
            hint={hindiHint("announcement")}
          />
          <DeskTextField
            name="link_label"
            label="Link words (optional)"
            maxLength={bannerLimits.linkLabel}
            idPrefix="banner"
            values={bannerValues}
            errors={errorsOf(bannerAnswer)}
            hint="For example “Book your stay”."
          />
          <DeskTextField
            name="link_label_hi"
            label="Link words in Hindi (optional)"
            lang="hi"
            maxLength={bannerLimits.linkLabel}
            idPrefix="banner"
            values={bannerValues}
            errors={errorsOf(bannerAnswer)}
            hint={hindiHint("link words")}
          />
          <div className="sm:col-span-2">
            <DeskTextField
              name="link_href"
              label="Link to (optional)"
              maxLength={bannerLimits.href}
              idPrefix="banner"
              values={bannerValues}
              errors={errorsOf(bannerAnswer)}
              hint="A page such as /BookingForm, or a full https:// address. Hindi pages link to the same place."
            />
          </div>
          <DeskTextField name="starts_on" label="First day (optional)" type="date" idPrefix="banner" values={bannerValues} errors={errorsOf(bannerAnswer)} />
          <DeskTextField name="ends_on" label="Last day (optional)" type="date" idPrefix="banner" values={bannerValues} errors={errorsOf(bannerAnswer)} />
          <PreviewButtons name="banner" save="Save announcement" />
        </Form>
        {banner ? <RemoveButton intent="remove-banner" formKey={formKey} label="Remove the announcement" /> : null}
      </section>
    </>
  );
}
