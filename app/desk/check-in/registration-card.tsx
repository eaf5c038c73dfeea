import { data } from "react-router";
import { ownedByUsOf } from "~/desk/desk-context.server";
import { DeskBackLink } from "~/desk/desk-link";
import { deskDate, hotelDateTime } from "~/desk/desk-time";
import { idNumberText, idTypeWords } from "~/domain/guest-registration";
import { countryName } from "./country-names.server";
import { registrationCard } from "./registration-card.server";
import type { Route } from "./+types/registration-card";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { env } = ownedByUsOf(context, "Guests are registered in the hotel's own system.");
  const card = await registrationCard(env.DB, params.reference.toUpperCase());
  if (!card) throw data("No booking with that reference.", { status: 404 });
  const registration = card.registration;
  return {
    card,
    nationality: registration ? countryName(registration.nationality) : "",
    passportCountry: registration?.foreign ? countryName(registration.foreign.passportCountry) : "",
  };
}

export const meta: Route.MetaFunction = ({ params }) => [{ title: `Registration card ${params.reference} · Front desk` }];

/** Only the card is printed: the desk's menu and this page's links stay on screen. */
const printOnlyTheCard = `@media print {
  body * { visibility: hidden; }
  [data-registration-card], [data-registration-card] * { visibility: visible; }
  [data-registration-card] { position: absolute; inset: 0 auto auto 0; width: 100%; border: 0; padding: 0; }
  @page { margin: 15mm; }
}`;

/** One line of the card: the English and Hindi labels side by side, then the value. */
function Line({ en, hi, children }: { en: string; hi: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,11rem)_1fr] gap-3 border-b border-sand-200 py-1.5 print:break-inside-avoid">
      <dt>
        {en} <span lang="hi" className="block text-sm text-ink-700">{hi}</span>
      </dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/**
 * The registration card a guest signs at the counter (product-rules.md: Guest registration): the
 * register's fields, the stay and its rooms, labelled in English and Hindi, printable on A4.
 */
export default function RegistrationCardPage({ loaderData }: Route.ComponentProps) {
  const { card, nationality, passportCountry } = loaderData;
  const registration = card.registration;
  return (
    <>
      <style>{printOnlyTheCard}</style>
      <DeskBackLink to={`/admin/bookings/${card.reference}`}>Booking {card.reference}</DeskBackLink>
      <article data-registration-card className="mt-4 max-w-3xl rounded-md border border-sand-200 bg-white p-4">
        <h1 className="heading-2">
          Guest registration card <span lang="hi" className="block text-xl font-normal">अतिथि पंजीकरण कार्ड</span>
        </h1>
        {registration ? null : (
          <p role="status" className="mt-3 rounded-md border-l-4 border-saffron-700 p-3">
            The guest has not checked in yet: the card fills in at check-in.
          </p>
        )}
        <dl className="mt-4">
          <Line en="Booking" hi="बुकिंग">
            <span className="font-mono">{card.reference}</span>
          </Line>
          <Line en="Full name" hi="पूरा नाम">{registration?.fullName ?? ""}</Line>
          <Line en="Address" hi="पता">{registration?.address ?? ""}</Line>
          <Line en="Nationality" hi="राष्ट्रीयता">{nationality}</Line>
          <Line en="ID" hi="पहचान पत्र">
            {registration ? `${idTypeWords[registration.idType]} ${idNumberText(registration.idType, registration.idNumber)}` : ""}
          </Line>
          <Line en="Other adults" hi="अन्य वयस्क">{registration?.adultNames.join(", ") || "—"}</Line>
          <Line en="Arrival" hi="आगमन">{deskDate(card.checkIn)}</Line>
          <Line en="Departure" hi="प्रस्थान">{deskDate(card.checkOut)}</Line>
          <Line en="Nights" hi="रातें">{card.nights}</Line>
          <Line en="Guests" hi="अतिथि">
            {card.adults} adults, {card.children} children
          </Line>
          <Line en="Rooms" hi="कमरे">{card.rooms.join(", ")}</Line>
          {registration?.foreign ? (
            <>
              <Line en="Passport" hi="पासपोर्ट">
                {registration.foreign.passportNumber} ({passportCountry})
              </Line>
              <Line en="Visa" hi="वीज़ा">
                {registration.foreign.visaNumber} ({registration.foreign.visaType})
              </Line>
              <Line en="Arrived in India" hi="भारत में आगमन">{deskDate(registration.foreign.arrivedInIndiaOn)}</Line>
              <Line en="Arrived from" hi="कहाँ से आए">{registration.foreign.arrivedFrom}</Line>
              <Line en="Next destination" hi="अगला गंतव्य">{registration.foreign.nextDestination}</Line>
            </>
          ) : null}
          {registration ? <Line en="Checked in" hi="चेक-इन">{hotelDateTime(registration.arrivedAt)}</Line> : null}
        </dl>
        <div className="mt-12 grid gap-8 sm:grid-cols-2">
          <p className="border-t border-ink-900 pt-1">
            Guest's signature <span lang="hi" className="block text-sm">अतिथि के हस्ताक्षर</span>
          </p>
          <p className="border-t border-ink-900 pt-1">
            Date <span lang="hi" className="block text-sm">दिनांक</span>
          </p>
        </div>
      </article>
    </>
  );
}
