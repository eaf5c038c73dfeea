import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { hotel } from "~/content/hotel";
import { seedSettings } from "~/content/hotel-seed";
import { facilityFormValues } from "~/domain/facility-form";
import { detailsFormValues } from "~/domain/hotel-details-form";
import { readSavedSettings, settingsSaved } from "../../app/server/hotel-settings.server";
import { expectFormRefused, type FormRefusal, postToAction } from "./desk-helpers";
import { clearBookingRequests, post, wizardEntry } from "./submission-helpers";

/**
 * What is open and who issues the invoice (product-rules.md: What is open; Legal name and GSTIN):
 * the desk saving facility states and the legal name and GSTIN, and the server storing and
 * refusing a guest's billing details.
 */
const hotelRoute = () => import("../../app/desk/hotel/admin-hotel");
const send = (fields: Record<string, string>) => postToAction(hotelRoute, "/admin/hotel", fields);

afterEach(async () => {
  await env.DB.prepare("DELETE FROM hotel_settings").run();
  await settingsSaved(env.CACHE, seedSettings);
  await clearBookingRequests();
});

describe("the desk's What is open", () => {
  const facilities = (changes: Record<string, string>) => ({ intent: "facilities", ...facilityFormValues(seedSettings.facilities), ...changes });

  it("saves each facility's state and hours, puts them in force and audits the change", async () => {
    const answer = (await send(facilities({ spa_state: "open", pool_state: "opening", pool_opens_on: "2027-03-05", gym_opens: "06:00" }))) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/admin/hotel?done=facilities");
    const saved = await readSavedSettings(env.DB);
    expect(saved.facilities.spa).toEqual({ state: "open", opens: "09:00", closes: "21:00" });
    expect(saved.facilities.pool).toEqual({ state: "opening", opensOn: "2027-03-05", opens: "06:00", closes: "22:00" });
    expect(saved.facilities.gym.opens).toBe("06:00");
    expect(hotel.facilities.spa.state).toBe("open");
    const audit = await env.DB.prepare("SELECT action FROM desk_audit WHERE subject = 'settings' AND subject_key = 'facilities'").first<{ action: string }>();
    expect(audit?.action).toBe("facilities");
  });

  it("refuses an opening without its day, hours closing before they open, and an unknown state", async () => {
    expectFormRefused(await send(facilities({ spa_state: "opening", spa_opens_on: "", gym_closes: "04:00", pool_state: "soon" })), {
      form: "facilities",
      fields: {
        spa_opens_on: "Give the day the spa opens",
        gym_closes: "The fitness center must close after it opens",
        pool_state: "Choose whether the swimming pools is open, opening on a date or planned",
      },
    });
    expect((await readSavedSettings(env.DB)).facilities).toEqual(seedSettings.facilities);
  });
});

describe("the hotel's legal name and GSTIN on the desk", () => {
  const details = (changes: Record<string, string>) => ({ intent: "details", ...detailsFormValues(seedSettings.details), ...changes });

  it("saves them, read without spaces and in capitals, and puts them in force", async () => {
    const answer = (await send(details({ legal_name: "Narmada Riverside Resorts LLP", gstin: "23 aapfu 0939 f1z3" }))) as Response;
    expect(answer.status).toBe(303);
    expect((await readSavedSettings(env.DB)).details.legal).toEqual({ name: "Narmada Riverside Resorts LLP", gstin: "23AAPFU0939F1Z3" });
    expect(hotel.legal.gstin).toBe("23AAPFU0939F1Z3");
  });

  it("refuses a GSTIN from another state or with a wrong check character", async () => {
    const other = (await send(details({ gstin: "27AAPFU0939F1ZV" }))) as FormRefusal;
    expect(other.init?.status).toBe(400);
    expect(other.data.fields.gstin).toBe("The hotel's GSTIN must start with 23, Madhya Pradesh's state code");
    const typo = (await send(details({ gstin: "23AAPFU0939F1Z4" }))) as FormRefusal;
    expect(typo.data.fields.gstin).toBe("This GSTIN's last character does not match the rest. Please check it for a typing mistake");
    expect((await readSavedSettings(env.DB)).details.legal).toEqual(seedSettings.details.legal);
  });
});

describe("a guest's billing details at checkout", () => {
  const billing = { company_name: "Acme Tools Pvt Ltd", company_gstin: "27aapfu0939f1zv", billing_address: "12 MG Road\nPune 411001" };

  it("are stored with the booking and given back on the guest's receipt", async () => {
    const answer = await post("/api/bookings", { bookings: [wizardEntry(billing)] });
    expect(answer.status).toBe(201);
    const { data } = answer.json() as { data: { reference: string; guest: { billing?: unknown } } };
    expect(data.guest.billing).toEqual({ company: "Acme Tools Pvt Ltd", gstin: "27AAPFU0939F1ZV", address: "12 MG Road\nPune 411001" });
    const row = await env.DB.prepare("SELECT billing_company, billing_gstin, billing_address FROM bookings WHERE reference = ?")
      .bind(data.reference)
      .first();
    expect(row).toEqual({ billing_company: "Acme Tools Pvt Ltd", billing_gstin: "27AAPFU0939F1ZV", billing_address: "12 MG Road\nPune 411001" });
  });

  it("are refused with the field's message, in English and in Hindi, and nothing is stored", async () => {
    const wrong = await post("/api/bookings", { bookings: [wizardEntry({ ...billing, company_gstin: "27AAPFU0939F1ZW" })] });
    expect(wrong.status).toBe(400);
    expect((wrong.json().error as { fields: Record<string, string> }).fields["bookings.0.company_gstin"]).toBe(
      "This GSTIN's last character does not match the rest. Please check it for a typing mistake",
    );
    const noCompany = await post("/api/bookings", { bookings: [wizardEntry({ company_gstin: billing.company_gstin })] }, { headers: { "X-Page-Lang": "hi" } });
    expect(noCompany.status).toBe(400);
    expect((noCompany.json().error as { fields: Record<string, string> }).fields["bookings.0.company_name"]).toBe("इस जीएसटीआईएन पर पंजीकृत कंपनी का नाम लिखें");
    const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM bookings WHERE billing_gstin != ''").first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });
});
