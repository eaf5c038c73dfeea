import { Icon } from "~/components/icon";
import { hotel } from "~/content/hotel";
import { EmailLink, PhoneLink } from "~/components/contact-links";
import { fill, useWords } from "~/i18n/words";

/** The room page's help box: a person to call, any hour. */
export function RoomHelpBox() {
  const words = useWords("rooms").help;
  return (
    <aside aria-labelledby="room-help-title" className="rounded-lg bg-river-800 p-6 text-white">
      <h2 id="room-help-title" className="font-serif text-xl font-semibold">
        {words.title}
      </h2>
      <p className="mt-2 text-river-50">{fill(words.text, { hours: hotel.contactHours })}</p>
      <PhoneLink
        className="mt-4 inline-flex items-center gap-2 text-lg font-semibold text-white underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marigold"
        icon={<Icon name="phone" />}
      />
      <p className="mt-2 text-sm text-river-50">
        {words.writeTo}
        <EmailLink className="underline" />
      </p>
    </aside>
  );
}
