import { describe, expect, it } from "vitest";
import { guestPrefillFromCookieHeader } from "./guest-prefill";
import { startBookingFromHome, startBookingIfAsked } from "./start-booking.server";

function homeForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  form.set("intent", "start-booking");
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describe("the home page's request starts a booking (product-rules.md: One way to book)", () => {
  it("hands the stay and party to the wizard and keeps the guest's details on its path only", () => {
    const answer = startBookingFromHome(
      homeForm({ name: "Suresh", email: "suresh@example.com", phone: "9826012345", check_in: "2027-01-10", check_out: "2027-01-12", adults: "2", children: "1", special_requests: "Ground floor" }),
      "en",
      true,
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/BookingForm?check_in=2027-01-10&check_out=2027-01-12&guests=2-1");
    const cookie = answer.headers.get("Set-Cookie") ?? "";
    expect(cookie).toContain("Path=/BookingForm;");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Secure");
    expect(guestPrefillFromCookieHeader(cookie.split(";")[0] ?? "")).toEqual({
      name: "Suresh",
      email: "suresh@example.com",
      phone: "9826012345",
      special_requests: "Ground floor",
    });
  });

  it("leads a Hindi page to the Hindi wizard, seats a large party in the fewest rooms, and drops bad dates", () => {
    const answer = startBookingFromHome(homeForm({ check_in: "2027-02-30", check_out: "", adults: "4", children: "2" }), "hi", false);
    expect(answer.headers.get("Location")).toBe("/hi/BookingForm?guests=2-1%2C2-1");
    const cookie = answer.headers.get("Set-Cookie") ?? "";
    expect(cookie).toContain("Path=/hi/BookingForm;");
    // No details given: any earlier guest's are dropped.
    expect(cookie).toContain("Max-Age=0");
    expect(cookie).not.toContain("Secure");
  });

  it("leaves the wizard's own checkout post alone", async () => {
    const checkout = new FormData();
    checkout.set("name", "Suresh");
    const request = new Request("https://hotel.example/BookingForm?step=4", { method: "POST", body: checkout });
    expect(await startBookingIfAsked(request, "en")).toBeNull();
    // The checkout can still read its body.
    expect((await request.formData()).get("name")).toBe("Suresh");
  });
});
