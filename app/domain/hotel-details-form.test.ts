import { describe, expect, it } from "vitest";
import { itRefuses } from "./form-result-test-support";
import { seedSettings } from "../content/hotel-seed";
import { detailsFormValues, parseHotelDetailsForm } from "./hotel-details-form";

const valid = detailsFormValues(seedSettings.details);

describe("the hotel details form", () => {
  it("gives back the seeded details unchanged", () => {
    expect(parseHotelDetailsForm(valid)).toEqual({ ok: true, value: seedSettings.details });
  });

  it("normalises phones, drops an empty second phone and an empty social account, and writes the rating with one decimal", () => {
    const parsed = parseHotelDetailsForm({
      ...valid,
      primary_phone: "0731 2345678",
      secondary_phone: " ",
      social_facebook: "https://www.facebook.com/narmadariverside",
      social_instagram: "https://www.instagram.com/narmadariverside/",
      social_youtube: "https://www.youtube.com/@narmadariverside",
      social_linkedin: "",
      google_rating: "5",
    });
    expect(parsed.ok && parsed.value.phones).toEqual({ primary: { tel: "+917312345678", display: "+91 73123 45678" }, secondary: null });
    expect(parsed.ok && parsed.value.social.map((link) => link.label)).toEqual(["Facebook", "Instagram", "YouTube"]);
    expect(parsed.ok && parsed.value.googleRating).toBe("5.0");
    expect(parseHotelDetailsForm({ ...valid, google_rating: "" })).toMatchObject({ ok: true, value: { googleRating: "" } });
    expect(parseHotelDetailsForm({ ...valid, social_facebook: "https://m.facebook.com/narmada" }).ok).toBe(true);
  });

  itRefuses("refuses %o on %s", (change) => parseHotelDetailsForm({ ...valid, ...change }), [
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
    // The network's own front page is no account of the hotel's: the footer would show a useless icon.
    [{ social_facebook: "https://www.facebook.com/" }, "social_facebook", "Give the address of the hotel's own Facebook account, not Facebook's home page"],
    [{ social_instagram: "https://instagram.com" }, "social_instagram", "Give the address of the hotel's own Instagram account, not Instagram's home page"],
    [{ legal_name: "" }, "legal_name", "Give the hotel's legal name as registered for GST"],
    [{ legal_name: "x".repeat(121) }, "legal_name", "The legal name must be 120 characters or fewer"],
    [{ gstin: "" }, "gstin", "Give the hotel's GSTIN"],
    [{ gstin: "23AAAAA0000A1Z" }, "gstin", "A GSTIN has 15 characters, for example 23ABCDE1234F1Z8"],
    [{ gstin: "40AAAAA0000A1ZA" }, "gstin", "A GSTIN starts with a state code from 01 to 38 (23 is Madhya Pradesh)"],
    [{ gstin: "23AAAA00000A1ZA" }, "gstin", "Check the GSTIN: a 2-digit state code, the 10-character PAN, the entity number, Z and a check character"],
    [{ gstin: "23AAAAA0000A1ZB" }, "gstin", "This GSTIN's last character does not match the rest. Please check it for a typing mistake"],
    // A valid Maharashtra registration is still not the hotel's own, which is in Madhya Pradesh.
    [{ gstin: "27AAPFU0939F1ZV" }, "gstin", "The hotel's GSTIN must start with 23, Madhya Pradesh's state code"],
  ]);

  it("keeps the legal name and the GSTIN, read without spaces and in capitals", () => {
    const parsed = parseHotelDetailsForm({ ...valid, legal_name: " Narmada  Hotels LLP ", gstin: "23 aaaaa 0000 a1za" });
    expect(parsed.ok && parsed.value.legal).toEqual({ name: "Narmada Hotels LLP", gstin: "23AAAAA0000A1ZA" });
  });
});

describe("the address's Hindi fields (product-rules.md: Hindi)", () => {
  const english = { ...valid, street_hi: "", locality_hi: "", district_hi: "", region_hi: "" };

  it("fill the form with the shipped Hindi address, and give it back unchanged", () => {
    expect(valid).toMatchObject({ street_hi: "मेन रोड", locality_hi: "ओंकारेश्वर", district_hi: "खंडवा", region_hi: "मध्य प्रदेश" });
    expect(parseHotelDetailsForm(valid)).toMatchObject({ ok: true, value: { address: { hi: seedSettings.details.address.hi } } });
  });

  it("are optional: all empty or blank, the address carries no Hindi; some, only those", () => {
    const none = parseHotelDetailsForm({ ...english, street_hi: "  " });
    expect(none.ok && none.value.address).not.toHaveProperty("hi");
    expect(none.ok && none.value.address.street).toBe("Main Road");
    const some = parseHotelDetailsForm({ ...english, locality_hi: " ओंकारेश्वर ", region_hi: "मध्य  प्रदेश" });
    expect(some.ok && some.value.address.hi).toEqual({ locality: "ओंकारेश्वर", region: "मध्य प्रदेश" });
    expect(some.ok && detailsFormValues(some.value)).toMatchObject({ street_hi: "", locality_hi: "ओंकारेश्वर", district_hi: "", region_hi: "मध्य प्रदेश" });
    expect(parseHotelDetailsForm({ ...english, street_hi: "क".repeat(80) }).ok).toBe(true);
  });

  itRefuses(
    "refuse %o on %s, as the English twin is refused",
    (change) => parseHotelDetailsForm({ ...valid, ...change }),
    [
      [{ street_hi: "क".repeat(81) }, "street_hi", "The street in Hindi must be 80 characters or fewer"],
      [{ locality_hi: "क".repeat(81) }, "locality_hi", "The town in Hindi must be 80 characters or fewer"],
      [{ district_hi: "क".repeat(81) }, "district_hi", "The district in Hindi must be 80 characters or fewer"],
      [{ region_hi: "क".repeat(81) }, "region_hi", "The state in Hindi must be 80 characters or fewer"],
      [{ street_hi: "मेन\u200Bरोड" }, "street_hi", "The street in Hindi cannot contain hidden or text-direction characters. Please type it again."],
    ],
    { onlyThatField: true },
  );
});
