/**
 * What the guest forms' schema tests send and expect of the guest's own details, written once: the
 * e-mail and phone as a guest types them, and each form's answer when they are left out, in the
 * wording the forms share (guest-contact-fields.ts). A test still names every field it expects.
 */

/** The test guest's e-mail and mobile, as typed into a form. */
export const guestReply = { email: "asha@example.com", phone: "98765 43210" } as const;

/** That mobile as every schema stores it (E.164). */
export const guestPhoneE164 = "+919876543210";

/** The home page's booking request from `name`: two nights over Christmas for a family of four. */
export function homeRequestInput(name: string) {
  return { name, ...guestReply, dateIn: "2026-12-24", dateOut: "2026-12-26", adults: 2, children: 2 };
}

/**
 * One room of the wizard's booking as the admin API's entry carries it: Asha Verma, two adults in
 * a Deluxe Room (category 1), her mobile without its country code.
 */
export function bookingEntryInput(checkIn: string, checkOut: string) {
  return {
    check_in_date: checkIn,
    check_out_date: checkOut,
    adults: 2,
    children: 0,
    room_category_id: 1,
    name: "Asha Verma",
    email: guestReply.email,
    phone: "9876543210",
  };
}

/** The English answer of the enquiry forms when the e-mail and phone are left out. */
export const missingReplyEn = { email: "Email is required", phone: "Phone number is required" } as const;

/** …and with the name. */
export const missingContactEn = { name: "Name is required", ...missingReplyEn } as const;

/** The Hindi answer of the enquiry forms when the e-mail and phone are left out. */
export const missingReplyHi = { email: "कृपया अपना ईमेल पता लिखें", phone: "कृपया अपना फ़ोन नंबर लिखें" } as const;

/** …and with the name. */
export const missingContactHi = { name: "कृपया अपना नाम लिखें", ...missingReplyHi } as const;
