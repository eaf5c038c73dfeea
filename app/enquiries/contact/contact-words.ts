import { contactLabels, contactMessages } from "~/domain/enquiry-schemas";
import { guestFieldWordsEn, tryAgainLaterEn } from "../intake/intake-words";

/**
 * The words of /Contact (product-rules.md: Hindi): the page, its cards and its Get In Touch form,
 * with what the guest reads after sending it and the schema's messages for the browser's check.
 * `{placeholders}` are the hotel's details, filled where they are shown.
 */
export const contactPageWordsEn = {
  meta: {
    title: "Contact Us",
    crumb: "Contact Us",
    description:
      "Contact {hotel}, Omkareshwar, {hours}: call {phone}, write to {email}, or send us a message. Directions to the resort on the Narmada.",
    keywords:
      "contact Narmada Riverside Resort, Omkareshwar hotel phone number, Omkareshwar hotel booking enquiry, hotel near Omkareshwar temple contact",
  },
  hero: {
    title: "Contact Us",
    subtitle: "We are here around the clock — for bookings, darshan advice or directions",
  },
  reachUs: "How to reach us",
  resort: {
    title: "The Resort",
    /** The address's last line; the values are what staff keep on the desk. */
    districtLine: "{district} district, {region} {postalCode}",
    directions: "Directions on the map",
    newTab: " (opens in a new tab)",
  },
  hours: { title: "Working Hours", text: "Front desk and reservations, every day of the year." },
  emailUs: "Email Us",
  callUs: "Call Us",
  findUs: {
    eyebrow: "Find us",
    heading: "Getting to {locality}",
    distance: "We are {km} km from the {temple} temple, about {minutes} minutes by car.",
    office: "{label}: {street}, {locality}, {region} {postalCode}",
  },
  form: {
    heading: "Get In Touch",
    intro: "Questions about rooms, darshan timings, events or getting here? Write to us and the front desk will reply.",
    ...guestFieldWordsEn,
    message: "Message",
    submit: "Send Message",
  },
  /** The original site's words: what the guest reads after sending the Get In Touch form. */
  messages: {
    success: "Message sent successfully!",
    failure: "Failed to send message.",
    networkError: tryAgainLaterEn,
  },
  /** The schema's own words, for the check the browser runs before sending. */
  schema: { messages: contactMessages, labels: contactLabels },
};

export type ContactPageWords = typeof contactPageWordsEn;

declare module "~/i18n/words" {
  interface WordBook {
    contactPage: ContactPageWords;
  }
}
