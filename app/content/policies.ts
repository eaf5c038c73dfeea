import type { ImageSource } from "./content-types";
import { hotel } from "./hotel";
import { illustrations } from "./illustrations";
import type { PageMetaWords } from "./page-meta-words";
import { policyFacts } from "./policy-facts";

/**
 * Terms and Conditions and Privacy Policy (product-rules.md: Policy values). Every figure comes
 * from the identity config through policy-facts.ts, so FAQ, Terms and Privacy say the same thing.
 */

export interface PolicySection {
  /** Anchor id for the table of contents. */
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

export interface PolicyDocument {
  title: string;
  intro: string;
  sections: readonly PolicySection[];
}

const contactItems = () => [
  `Phone: ${[hotel.phones.primary, hotel.phones.secondary].flatMap((phone) => (phone ? [phone.display] : [])).join(" or ")}`,
  `E-mail: ${hotel.emails.general}`,
  `Reservations: ${hotel.emails.reservations}`,
  `Address: ${hotel.shortName}, ${hotel.address.street}, ${hotel.address.locality}, ${hotel.address.region} ${hotel.address.postalCode}`,
];

/** Functions: the documents quote the times and contacts staff keep on the desk, read per page. */
export const terms = (): PolicyDocument => ({
  title: "Terms and Conditions",
  intro: `These terms apply to every booking and stay at ${hotel.name}. By sending a booking request or staying with us, you accept them. Please read them before you book.`,
  sections: [
    {
      id: "bookings",
      heading: "Booking requests and confirmation",
      paragraphs: [
        "A booking made on this website, by phone, by e-mail or through our chat assistant is a request. It becomes a reservation when our reservations team confirms it to you by phone or e-mail.",
        policyFacts.guestLimits,
        policyFacts.payAtHotel,
      ],
    },
    {
      id: "check-in",
      heading: "Check-in and check-out",
      paragraphs: [policyFacts.checkIn],
      items: [
        "Every adult guest must show a valid government photo identity document (such as Aadhaar, a passport, a driving licence or a voter ID) at check-in.",
        "Guests from outside India must show their passport and a valid visa, as the law requires.",
        "Early check-in and late check-out depend on availability and may be charged.",
      ],
    },
    {
      id: "cancellation",
      heading: "Cancellation and no-show",
      items: [policyFacts.individualCancellation, policyFacts.groupCancellation, policyFacts.noShow],
    },
    {
      id: "refunds",
      heading: "Refunds",
      paragraphs: [policyFacts.refunds],
    },
    {
      id: "children",
      heading: "Children and extra beds",
      paragraphs: [
        policyFacts.children,
        "Extra beds are subject to availability and chargeable. The number of guests in a room may not exceed its stated limit.",
      ],
    },
    {
      id: "rates",
      heading: "Rates, taxes and offers",
      items: [
        "Room rates are per room per night. Goods and Services Tax (GST) is added at the rate that applies to the nightly rate.",
        "An offer applies to stays that check in within its dates and cannot be combined with another offer unless we say so.",
        "Additional services (such as room decoration, meal packages and pick-up from the airport or railway station) are paid for at the hotel.",
      ],
    },
    {
      id: "conduct",
      heading: "Conduct on the premises",
      paragraphs: [
        "Omkareshwar is a pilgrimage town, and our resort is a calm, family place. We ask every guest to respect other guests, our staff and local customs.",
        "Guests are responsible for damage they cause to the room or the property. The hotel may refuse or end a stay, without refund, when a guest's behaviour puts others at risk or breaks the law.",
        policyFacts.pets,
      ],
    },
    {
      id: "lost-property",
      heading: "Lost property",
      paragraphs: [policyFacts.lostProperty],
    },
    {
      id: "liability",
      heading: "Valuables and liability",
      paragraphs: [
        "Please keep valuables in your room's safe or hand them to the front desk for safekeeping. The hotel is not responsible for the loss of valuables left unattended, except where the law says otherwise.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      paragraphs: [
        "We may update these terms from time to time. The version on this page when you book applies to your stay.",
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      paragraphs: ["Questions about these terms or your booking? Reach us any time:"],
      items: contactItems(),
    },
  ],
});

export const privacy = (): PolicyDocument => ({
  title: "Privacy Policy",
  intro: `This policy explains what personal information ${hotel.name} collects through this website and at the hotel, why we collect it, and the choices you have. We collect only what we need to look after your stay.`,
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      paragraphs: [
        `${hotel.name} (“we”, “us”) operates this website and the resort at ${hotel.address.locality}, ${hotel.address.region}. We are responsible for the personal information described here.`,
      ],
    },
    {
      id: "what-we-collect",
      heading: "Information we collect",
      items: [
        "Booking requests: your name, e-mail address, phone number, stay dates, number of guests and rooms, chosen room type, extra services and any special requests.",
        "Enquiries: the details you give in the contact, event, dining, membership and chat forms.",
        "Newsletter: your e-mail address, if you subscribe.",
        "At the hotel: the identity documents the law requires us to record at check-in.",
        "Technical information: your IP address and basic request details, used to protect the website against abuse and to keep it running.",
      ],
    },
    {
      id: "how-we-use",
      heading: "How we use it",
      items: [
        "To answer your request, confirm your booking and prepare for your arrival.",
        "To contact you about your stay, including changes or cancellations.",
        `To send the newsletter you asked for; to stop it, write to ${hotel.emails.general} at any time.`,
        "To meet legal duties, such as guest registration and tax records.",
        "To keep the website secure: limiting repeated submissions and blocking automated abuse.",
      ],
    },
    {
      id: "sharing",
      heading: "Who we share it with",
      paragraphs: [
        "We do not sell or rent your personal information. We share it only with the service providers that run our reservations, e-mail and website on our behalf, under confidentiality, and with authorities when the law requires it.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies, storage and third-party content",
      paragraphs: [
        "This website uses no advertising or tracking cookies. It stores a few small flags in your browser (for example, that you have already seen the welcome message this session).",
        "Maps and videos from other companies load only when you click to show them; until then, nothing is requested from those companies. Forms may be protected by Cloudflare Turnstile, which checks that a person, not a bot, is sending them.",
      ],
    },
    {
      id: "retention",
      heading: "How long we keep it",
      paragraphs: [
        "We keep booking and enquiry records for as long as we need them to serve you and to meet our legal and tax obligations, and then delete them. Newsletter addresses are kept until you unsubscribe.",
      ],
    },
    {
      id: "security",
      heading: "How we protect it",
      paragraphs: [
        "Information travels to us over an encrypted connection and is stored with access limited to the staff who need it. No method of storage is perfect, but we take reasonable care to keep your information safe.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      paragraphs: [
        "Under India's Digital Personal Data Protection Act, 2023, you may ask to see the personal information we hold about you, to correct or update it, and to have it erased when we no longer need it. You may also withdraw consent for the newsletter at any time.",
        `To make a request or raise a concern, write to ${hotel.emails.general}. We will reply promptly.`,
      ],
    },
    {
      id: "children",
      heading: "Children",
      paragraphs: [policyFacts.privacyAge],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      paragraphs: ["If we change this policy, we will publish the new version on this page."],
    },
    {
      id: "contact",
      heading: "Contact us",
      paragraphs: ["For any question about your privacy:"],
      items: contactItems(),
    },
  ],
});

/**
 * Everything a policy page says, in one language (policies.hi.ts has the Hindi): the document, the
 * hero, the link to the other policy and the contents panel's words. Built when the page is made
 * and sent by the route's loader.
 */
export interface PolicyPage {
  meta: PageMetaWords;
  hero: { subtitle: string; image: ImageSource };
  document: PolicyDocument;
  /** The other policy, linked from the contents panel (an English path). */
  related: { to: string; label: string };
  contents: string;
  seeAlso: string;
}

declare module "~/i18n/words" {
  interface WordBook {
    policyPage: PolicyPage;
  }
}

const panelWords = { contents: "Contents", seeAlso: "See also:" };

export const termsPageEn = (): PolicyPage => ({
  meta: {
    title: "Terms and Conditions",
    crumb: "Terms and Conditions",
    description: `Booking terms at ${hotel.shortName}: check-in ${hotel.checkInTime}, check-out ${hotel.checkOutTime}, cancellation ${hotel.cancellation.individualDaysBefore} days before arrival, group and no-show terms, refunds, children and lost property.`,
    keywords: "Narmada Riverside Resort terms, Omkareshwar hotel cancellation policy, hotel booking terms Omkareshwar",
  },
  hero: { subtitle: "The terms of booking and staying with us", image: illustrations.heroRiver },
  document: terms(),
  related: { to: "/PrivacyPolicy", label: "Privacy Policy" },
  ...panelWords,
});

export const privacyPageEn = (): PolicyPage => ({
  meta: {
    title: "Privacy Policy",
    crumb: "Privacy Policy",
    description: `How ${hotel.shortName} collects, uses and protects the personal information you share when you book, enquire or subscribe, and the rights you have over it.`,
    keywords: "Narmada Riverside Resort privacy policy, hotel privacy Omkareshwar, personal data hotel India",
  },
  hero: { subtitle: "Your information, and how we look after it", image: illustrations.heroRiver },
  document: privacy(),
  related: { to: "/TermsAndConditions", label: "Terms and Conditions" },
  ...panelWords,
});
