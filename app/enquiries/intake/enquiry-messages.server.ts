/**
 * Forms that reach the hotel (product-rules.md): forms the admin API has no endpoint for (dining
 * tables, the home booking request, membership interest) reach the hotel as contact enquiries whose
 * message lists every field, so nothing the guest typed is lost on the way. One "Label: value" line
 * per field, headed by where it came from.
 */
import type { IsoDate } from "~/content/hotel";
import type { DiningRequest } from "~/domain/dining-schema";
import type { HomeBookingRequest } from "~/domain/home-booking-request-schema";
import type { MembershipSignIn } from "~/domain/membership-schema";
import { monthDayAndYear } from "~/domain/date-words";
import { nightsBetween } from "~/domain/hotel-date";

/** The body of POST /api/contact-enquiry (the admin API's contact enquiry payload). */
export interface ContactEnquiryPayload {
  name: string;
  email: string;
  phone: string;
  message: string;
}

type Line = [label: string, value: string | number];

function message(heading: string, lines: Line[]): string {
  return [heading, "", ...lines.map(([label, value]) => `${label}: ${value === "" ? "(none)" : value}`)].join("\n");
}

const day = (date: IsoDate) => `${date} (${monthDayAndYear(date)})`;

/**
 * An enquiry from a form that asks for a name, an e-mail and a phone: the message lists those
 * first (the name under the form's own label), then the form's other fields.
 */
function guestEnquiry(
  guest: Omit<ContactEnquiryPayload, "message">,
  nameLabel: string,
  heading: string,
  lines: Line[],
): ContactEnquiryPayload {
  return {
    ...guest,
    message: message(heading, [[nameLabel, guest.name], ["Email", guest.email], ["Phone", guest.phone], ...lines]),
  };
}

export function diningEnquiry(request: DiningRequest): ContactEnquiryPayload {
  const guest = { name: request.full_name, email: request.email, phone: request.phone };
  return guestEnquiry(guest, "Full name", "Table reservation request from the website (/DiningBookingForm)", [
    ["Date", day(request.date)],
    ["Time", request.time],
    ["Guests", request.guests],
    ["Special requests", request.special_requests],
  ]);
}

export function homeBookingRequestEnquiry(request: HomeBookingRequest): ContactEnquiryPayload {
  const guest = { name: request.name, email: request.email, phone: request.phone };
  return guestEnquiry(guest, "Name", "Booking request from the website's home page", [
    ["Check-in", day(request.dateIn)],
    ["Check-out", day(request.dateOut)],
    ["Nights", nightsBetween(request.dateIn, request.dateOut)],
    ["Adults", request.adults],
    ["Children", request.children],
    ["Special requirements", request.message],
  ]);
}

const signInMethods = { mobile: "Mobile number", email: "Email address", membership: "Membership number" } as const;
const notGiven = "not given";

/**
 * /joinNow gives one identifier only, while a contact enquiry needs a name, an e-mail and a phone:
 * the enquiry's e-mail falls back to the hotel's own address and its phone says "not given", and
 * the message states which identifier the guest really gave, so staff are never misled.
 */
export function membershipInterestEnquiry(signIn: MembershipSignIn, hotelEmail: string): ContactEnquiryPayload {
  const mobile = signIn.method === "mobile" ? signIn.mobile : notGiven;
  const email = signIn.method === "email" ? signIn.email : notGiven;
  const membershipNumber = signIn.method === "membership" ? signIn.membership_number : notGiven;
  return {
    name: "Membership interest (website)",
    email: signIn.method === "email" ? signIn.email : hotelEmail,
    phone: signIn.method === "mobile" ? mobile : "Not given",
    message: message("Membership interest from the website (/joinNow)", [
      ["Signed in with", signInMethods[signIn.method]],
      ["Mobile number", mobile],
      ["Email", email],
      ["Membership number", membershipNumber],
      ["Terms accepted", "yes"],
      ["Note", "Online member sign-in is not open yet; please contact this guest about membership."],
    ]),
  };
}
