import { describe, expect, it } from "vitest";
import { countryCodes } from "./countries";
import { aadhaarLastFour, idNumberText, parseRegistration, registrationMessages as m } from "./guest-registration";
import { foreignGuestFields, indianGuestFields, missingFormCAnswer } from "./guest-registration-test-support";
import { itGivesEach } from "./table-test-support";

const today = "2026-12-10";
// Spaces as a guest types them: the register keeps the name tidied.
const indian = { ...indianGuestFields, full_name: " Asha  Verma " };
const foreign = foreignGuestFields("2026-12-01");

function errorsOf(fields: Record<string, string>, otherAdults = 0) {
  const parsed = parseRegistration(fields, { otherAdults, today });
  return parsed.ok ? {} : parsed.fields;
}

describe("countries", () => {
  it("offer India first and every other country once", () => {
    expect(countryCodes[0]).toBe("IN");
    expect(new Set(countryCodes).size).toBe(countryCodes.length);
    expect(countryCodes.length).toBe(249);
  });
});

describe("an Aadhaar number", () => {
  itGivesEach("is kept as its last four digits, typed whole or as the four: %j → %s", aadhaarLastFour, [
    ["2345 6789 0123", "0123"],
    ["2345-6789-0123", "0123"],
    ["0123", "0123"],
  ]);
  it("is refused when it is neither 12 digits nor 4", () => {
    for (const typed of ["12345", "23456789012", "2345678901234", "abcd", "XXXX XXXX 0123"]) expect(aadhaarLastFour(typed)).toBeNull();
  });
  it("never reaches the registration whole", () => {
    const parsed = parseRegistration(indian, { otherAdults: 0, today });
    expect(parsed).toEqual({
      ok: true,
      value: { fullName: "Asha Verma", address: "12 MG Road, Indore", nationality: "IN", idType: "aadhaar", idNumber: "0123", adultNames: [], foreign: null },
    });
    expect(JSON.stringify(parsed)).not.toContain("234567890123");
    expect(JSON.stringify(parsed)).not.toContain("6789");
  });
  it("reads on the desk only as its last four", () => {
    expect(idNumberText("aadhaar", "0123")).toBe("XXXX XXXX 0123");
    expect(idNumberText("passport", "X1234567")).toBe("X1234567");
  });
});

describe("the registration's messages", () => {
  it("name each missing field of the main guest", () => {
    expect(errorsOf({})).toEqual({ full_name: m.fullName, address: m.address, nationality: m.nationality, id_type: m.idType });
  });
  it("ask for the Aadhaar number, then for its 12 digits or last 4", () => {
    expect(errorsOf({ ...indian, aadhaar_number: "" })).toEqual({ aadhaar_number: m.aadhaarMissing });
    expect(errorsOf({ ...indian, aadhaar_number: "12345" })).toEqual({ aadhaar_number: m.aadhaar });
  });
  it("ask for any other ID's number", () => {
    expect(errorsOf({ ...indian, id_type: "voter_id", id_number: "" })).toEqual({ id_number: m.idNumber });
    expect(errorsOf({ ...indian, id_type: "driving_licence", id_number: "x".repeat(41) })).toEqual({
      id_number: "ID number must be 40 characters or fewer",
    });
  });
  it("refuse an unknown nationality or ID type", () => {
    expect(errorsOf({ ...indian, nationality: "XX" })).toEqual({ nationality: m.nationality });
    expect(errorsOf({ ...indian, id_type: "ration_card" })).toEqual({ id_type: m.idType });
  });
  it("ask for every other adult's name by number", () => {
    expect(errorsOf({ ...indian, adult_2: "Ravi Verma" }, 2)).toEqual({ adult_3: m.adultName(3) });
    const parsed = parseRegistration({ ...indian, adult_2: "Ravi Verma", adult_3: "Meera Verma" }, { otherAdults: 2, today });
    expect(parsed.ok && parsed.value.adultNames).toEqual(["Ravi Verma", "Meera Verma"]);
  });
  it("ask a foreign national for every Form C field", () => {
    expect(errorsOf({ full_name: "Jane Doe", address: "London", nationality: "GB", id_type: "passport", id_number: "X1" })).toEqual(missingFormCAnswer);
  });
  it("refuse an arrival in India after today", () => {
    expect(errorsOf({ ...foreign, arrived_in_india_on: "2026-12-11" })).toEqual({ arrived_in_india_on: m.arrivedInFuture });
  });
  it("keep a foreign national's Form C fields, and none for an Indian guest", () => {
    const parsed = parseRegistration({ ...foreign, passport_number: "Z9" }, { otherAdults: 0, today });
    expect(parsed.ok && parsed.value.foreign).toEqual({
      passportNumber: "Z9",
      passportCountry: "GB",
      visaNumber: "V998877",
      visaType: "e-Tourist",
      arrivedInIndiaOn: "2026-12-01",
      arrivedFrom: "Delhi",
      nextDestination: "Ujjain",
    });
    const ignored = parseRegistration({ ...indian, passport_number: "Z9" }, { otherAdults: 0, today });
    expect(ignored.ok && ignored.value.foreign).toBeNull();
  });
});
