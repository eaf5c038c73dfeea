import "./fonts.css";
import "virtual:uno.css";
// In the one render-blocking stylesheet rather than beside the parts that use them: a stylesheet that
// arrives with a lazily loaded part restyles and lays out the whole page again after the first paint.
import "./components/carousel.css";
import "./site/home/festive-motion.css";
import "./frame/quick-actions/quick-actions.css";
import { useContext, useEffect } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import { loader as rootLoader } from "./root-loader.server";
import { deferred, markRootHydrated } from "./components/deferred";
import { FontPreloads } from "./components/font-preloads";
import { SiteHeader } from "./components/site-header";
import { applySettings, applySiteUrl, type IsoDate } from "./content/hotel";
import { useRootData } from "./root-data";
import { DocumentNonce } from "./document-nonce";
import type { GrandOpeningBannerState } from "./frame/announcements/grand-opening-state";
import { PhoneLink } from "./components/contact-links";
import { htmlLang, langOfPath, pathInLang } from "./i18n/lang";
import { useLang, useWords, wordsOf } from "./i18n/words";

// Below the fold, shown later or only interactive later: their code loads after the first download
// and they hydrate when it arrives; their server HTML is on screen meanwhile (see deferred.tsx).
const GrandOpeningBanner = deferred(() =>
  import("./frame/announcements/grand-opening-banner").then((m) => m.GrandOpeningBanner),
);
const Splash = deferred(() => import("./components/splash").then((m) => m.Splash));
const ScrollToTop = deferred(() => import("./components/scroll-to-top").then((m) => m.ScrollToTop));
// The footer (links and the newsletter form) is at the foot of every page: it loads as it nears view.
const SiteFooter = deferred(() => import("./frame/footer/site-footer").then((m) => m.SiteFooter), {
  nearView: { className: "render-near-view" },
});
const WelcomePopup = deferred(() => import("./frame/announcements/welcome-popup").then((m) => m.WelcomePopup));
const Toaster = deferred(() => import("./components/toaster").then((m) => m.Toaster));
const ChatLauncher = deferred(() => import("./booking/chat/chat-launcher").then((m) => m.ChatLauncher));
// The phone's bottom bar and the desktop's WhatsApp button are plain links until their code arrives:
// Book, Call and WhatsApp work from the server's HTML; only Chat waits for the script, as it always did.
const BottomBar = deferred(() => import("./frame/quick-actions/bottom-bar").then((m) => m.BottomBar));
const MessagingShortcut = deferred(() => import("./components/messaging-shortcut").then((m) => m.MessagingShortcut));
const HindiOffer = deferred(() => import("./frame/shell/hindi-offer").then((m) => m.HindiOffer));

// The loader lives in its own module, so root-data.ts can read its type without importing this route.
export const loader = rootLoader;

// The root's data changes only with the language: a navigation within one language keeps it, and
// a link between the languages fetches the frame's words in the other.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return langOfPath(currentUrl.pathname) !== langOfPath(nextUrl.pathname);
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  if (data?.settings) applySettings(data.settings);
  if (data?.siteUrl) applySiteUrl(data.siteUrl);
  const nonce = useContext(DocumentNonce);
  const lang = useLang();
  return (
    <html lang={htmlLang[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0F6E6E" />
        <Meta />
        <FontPreloads lang={lang} />
        <Links />
      </head>
      <body className="bg-cream font-sans text-ink antialiased">
        <a
          id="top"
          href="#content"
          className="sr-only z-[70] rounded-md bg-white px-4 py-3 font-semibold text-river-800 shadow-lift focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {wordsOf(data)?.shell.skipToContent}
        </a>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Marks the document once React has hydrated (with every deferred part), so browser tests click only live controls. */
function useHydrationMarker() {
  useEffect(() => {
    markRootHydrated();
  }, []);
}

/** The page frame every route shares: announcement, header, content, footer, floating actions. */
interface ShellProps {
  children: React.ReactNode;
  /** The hotel's today; null only when the root loader itself failed. */
  today: IsoDate | null;
  banner: GrandOpeningBannerState | null;
}

function Shell({ children, today, banner }: ShellProps) {
  return (
    <>
      <GrandOpeningBanner state={banner} />
      <SiteHeader />
      <div id="content" tabIndex={-1} className="outline-none">
        {children}
      </div>
      <SiteFooter />
      <BottomBar />
      {/* From 992 px: a column at the right edge, above the chat button (quick-actions.css keeps the page clear of it). */}
      <div className="fixed bottom-[5.25rem] right-4 z-20 hidden w-14 flex-col items-center gap-3 lg:flex print:hidden">
        <ScrollToTop />
        <MessagingShortcut />
      </div>
      <ChatLauncher />
      <HindiOffer />
      <Toaster />
      <Splash />
      {today ? <WelcomePopup today={today} /> : null}
    </>
  );
}

/** The front desk (app/desk/) draws its own frame: none of the guest site's header, footer or popups. */
function useIsDeskPage(): boolean {
  return useMatches().some((match) => match.id === "desk/admin");
}

export default function App({ loaderData }: Route.ComponentProps) {
  useHydrationMarker();
  const isDesk = useIsDeskPage();
  if (isDesk) return <Outlet />;
  return (
    <Shell today={loaderData.today} banner={loaderData.banner}>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useHydrationMarker();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const data = useRootData();
  return (
    <Shell today={data?.today ?? null} banner={data?.banner ?? null}>
      <ErrorMessage notFound={notFound} />
    </Shell>
  );
}

function ErrorMessage({ notFound }: { notFound: boolean }) {
  const { errors } = useWords("shell");
  const lang = useLang();
  return (
    <main className="container py-16 md:py-24">
      <p className="eyebrow">{notFound ? errors.notFoundEyebrow : errors.failedEyebrow}</p>
      <h1 className="heading-1 mt-2">{notFound ? errors.notFoundTitle : errors.failedTitle}</h1>
      <p className="mt-4 max-w-2xl text-lg">
        {notFound ? errors.notFoundText : errors.failedText} {errors.call}{" "}
        <PhoneLink className="font-semibold text-river-700 underline" />.
      </p>
      <Link to={pathInLang("/", lang)} className="btn-primary mt-8">
        {errors.homeButton}
      </Link>
    </main>
  );
}
