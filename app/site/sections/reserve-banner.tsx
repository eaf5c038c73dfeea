import { Link } from "react-router";
import { Illustration } from "~/components/illustration";
import type { ImageSource } from "~/content/content-types";
import { diningReservationPath } from "~/content/dining-reservation";
import { linkInLang } from "~/i18n/hindi-pages";
import { useLang } from "~/i18n/words";

interface ReserveBannerProps {
  id: string;
  title: string;
  text: string;
  label: string;
  image?: ImageSource;
}

/**
 * The call to reserve a table (original site: dining pages link to /DiningBookingForm), in the
 * page's language when the form has a Hindi version.
 */
export function ReserveBanner({ id, title, text, label, image }: ReserveBannerProps) {
  const lang = useLang();
  return (
    <section aria-labelledby={id} className="relative isolate overflow-hidden bg-river-900 text-white">
      {image ? (
        <Illustration image={image} decorative className="absolute inset-0 -z-10 h-full w-full object-cover opacity-25" />
      ) : null}
      <div className="container flex flex-col items-start gap-6 py-14 md:flex-row md:items-center md:justify-between md:py-16">
        <div className="max-w-2xl">
          <h2 id={id} className="font-serif text-3xl font-semibold md:text-4xl">
            {title}
          </h2>
          <p className="mt-3 text-lg text-river-50">{text}</p>
        </div>
        <Link to={linkInLang(diningReservationPath, lang)} className="btn-primary shrink-0 text-lg">
          {label}
        </Link>
      </div>
    </section>
  );
}
