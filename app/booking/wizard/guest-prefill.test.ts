import { describe, expect, it } from "vitest";
import { cleanGuestPrefill, decodeGuestPrefill, encodeGuestPrefill, guestPrefillFromCookieHeader } from "./guest-prefill";

describe("the guest's details handed from the home request to the wizard", () => {
  it("survive the cookie in any script, and only the known fields", () => {
    const prefill = { name: "सुरेश चौहान", email: "suresh@example.com", phone: "+91 98260 12345", special_requests: "Ground floor; near lift" };
    const value = encodeGuestPrefill(prefill);
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(guestPrefillFromCookieHeader(`a=1; booking_guest=${value}; b=2`)).toEqual(prefill);
    expect(cleanGuestPrefill({ name: "  Asha ", role: "admin", email: "", phone: 5 })).toEqual({ name: "Asha" });
  });

  it("are nothing when the cookie is missing, forged or unreadable", () => {
    expect(guestPrefillFromCookieHeader(null)).toEqual({});
    expect(guestPrefillFromCookieHeader("other=1")).toEqual({});
    expect(decodeGuestPrefill("not base64!")).toEqual({});
    expect(decodeGuestPrefill(encodeGuestPrefill({}).slice(0, 2))).toEqual({});
    expect(decodeGuestPrefill(btoa("[1,2]"))).toEqual({});
    expect(cleanGuestPrefill({ name: "x".repeat(500) }).name).toHaveLength(100);
  });
});
