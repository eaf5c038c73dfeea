import { describe, expect, it } from "vitest";
import { seedSettings } from "../content/hotel-seed";
import { detailsFormValues, parseHotelDetailsForm } from "./hotel-details-form";

const valid = detailsFormValues(seedSettings.details);

describe("the hotel details form", () => {
  it("gives back the seeded details unchanged", () => {
    expect(parseHotelDetailsForm(valid)).toEqual({ ok: true, value: seedSettings.details });
  });

  it("normalises phones, drops an empty second phone and an empty social account, and writes the rating with one decimal", () => {
    const parsed = parseHotelDetailsForm({ ...valid, primary_phone: "0731 2345678", secondary_phone: " ", social_linkedin: "", google_rating: "5" });
    expect(parsed.ok && parsed.value.phones).toEqual({ primary: { tel: "+917312345678", display: "+91 73123 45678" }, secondary: null });
    expect(parsed.ok && parsed.value.social.map((link) => link.label)).toEqual(["Facebook", "Instagram", "YouTube"]);
    expect(parsed.ok && parsed.value.googleRating).toBe("5.0");
    expect(parseHotelDetailsForm({ ...valid, google_rating: "" })).toMatchObject({ ok: true, value: { googleRating: "" } });
    expect(parseHotelDetailsForm({ ...valid, social_facebook: "https://m.facebook.com/narmada" }).ok).toBe(true);
  });

  it.each([
    [{ primary_phone: "" }, "primary_phone", "Give the main phone number"],
    [{ primary_phone: "12345" }, "primary_phone", "Enter the main phone number as a 10-digit Indian number or with its country code"],
    [{ secondary_phone: "abc" }, "secondary_phone", "Enter the second phone number as a 10-digit Indian number or with its country code"],
    [{ whatsapp: "" }, "whatsapp", "Give the WhatsApp number"],
    [{ whatsapp: "555" }, "whatsapp", "Enter the WhatsApp number as a 10-digit Indian number or with its country code"],
    [{ email_general: "" }, "email_general", "Give the general e-mail address"],
    [{ email_reservations: "reservations" }, "email_reservations", "Enter a valid e-mail address"],
    [{ street: "" }, "street", "Give the street"],
    [{ street: "x".repeat(81) }, "street", "The street must be 80 characters or fewer"],
    [{ locality: " " }, "locality", "Give the town"],
    [{ district: "" }, "district", "Give the district"],
    [{ region: "" }, "region", "Give the state"],
    [{ postal_code: "045055" }, "postal_code", "Enter the 6-digit PIN code"],
    [{ maps_url: "" }, "maps_url", "Give the map link"],
    [{ maps_url: "javascript:alert(1)" }, "maps_url", "The map link must be a full https:// address"],
    [{ maps_url: `https://maps.example/${"x".repeat(500)}` }, "maps_url", "The map link must be 500 characters or fewer"],
    [{ social_youtube: "https://vimeo.com/narmada" }, "social_youtube", "Give the https:// address of the hotel's YouTube page, or leave it empty"],
    [{ social_facebook: "http://facebook.com/narmada" }, "social_facebook", "Give the https:// address of the hotel's Facebook page, or leave it empty"],
    [{ google_rating: "0.5" }, "google_rating", "Enter the Google rating from 1.0 to 5.0, or leave it empty"],
    [{ google_rating: "4.25" }, "google_rating", "Enter the Google rating from 1.0 to 5.0, or leave it empty"],
    [{ check_in_time: "noon" }, "check_in_time", "Enter the check-in time as hours and minutes, for example 12:00"],
    [{ check_out_time: "24:00" }, "check_out_time", "Enter the check-out time as hours and minutes, for example 12:00"],
  ])("refuses %o on %s", (change, field, message) => {
    const parsed = parseHotelDetailsForm({ ...valid, ...change });
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.fields[field]).toBe(message);
  });
});
