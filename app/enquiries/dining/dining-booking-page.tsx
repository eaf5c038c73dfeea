import { Link } from "react-router";
import { PageHero } from "../../components/page-hero";
import { hotel } from "../../content/hotel";
import { illustrations } from "../../content/illustrations";
import { diningAction } from "./dining-action.server";
import { DiningBookingForm } from "./dining-booking-form";
import { tableBookingWordsEn } from "./dining-words";
import { tableBookingWordsHi } from "./dining-words.hi";
import { PhoneLink } from "../../components/contact-links";
import { clientAction as answerWhenSent } from "../intake/lazy-client-action";
import { formPageWords } from "../intake/form-page-words.server";
import { linkInLang } from "../../i18n/hindi-pages";
import { fill, sendWords, useLang, useWords, wordsOf } from "../../i18n/words";
import { metaFromWords } from "../../site/sections/words-meta";
import type { Route } from "./+types/dining-booking-page";

/** The page's words and the shared form words, in the language of its path (product-rules.md: Hindi). */
export function loader({ request }: Route.LoaderArgs) {
  return { words: sendWords(formPageWords(request, "tableBooking", { en: tableBookingWordsEn, hi: tableBookingWordsHi })) };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  return metaFromWords(wordsOf(loaderData)?.tableBooking.meta, "/DiningBookingForm", location.pathname);
}

export const action = diningAction;

export const clientAction = answerWhenSent;

export default function DiningBookingPage() {
  const w = useWords("tableBooking");
  const lang = useLang();
  return (
    <main id="main">
      <PageHero title={w.hero.title} subtitle={w.hero.subtitle} image={illustrations.diningThali} />
      <div className="container grid gap-10 py-12 md:py-16 lg:grid-cols-[2fr_1fr]">
        <DiningBookingForm />
        <aside aria-labelledby="dining-help" className="grid content-start gap-4">
          <h2 id="dining-help" className="heading-3">
            {w.help.heading}
          </h2>
          <ul className="grid gap-2 text-ink-700">
            <li>{w.help.vegetarian}</li>
            <li>{fill(w.help.groups, { n: hotel.limits.diningMaxGuests })}</li>
            <li>{w.help.callBack}</li>
          </ul>
          <p>
            {w.help.preferToCall}{" "}
            <PhoneLink className="font-semibold text-river-700 underline" />
          </p>
          <p>
            <Link to={linkInLang("/Event", lang)} className="font-semibold text-river-700 underline">
              {w.help.planEvent}
            </Link>
          </p>
        </aside>
      </div>
    </main>
  );
}
