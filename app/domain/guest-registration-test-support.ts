/**
 * The check-in form's fields for the two guests the registration's tests register, written once
 * for the rules' own tests and the check-in page's: an Indian guest showing her Aadhaar, a
 * foreign national with every Form C field, and the answer when those fields are left out.
 */
import type { IsoDate } from "../content/hotel";
import { registrationMessages as m } from "./guest-registration";

/** An Indian guest who shows her Aadhaar, typed whole. */
export const indianGuestFields = {
  full_name: "Asha Verma",
  address: "12 MG Road, Indore",
  nationality: "IN",
  id_type: "aadhaar",
  aadhaar_number: "2345 6789 0123",
} as const;

/** A British guest on an e-Tourist visa who reached India on `arrivedInIndiaOn`. */
export function foreignGuestFields(arrivedInIndiaOn: IsoDate) {
  return {
    full_name: "Jane Doe",
    address: "1 High Street, London",
    nationality: "GB",
    id_type: "passport",
    id_number: "X1234567",
    passport_number: "X1234567",
    passport_country: "GB",
    visa_number: "V998877",
    visa_type: "e-Tourist",
    arrived_in_india_on: arrivedInIndiaOn,
    arrived_from: "Delhi",
    next_destination: "Ujjain",
  };
}

/** What the register answers a foreign national who gave none of the Form C fields. */
export const missingFormCAnswer = {
  passport_number: m.passportNumber,
  passport_country: m.passportCountry,
  visa_number: m.visaNumber,
  visa_type: m.visaType,
  arrived_in_india_on: m.arrivedInIndiaOn,
  arrived_from: m.arrivedFrom,
  next_destination: m.nextDestination,
};
