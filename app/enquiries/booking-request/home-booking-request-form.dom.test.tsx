import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Lang } from "~/i18n/lang";
import { homeWordsWrapper } from "../../site/home/home-test-support";
import { HomeBookingRequestForm } from "./home-booking-request-form";
import { homeRequestWordsEn } from "./home-request-words";
import { homeRequestWordsHi } from "./home-request-words.hi";

afterEach(cleanup);

function renderForm(lang: Lang = "en") {
  render(<HomeBookingRequestForm />, { wrapper: homeWordsWrapper({ lang }) });
}

const optionsOf = (label: RegExp | string) =>
  Array.from(screen.getByLabelText(label).querySelectorAll("option"), (option) => option.value);

describe("HomeBookingRequestForm", () => {
  it("offers only the guest counts a room can take (product-rules.md: One guest rule), following the other count", async () => {
    renderForm();
    const { adults } = homeRequestWordsEn.labels;
    expect(optionsOf(adults)).toEqual(["1", "2", "3", "4"]);
    expect(optionsOf(/Children/)).toEqual(["0", "1", "2"]);
    await act(async () => {
      fireEvent.change(screen.getByLabelText(adults), { target: { value: "3" } });
    });
    expect(optionsOf(/Children/)).toEqual(["0", "1"]);
    await act(async () => {
      fireEvent.change(screen.getByLabelText(/Children/), { target: { value: "1" } });
    });
    expect(optionsOf(adults)).toEqual(["1", "2", "3"]);
  });

  it("is labelled in Hindi on the Hindi home page (product-rules.md: Hindi)", () => {
    renderForm("hi");
    const w = homeRequestWordsHi;
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(w.heading);
    for (const label of [w.labels.name, w.labels.email, w.labels.checkIn, w.labels.checkOut, w.labels.adults]) {
      expect(screen.getByLabelText(label, { exact: false })).toBeTruthy();
    }
    expect(screen.getByLabelText("बच्चे (0-12 वर्ष)")).toBeTruthy();
    expect(screen.getByRole("button", { name: w.submit })).toBeTruthy();
  });

  it("starts a booking: posts the spec's fields to the wizard of the page's language (product-rules.md: One way to book)", () => {
    renderForm("hi");
    const form = screen.getByRole("form", { name: homeRequestWordsHi.heading }) as HTMLFormElement;
    expect(form.method).toBe("post");
    expect(new URL(form.action).pathname).toBe("/hi/BookingForm");
    const names = Array.from(form.elements, (element) => element.getAttribute("name")).filter(Boolean);
    expect(names).toEqual(["intent", "name", "email", "phone", "check_in", "check_out", "adults", "children", "special_requests"]);
    // The browser's own check asks for the stay before the form leaves; the wizard checks the rest.
    expect(screen.getByLabelText(homeRequestWordsHi.labels.checkIn)).toHaveProperty("required", true);
    expect(screen.getByLabelText(homeRequestWordsHi.labels.checkOut)).toHaveProperty("required", true);
  });

  it("leads to the English wizard from the English home page", () => {
    renderForm("en");
    const form = screen.getByRole("form", { name: homeRequestWordsEn.heading }) as HTMLFormElement;
    expect(new URL(form.action).pathname).toBe("/BookingForm");
    expect(screen.getByText(homeRequestWordsEn.next)).toBeTruthy();
  });
});
