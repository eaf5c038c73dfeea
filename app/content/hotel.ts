/**
 * The hotel's identity (product-rules.md: Hotel identity): every name, address, phone, e-mail,
 * date, offer, tax slab and guest limit on the site comes from here. The contact details, offers
 * and announcement bar are seeded in hotel-seed.ts and then kept by staff on the front desk (`hotel.phones`,
 * `hotel.offers`… read what they saved); everything else changes by editing this one file.
 * Browser-safe: no secrets belong here.
 */

// With its extension: the launch check (scripts/preflight-run.mjs) loads this file in Node itself,
// which finds no module by a name without one.
import { type FacilityStatuses, plannedFacilities } from "./facility-status.ts";

/** A calendar date in hotel time (Asia/Kolkata), `YYYY-MM-DD`. */
export type IsoDate = `${number}-${number}-${number}`;

export interface Announcement {
  /** First day it shows (inclusive); absent means "since forever". */
  startsOn?: IsoDate;
  /** Last day it shows (inclusive); absent means "until removed". */
  endsOn?: IsoDate;
}

export interface Offer extends Announcement {
  id: string;
  title: string;
  /** Whole percent taken off the nightly rate of stays checking in inside the window. */
  percentOff: number;
  /** The home page's festive slide in staff's words; without them the slide words the offer itself. */
  heroHeading?: string;
  heroText?: string;
  /** Staff's Hindi for the words above, shown on Hindi pages; each one left out shows the English. */
  hi?: OfferHindi;
}

/** An offer's words as staff wrote them in Hindi (product-rules.md: Hindi): each optional. */
export interface OfferHindi {
  title?: string;
  heroHeading?: string;
  heroText?: string;
}

/**
 * One band of GST on a room night, chosen by the nightly rate the guest pays (after any offer).
 * Rates in basis points (250 = 2.5%).
 */
export interface TaxSlab {
  /** The highest nightly rate, in paise and inclusive, this band covers; null for no ceiling. */
  upToNightlyPaise: number | null;
  cgstBasisPoints: number;
  sgstBasisPoints: number;
}

/** The GST bands in force on room nights from a date (inclusive) until the next table's date. */
export interface TaxTable {
  from: IsoDate;
  slabs: readonly TaxSlab[];
}

export interface PhoneNumber {
  /** "+91 90000 00001" */
  display: string;
  /** E.164, "+919000000001" */
  tel: string;
}

