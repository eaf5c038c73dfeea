import type { ReactNode } from "react";
import { hotel, type PhoneNumber } from "../content/hotel";
import { EmailText } from "./email-text";
import { Icon } from "./icon";

interface PhoneLinkProps {
  /** The hotel's primary number unless another of its numbers is named. */
  phone?: PhoneNumber;
  className?: string;
  /** Shown before the number (an icon). */
  icon?: ReactNode;
  /** What the link says, when more than the number (a screen-reader "Call", a button's words). */
  children?: ReactNode;
}

/** A call link to one of the hotel's numbers (app/content/hotel.ts is the only source of them). */
export function PhoneLink({ phone = hotel.phones.primary, className, icon, children }: PhoneLinkProps) {
  return (
    <a href={`tel:${phone.tel}`} className={className}>
      {icon}
      {children ?? phone.display}
    </a>
  );
}

interface EmailLinkProps {
  /** The reservations address unless another of the hotel's addresses is named. */
  address?: string;
  className?: string;
  icon?: ReactNode;
  /** Wrap only after the "@" on narrow screens (for addresses in large type). */
  wrapAtSign?: boolean;
  /** What the link says, when not the address itself. */
  children?: ReactNode;
}

/** A mail link to one of the hotel's addresses. */
export function EmailLink({ address = hotel.emails.reservations, className, icon, wrapAtSign = false, children }: EmailLinkProps) {
  return (
    <a href={`mailto:${address}`} className={className}>
      {icon}
      {children ?? (wrapAtSign ? <EmailText address={address} /> : address)}
    </a>
  );
}

/**
 * The hotel's number and one of its addresses, one under the other with icons, as the dark
 * "Prefer to talk?" panels show them.
 */
export function ContactBlock({ address }: { address: string }) {
  return (
    <ul className="mt-6 list-none space-y-4 p-0">
      <li>
        <PhoneLink className="flex items-center gap-3 font-semibold hover:underline" icon={<Icon name="phone" className="h-5 w-5 text-marigold" />} />
      </li>
      <li>
        <EmailLink
          address={address}
          wrapAtSign
          className="flex items-center gap-3 [overflow-wrap:anywhere] font-semibold hover:underline"
          icon={<Icon name="mail" className="h-5 w-5 text-marigold" />}
        />
      </li>
    </ul>
  );
}
