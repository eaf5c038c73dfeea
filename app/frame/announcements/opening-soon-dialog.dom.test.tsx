import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { wordsWrapper } from "~/components/words-test-support";
import { hotel } from "~/content/hotel";
import { OpeningSoonDialog } from "./opening-soon-dialog";

afterEach(cleanup);

describe("the opening-soon dialog (product-rules.md: Booking calls to action, Hindi)", () => {
  it("in English: the opening day, and the reservations address and phone as links in the sentence", () => {
    render(<OpeningSoonDialog open onClose={() => {}} />, { wrapper: wordsWrapper() });
    const dialog = screen.getByRole("dialog", { hidden: true });
    expect(dialog.querySelector("h2")?.textContent).toBe("Opening soon");
    const [soon, reserve] = [...dialog.querySelectorAll("p")].map((line) => line.textContent);
    expect(soon).toBe("Online booking will be available shortly. We open our doors on September 26th, 2025.");
    expect(reserve).toBe(
      `To reserve a room today, write to us at ${hotel.emails.reservations} or call ${hotel.phones.primary.display}.`,
    );
    expect(dialog.querySelector("strong")?.textContent).toBe("September 26th, 2025");
  });

  it("in Hindi: the same sentence ordered as Hindi orders it, around the same links", () => {
    render(<OpeningSoonDialog open onClose={() => {}} />, { wrapper: wordsWrapper({ lang: "hi" }) });
    const dialog = screen.getByRole("dialog", { hidden: true });
    expect(dialog.querySelector("h2")?.textContent).toBe("जल्द खुल रहे हैं");
    const [soon, reserve] = [...dialog.querySelectorAll("p")];
    expect(soon.textContent).toBe("ऑनलाइन बुकिंग जल्द शुरू होगी। हम 26 सितंबर 2025 को अपने द्वार खोल रहे हैं।");
    expect(reserve.textContent).toBe(
      `आज ही कमरा बुक करने के लिए हमें ${hotel.emails.reservations} पर लिखें या ${hotel.phones.primary.display} पर फ़ोन करें।`,
    );
    expect([...reserve.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual([
      `mailto:${hotel.emails.reservations}`,
      `tel:${hotel.phones.primary.tel}`,
    ]);
    expect(screen.getAllByRole("button", { name: "बंद करें", hidden: true })).toHaveLength(2);
  });
});