export const socialNetworks = ["Facebook", "Instagram", "LinkedIn", "YouTube"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export interface SocialLink {
  label: SocialNetwork;
  url: string;
}

/**
 * The hotel's details that staff keep on the desk's Hotel details page (product-rules.md: Hotel
 * details). Seeded below; the saved copy replaces the seed on every page, e-mail and JSON-LD block.
 */
export interface HotelDetails {
  phones: { primary: PhoneNumber; secondary: PhoneNumber | null };
  emails: { general: string; reservations: string };
  whatsapp: PhoneNumber;
  address: {
    street: string;
    locality: string;
    district: string;
    region: string;
    postalCode: string;
    mapsUrl: string;
    /** The same lines as Hindi pages and e-mails show them; each one left out shows the English. */
    hi?: AddressHindi;
  };
  social: readonly SocialLink[];
  /** "4.0", or "" for none. */
  googleRating: string;
  /** 24-hour "HH:MM" in hotel time. */
  checkInTime: string;
  checkOutTime: string;
  /**
   * Who issues the tax invoice (product-rules.md: Legal name and GSTIN): the registered name and
   * the GSTIN (Madhya Pradesh, state code 23) that the footer, the receipt and every e-mail show.
   */
  legal: LegalDetails;
}

/** The hotel's registered name and GSTIN; empty until known, and then nothing is shown. */
export interface LegalDetails {
  name: string;
  gstin: string;
}

/** The postal address's lines as staff wrote them in Hindi (product-rules.md: Hindi): each optional. */
export interface AddressHindi {
  street?: string;
  locality?: string;
  district?: string;
  region?: string;
}

/** The announcement bar staff set on the desk's Offers page: a sentence, an optional link, its days. */
export interface Banner extends Announcement {
  text: string;
  link: { label: string; href: string } | null;
  /** Staff's Hindi for the sentence and the link's words, shown on Hindi pages; each one left out shows the English. */
  hi?: BannerHindi;
}

/** The announcement's words as staff wrote them in Hindi: each optional. */
export interface BannerHindi {
  text?: string;
  linkLabel?: string;
}

/** Everything staff can change about the hotel without a deploy, as one value. */
export interface HotelSettings {
  details: HotelDetails;
  offers: readonly Offer[];
  banner: Banner | null;
  /** What is open, opening or planned, and its hours (product-rules.md: What is open). */
  facilities: FacilityStatuses;
}

/**
 * Until the saved settings arrive (the Worker puts them in force before anything runs; the browser
 * takes them from the root's data before its first render): nothing to show rather than something
 * wrong. The seeded values live in hotel-seed.ts, on the server only, so no page downloads them.
 */
const noSettings: HotelSettings = {
  details: {
    phones: { primary: { display: "", tel: "" }, secondary: null },
    emails: { general: "", reservations: "" },
    whatsapp: { display: "", tel: "" },
    address: { street: "", locality: "", district: "", region: "", postalCode: "", mapsUrl: "" },
    social: [],
    googleRating: "",
    checkInTime: "12:00",
    checkOutTime: "10:00",
    legal: { name: "", gstin: "" },
  },
  offers: [],
  banner: null,
  facilities: plannedFacilities,
};

/** A month either side of the opening day: a hotel open for a year does not announce its opening. */
const grandOpeningWindow: Announcement = { startsOn: "2025-08-26", endsOn: "2025-10-26" };

/**
 * The settings in force. One hotel, one value: the Worker puts the saved settings here before it
 * answers a request, runs a queue batch or a cron (app/server/hotel-settings.server.ts), and the
 * browser from the root's data before the first render, so every `hotel.phones` and `hotel.offers`
 * read, wherever it is, sees what staff saved.
 */
let current: HotelSettings = noSettings;

export function applySettings(settings: HotelSettings): void {
  current = settings;
}

export function currentSettings(): HotelSettings {
  return current;
}

/**
 * The hotel's own web address, from which every absolute URL the site writes is built: links in
 * e-mails, calendar files, canonical and share URLs, structured data, the sitemap and robots.txt
 * (product-rules.md: The site's address). This is the production site's; the Worker puts the
 * deployment's configured address in force before it answers anything (SITE_URL,
 * app/server/site-address.server.ts) and the browser takes it from the root's data, so a request's
 * Host header never decides where a guest's link leads. The launch check reads this value.
 */
export const productionSiteUrl = "https://narmada-riverside.example";
let siteUrl = productionSiteUrl;

export function applySiteUrl(url: string): void {
  siteUrl = url;
}

/** "12:00" → "12:00 PM", "09:30" → "9:30 AM". */
export function twelveHour(time: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

export const hotel = {
  name: "Narmada Riverside Resort, Omkareshwar",
  shortName: "Narmada Riverside Resort",
  tagline: "A riverside stay beside the Jyotirlinga",
  get siteUrl() {
    return siteUrl;
  },
  timeZone: "Asia/Kolkata",
  office: {
    label: "Corporate office",
    street: "AB Road, Vijay Nagar",
    locality: "Indore",
    region: "Madhya Pradesh",
    postalCode: "452010",
  },
  geo: { latitude: 22.2451, longitude: 76.1506 },
  /** The site's own e-mails' sender (the guest-facing addresses are details staff edit). */
  mail: {
    /**
     * Where the site's own e-mails come from (app/mail/): an address on the hotel's domain
     * onboarded in Cloudflare Email Service, with the hotel's name as the display name. Replies go
     * to `reservations`, which a person reads.
     */
    sender: "bookings@narmada-riverside.example",
    senderName: "Narmada Riverside Resort",
  },
  contactHours: "24/7",
  openingDate: "2025-09-26" as IsoDate,
  /**
   * When the restaurant serves, in 24-hour `HH:MM` hotel time: from the first chai and poha of the
   * morning to the last dinner after evening aarti. The table form takes times from the opening to
   * the last seating (bookingLimits) and the reservation page shows them.
   */
  restaurantHours: { opens: "07:00", closes: "23:00" },
  cancellation: {
    individualDaysBefore: 3,
    groupMinRooms: 5,
    groupDaysBefore: 25,
    retentionNights: 1,
    noShowNights: 1,
    refundBusinessDays: "10-15",
  },
  lostPropertyMonths: 3,
  childrenFreeUpToAge: 5,
  privacyMinimumAge: 18,
  /**
   * The temple guests come for, and how far it is: every page that gives the distance names this
   * temple (Omkareshwar has two Jyotirlinga shrines, so "the Jyotirlinga" alone is ambiguous).
   */
  temple: { name: "Omkareshwar Jyotirlinga", km: 5, minutesByCar: 10 },
  /**
   * The hotel's tour video on YouTube (behind a facade; product-rules.md: Third-party facades);
   * null until the hotel has one.
   */
  tourVideo: { youtubeId: null as string | null, title: "A tour of Narmada Riverside Resort" },
  /**
   * GST on room nights as the law sets it; each night is taxed by the table in force on that night
   * (product-rules.md: One price and tax calculation). When the law changes, add a table dated the
   * day it takes effect and keep the old ones, so nights before that day are taxed as they were.
   * Change the rates here and nowhere else.
   */
  taxTables: [
    {
      // GST Council, 56th meeting: 5% up to ₹7,500 a night, 18% above, from 22 September 2025.
      from: "2025-09-22",
      slabs: [
        { upToNightlyPaise: 750_000, cgstBasisPoints: 250, sgstBasisPoints: 250 },
        { upToNightlyPaise: null, cgstBasisPoints: 900, sgstBasisPoints: 900 },
      ],
    },
  ] satisfies TaxTable[],
  /** One guest rule everywhere (product-rules.md: One guest rule). */
  limits: {
    maxRooms: 5,
    minAdults: 1,
    maxAdults: 4,
    minChildren: 0,
    maxChildren: 4,
    maxGuestsPerRoom: 4,
    childMaxAge: 12,
    diningMaxGuests: 8,
  },
  /**
   * How long and how far ahead a guest may book online. Beyond these the hotel takes the booking
   * by phone, and an unbounded stay can never hold rooms out of availability. Every booking,
   * event and dining schema reads these.
   */
  bookingLimits: {
    maxNights: 30,
    maxCheckInDaysAhead: 365,
    /** Pending requests per e-mail or phone whose stay is not over yet; a further one is refused. */
    maxOpenRequestsPerGuest: 3,
    /** Two years, counted as 730 days. */
    maxEventDaysAhead: 730,
    maxDiningDaysAhead: 90,
    /** A table can start at the restaurant's opening and at the latest this long before it closes. */
    lastSeatingMinutesBeforeClose: 60,
  },
  /** What staff edit on the desk, as saved (product-rules.md: Hotel details). */
  get phones() {
    return current.details.phones;
  },
  get emails() {
    return { ...current.details.emails, sender: hotel.mail.sender, senderName: hotel.mail.senderName };
  },
  get address() {
    return { ...current.details.address, country: "IN", countryName: "India" } as const;
  },
  get messaging() {
    return { label: "WhatsApp", url: `https://wa.me/${current.details.whatsapp.tel.slice(1)}` } as const;
  },
  /** The accounts staff keep, then the original site's Webmail link to the general address. */
  get social(): readonly { label: SocialNetwork | "Webmail"; url: string }[] {
    return [...current.details.social, { label: "Webmail", url: `mailto:${current.details.emails.general}` }];
  },
  /** "4.0", or "" when the hotel shows none. */
  get googleRating() {
    return current.details.googleRating;
  },
  /** "12:00 PM" */
  get checkInTime() {
    return twelveHour(current.details.checkInTime);
  },
  get checkOutTime() {
    return twelveHour(current.details.checkOutTime);
  },
  /** ISO 8601 times for structured data and calendar files. */
  get checkInTimeIso() {
    return current.details.checkInTime;
  },
  get checkOutTimeIso() {
    return current.details.checkOutTime;
  },
  /** The registered name and GSTIN as staff keep them; both "" until entered. */
  get legal(): LegalDetails {
    return current.details.legal;
  },
  get announcements(): { grandOpening: Announcement; banner: Banner | null } {
    return { grandOpening: grandOpeningWindow, banner: current.banner };
  },
  get offers(): readonly Offer[] {
    return current.offers;
  },
  /** Each facility's state and hours as staff keep them (product-rules.md: What is open). */
  get facilities(): FacilityStatuses {
    return current.facilities;
  },
} as const;

export type Hotel = typeof hotel;
