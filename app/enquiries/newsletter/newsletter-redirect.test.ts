import { describe, expect, it } from "vitest";
import { newsletterReturnUrl } from "./newsletter-redirect";

const request = (referer?: string) =>
  new Request("https://hotel.example/newsletter", { method: "POST", headers: referer ? { Referer: referer } : {} });

describe("newsletterReturnUrl (footer sign-up without JavaScript)", () => {
  it("returns to the page the guest was on, with the outcome, at the footer", () => {
    expect(newsletterReturnUrl(request("https://hotel.example/Gallery?x=1"), "success")).toBe("/Gallery?x=1&newsletter=success#newsletter");
  });

  it("replaces an earlier outcome and leaves none for an empty submission", () => {
    expect(newsletterReturnUrl(request("https://hotel.example/about?newsletter=invalid"), null)).toBe("/about#newsletter");
  });

  it("never follows a Referer to another site, and survives a missing or malformed one", () => {
    expect(newsletterReturnUrl(request("https://evil.example/phish"), "success")).toBe("/?newsletter=success#newsletter");
    expect(newsletterReturnUrl(request(), "failed")).toBe("/?newsletter=failed#newsletter");
    expect(newsletterReturnUrl(request("not a url"), "failed")).toBe("/?newsletter=failed#newsletter");
  });
});
