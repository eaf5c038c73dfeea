import { Icon } from "~/components/icon";
import { useFacilityNow } from "~/components/facility-mark";
import { facilityMarkText } from "~/components/facility-mark-text";
import type { OperatingHours } from "~/content/content-types";
import type { FacilityNow } from "~/content/facility-status";
import { facilityOfPage } from "~/content/facility-status";
import { hindiClockTime } from "~/content/hindi-names";
import { hotel, twelveHour } from "~/content/hotel";
import { dayMonthYear } from "~/domain/calendar-days";
import { monthDayAndYear } from "~/domain/date-words";
import type { Lang } from "~/domain/lang";
import { fill, useLang, useWords } from "~/i18n/words";
import { HoursSection } from "./hours-card";
import { InnerPage, UpcomingPage } from "./inner-page";
import { UpcomingNotice } from "./upcoming-notice";
import type { UpcomingWords } from "./upcoming-words";

type InnerProps = Parameters<typeof InnerPage>[0];

const clock = (time: string, lang: Lang) => (lang === "hi" ? hindiClockTime(time) : twelveHour(time));
const day = (date: string, lang: Lang) => (lang === "hi" ? dayMonthYear(date as `${number}-${number}-${number}`, "hi") : monthDayAndYear(date as `${number}-${number}-${number}`));

/** The hero's hours line: the daily hours while open, the opening day and hours before it, nothing while only planned. */
export function facilityHoursText(page: string, now: FacilityNow, words: UpcomingWords, lang: Lang): string | null {
  const key = facilityOfPage(page);
  if (!key || now.state === "planned") return null;
  const hours = { opens: clock(hotel.facilities[key].opens, lang), closes: clock(hotel.facilities[key].closes, lang) };
  return now.state === "open" ? fill(words.openDaily, hours) : fill(words.hoursFrom, { ...hours, date: day(now.opensOn, lang) });
}

/**
 * The hours card's row, from the same hours as the hero's line: every day while open, every day
 * from the opening day before it, none while only planned.
 */
export function facilityHoursRow(page: string, now: FacilityNow, words: UpcomingWords, lang: Lang): OperatingHours | null {
  const key = facilityOfPage(page);
  if (!key || now.state === "planned") return null;
  const hours = `${clock(hotel.facilities[key].opens, lang)} – ${clock(hotel.facilities[key].closes, lang)}`;
  return { label: now.state === "open" ? words.everyDay : fill(words.everyDayFrom, { date: day(now.opensOn, lang) }), hours };
}

/** A facility page's hours section, kept with its state on the desk; absent while only planned. */
export function FacilityHoursSection({ id, page, words }: { id: string; page: string; words: Parameters<typeof HoursSection>[0]["words"] }) {
  const upcoming = useWords("upcoming");
  const lang = useLang();
  const row = facilityHoursRow(page, useFacilityNow(page) ?? { state: "planned" }, upcoming, lang);
  return row ? <HoursSection id={id} words={words} hours={[row]} /> : null;
}

/**
 * The page of a facility whose state staff keep (product-rules.md: What is open): open, it is an
 * ordinary page with its hours; opening on a date, the badge and the notice give the date; planned,
 * it wears "Upcoming" and the honest notice, and no hours are shown beside it.
 */
export function FacilityPage({ page, what, ...props }: InnerProps & { page: string; what: string }) {
  const words = useWords("upcoming");
  const lang = useLang();
  const now = useFacilityNow(page) ?? { state: "planned" };
  const hours = facilityHoursText(page, now, words, lang);
  const heroExtra = (
    <>
      {props.heroExtra}
      {hours ? (
        <p className="mt-6 inline-flex items-center gap-2 rounded-pill bg-white/10 px-4 py-2 font-semibold ring-1 ring-white/25" data-testid="facility-hours">
          <Icon name="clock" className="h-5 w-5 text-marigold" />
          {hours}
        </p>
      ) : null}
    </>
  );
  if (now.state === "open") return <InnerPage {...props} heroExtra={heroExtra} />;
  if (now.state === "planned") return <UpcomingPage {...props} what={what} heroExtra={heroExtra} />;
  const date = day(now.opensOn, lang);
  const opening: UpcomingWords = { ...words, openingSoon: fill(words.opensOn, { date }), beforePhone: fill(words.opensBeforePhone, { date, what: "{what}" }) };
  return (
    <InnerPage
      {...props}
      heroExtra={heroExtra}
      badge={facilityMarkText(now, { upcoming: words.badge, opensOn: words.opensBadge }, lang) ?? undefined}
      notice={<UpcomingNotice what={what} words={opening} />}
    />
  );
}
