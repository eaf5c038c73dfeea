/**
 * The hotel's identity (product-rules.md: Hotel identity): every name, address, phone, e-mail,
 * date, offer, tax slab and guest limit on the site comes from here. Changing the hotel means
 * editing this one file. Browser-safe: no secrets belong here.
 */

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

export const hotel = {
  name: "Narmada Riverside Resort, Omkareshwar",
  shortName: "Narmada Riverside Resort",
  tagline: "A riverside stay beside the Jyotirlinga",
  siteUrl: "https://narmada-riverside.example",
  timeZone: "Asia/Kolkata",
  address: {
    street: "Main Road",
    locality: "Omkareshwar",
    district: "Khandwa",
    region: "Madhya Pradesh",
    postalCode: "450554",
    country: "IN",
    countryName: "India",
    mapsUrl: "https://www.google.com/maps/search/?api=1&query=Omkareshwar+Madhya+Pradesh+450554",
  },
  office: {
    label: "Corporate office",
    street: "AB Road, Vijay Nagar",
    locality: "Indore",
    region: "Madhya Pradesh",
    postalCode: "452010",
  },
  geo: { latitude: 22.2451, longitude: 76.1506 },
  phones: {
    primary: { display: "+91 90000 00001", tel: "+919000000001" },
    secondary: { display: "+91 90000 00002", tel: "+919000000002" },
  },
  emails: {
    general: "info@narmada-riverside.example",
    reservations: "reservations@narmada-riverside.example",
    /**
     * Where the site's own e-mails come from (workers/mail/): an address on the hotel's domain
     * onboarded in Cloudflare Email Service, with the hotel's name as the display name. Replies go
     * to `reservations`, which a person reads.
     */
    sender: "bookings@narmada-riverside.example",
    senderName: "Narmada Riverside Resort",
  },
  messaging: { label: "WhatsApp", url: "https://wa.me/919000000001" },
  social: [
    { label: "Facebook", url: "https://www.facebook.com/" },
    { label: "Instagram", url: "https://www.instagram.com/" },
    { label: "Webmail", url: "mailto:info@narmada-riverside.example" },
    { label: "LinkedIn", url: "https://www.linkedin.com/" },
    { label: "YouTube", url: "https://www.youtube.com/" },
  ],
  contactHours: "24/7",
  googleRating: "4.0",
  openingDate: "2025-09-26" as IsoDate,
  /**
   * When the restaurant serves, in 24-hour `HH:MM` hotel time: from the first chai and poha of the
   * morning to the last dinner after evening aarti. The table form takes times from the opening to
   * the last seating (bookingLimits) and the reservation page shows them.
   */
  restaurantHours: { opens: "07:00", closes: "23:00" },
  checkInTime: "12:00 PM",
  checkOutTime: "10:00 AM",
  /** ISO 8601 times for structured data. */
  checkInTimeIso: "12:00",
  checkOutTimeIso: "10:00",
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
  announcements: {
    /** A month either side of the opening day: a hotel open for a year does not announce its opening. */
    grandOpening: { startsOn: "2025-08-26", endsOn: "2025-10-26" } satisfies Announcement,
  },
  offers: [
    {
      id: "festive",
      title: "Festive season offer",
      percentOff: 10,
      startsOn: "2026-10-01",
      endsOn: "2027-01-31",
    },
  ] satisfies Offer[],
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
} as const;

export type Hotel = typeof hotel;
