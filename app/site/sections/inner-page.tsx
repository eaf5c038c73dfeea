import type { ReactNode } from "react";
import { PageHero } from "~/components/page-hero";
import type { ImageSource } from "~/content/content-types";
import { useWords } from "~/i18n/words";
import { UpcomingNotice } from "./upcoming-notice";

interface InnerPageProps {
  /** The hero's words and picture, as the page's copy gives them. */
  hero: { title: string; subtitle: string; image: ImageSource; eyebrow?: string };
  /** What the hero shows under its subtitle: a call to action, the opening hours. */
  heroExtra?: ReactNode;
  children: ReactNode;
}

/** The page's frame: the hero (with its badge, if any), whatever follows it at once, then the sections. */
function Frame({ hero, heroExtra, badge, notice, children }: InnerPageProps & { badge?: string; notice?: ReactNode }) {
  return (
    <main id="main">
      <PageHero title={hero.title} subtitle={hero.subtitle} eyebrow={hero.eyebrow} badge={badge} image={hero.image}>
        {heroExtra}
      </PageHero>
      {notice}
      {children}
    </main>
  );
}

/** A guest page below Home: its hero, then its sections; a facility's page may add its badge and notice. */
export function InnerPage(props: InnerPageProps & { badge?: string; notice?: ReactNode }) {
  return <Frame {...props} />;
}

/**
 * The page of an amenity the original site labels Upcoming: the hero wears the Upcoming badge and
 * the honest notice follows it. `what` is the page's own name for the amenity in the notice's
 * sentence; the badge's and the notice's words are the ones the page's loader sends as `upcoming`.
 */
export function UpcomingPage({ what, ...props }: InnerPageProps & { what: string }) {
  const words = useWords("upcoming");
  return <Frame {...props} badge={words.badge} notice={<UpcomingNotice what={what} words={words} />} />;
}
