import { Link } from "react-router";
import { linkInLang } from "~/i18n/hindi-pages";
import { fill, useLang, useWords } from "~/i18n/words";
import { hotel, type SocialNetwork } from "~/content/hotel";
import { addressIn } from "~/content/hotel-in-lang";
import { footerColumns } from "~/content/navigation";
import { facilityNow, facilityOfPage } from "~/content/facility-status";
import { NewsletterForm } from "../../enquiries/newsletter/newsletter-form";
import { BrandLockup } from "~/components/brand-mark";
import { Icon, type IconName } from "~/components/icon";
import { EmailLink, PhoneLink } from "~/components/contact-links";
import { useRootData } from "~/root-data";

const SOCIAL_ICONS: Record<SocialNetwork | "Webmail", IconName> = {
  Facebook: "facebook",
  Instagram: "instagram",
  Webmail: "mail",
  LinkedIn: "linkedin",
  YouTube: "youtube",
};

const columnHeading = "font-serif text-lg font-semibold text-white";

/** Ghat steps descending to the river: the band that opens the footer. */
function GhatSteps() {
  return (
    <svg viewBox="0 0 1440 48" preserveAspectRatio="none" className="block h-8 w-full md:h-12" aria-hidden="true" focusable="false">
      <path d="M0 48V40h180v-8h180v-8h180v-8h360v8h180v8h180v8h180v8z" fill="#E9D8B8" />
      <path d="M0 48V44h240v-6h240v-6h480v6h240v6h240v4z" fill="#0B5656" />
    </svg>
  );
}

/**
 * The footer, laid out as on the original site: Links, Services, Policies, social links, both
 * phones and e-mails, the postal code, the newsletter field and the copyright line (this year's).
 */
export function SiteFooter() {
  const today = useRootData()?.today ?? "";
  // A facility's page is listed only while it is open (product-rules.md: What is open).
  const isOpenToday = (link: { to: string }) => {
    const key = facilityOfPage(link.to);
    return !key || facilityNow(hotel.facilities[key], today).state === "open";
  };
  const { phones, emails } = hotel;
  const shell = useWords("shell");
  const { footer, newTab } = useWords("frame");
  const lang = useLang();
  const address = addressIn(lang);
  // The hotel's current year, from the same today the server rendered with.
  const year = (useRootData()?.today ?? new Date().toISOString()).slice(0, 4);
  return (
    <footer className="mt-16 bg-river-900 text-river-50 md:mt-24">
      <div className="bg-cream">
        <GhatSteps />
      </div>
      <div className="container py-12">
        <div className="flex flex-col gap-6 border-b border-river-800 pb-10 md:flex-row md:items-end md:justify-between">
          <div>
            <BrandLockup tone="light" markClassName="h-16 w-16" />
            <p className="mt-4 max-w-md text-river-100">
              {fill(footer.tagline, { km: hotel.temple.km, temple: hotel.temple.name })}
            </p>
          </div>
          <ul className="flex flex-wrap gap-2" aria-label={footer.socialLinks}>
            {hotel.social.map((link) => {
              const external = link.url.startsWith("http");
              const name = link.label === "Webmail" ? footer.webmail : link.label;
              return (
                <li key={link.label}>
                  <a
                    href={link.url}
                    {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                    aria-label={external ? `${name} ${newTab}` : name}
                    className="round-button bg-river-800 text-river-50 transition-colors hover:bg-saffron-700 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-300"
                  >
                    <Icon name={SOCIAL_ICONS[link.label]} className="h-5 w-5" />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 pt-10 sm:grid-cols-3 lg:grid-cols-[0.8fr_1fr_1fr_1.7fr]">
          {footerColumns.map((column) => (
            <nav key={column.heading} aria-label={shell.nav[column.heading]}>
              <h2 className={columnHeading}>{shell.nav[column.heading]}</h2>
              <ul className="mt-4 space-y-2.5">
                {column.links.filter(isOpenToday).map((link) => (
                  <li key={link.key}>
                    <Link to={linkInLang(link.to, lang)} className="footer-link">
                      {shell.nav[link.key]}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div className="col-span-2 sm:col-span-3 lg:col-span-1">
            <h2 className={columnHeading}>{footer.contactHeading}</h2>
            <address className="mt-4 grid gap-3 not-italic sm:grid-cols-2 lg:grid-cols-1">
              <p className="flex gap-3 sm:col-span-2 lg:col-span-1">
                <Icon name="map-pin" className="mt-0.5 h-5 w-5 text-saffron-300" />
                <span>
                  {address.street}, {address.locality}, {address.district}, {address.region} {address.postalCode}
                </span>
              </p>
              {[phones.primary, phones.secondary].filter((phone) => phone !== null).map((phone) => (
                <p key={phone.tel} className="flex gap-3">
                  <Icon name="phone" className="mt-0.5 h-5 w-5 text-saffron-300" />
                  <PhoneLink phone={phone} className="footer-link" />
                </p>
              ))}
              {[emails.general, emails.reservations].map((email) => (
                <p key={email} className="flex min-w-0 gap-3">
                  <Icon name="mail" className="mt-0.5 h-5 w-5 text-saffron-300" />
                  <EmailLink address={email} className="footer-link min-w-0 [overflow-wrap:anywhere]" />
                </p>
              ))}
            </address>
          </div>
        </div>
      </div>
      <div className="border-t border-river-800">
        <div className="container py-8">
          <NewsletterForm />
        </div>
      </div>
      {/* The bottom padding keeps the floating buttons (messaging, back to top, chat) off the text. */}
      <div className="bg-ink pb-24 pt-5 text-center text-sm text-river-100">
        <p className="container">{fill(footer.copyright, { year, name: hotel.name, brand: hotel.shortName })}</p>
        {hotel.legal.gstin ? (
          <p className="container mt-1" data-testid="footer-legal">
            {fill(footer.legal, { name: hotel.legal.name, gstin: hotel.legal.gstin })}
          </p>
        ) : null}
      </div>
    </footer>
  );
}
