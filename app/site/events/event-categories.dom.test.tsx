import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { wordsWrapper } from "~/components/words-test-support";
import { eventsPage } from "~/content/events";
import { eventsPageHi } from "~/content/events.hi";
import type { Review } from "~/domain/guest-words";
import { EventCategories } from "./event-categories";
import { eventWordsEn } from "./event-words";
import { eventWordsHi } from "./event-words.hi";

afterEach(cleanup);

const review = {
  id: 1,
  text: "A lovely wedding by the river.",
  author: "Asha",
  place: "Indore",
  source: "Google",
  url: "https://maps.google.com/review/1",
  date: "2026-03-14",
  rating: 5,
} as Review;

describe("EventCategories", () => {
  it("shows the six categories and opens a preview, in English", () => {
    render(<EventCategories categories={eventsPage.categories} reviews={[review]} words={eventWordsEn} />, {
      wrapper: wordsWrapper(),
    });
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(6);
    fireEvent.click(screen.getByText("Preview weddings"));
    const dialog = document.querySelector("dialog") as HTMLElement;
    expect(within(dialog).getByRole("heading", { name: "Weddings" })).toBeTruthy();
    expect(dialog.textContent).toContain("(1 of 3)");
    expect(dialog.textContent).toContain("March 2026");
    expect(within(dialog).getByRole("link", { name: "Plan Your Weddings with Us" })).toBeTruthy();
  });

  it("speaks Hindi on a Hindi page: the cards, the preview's buttons, its count, the review's month", () => {
    render(<EventCategories categories={eventsPageHi.categories} reviews={[review]} words={eventWordsHi} />, {
      wrapper: wordsWrapper({ lang: "hi" }),
    });
    expect(screen.getByText("400 मेहमानों तक")).toBeTruthy();
    fireEvent.click(screen.getByText("शादी-ब्याह: झलक देखें"));
    const dialog = document.querySelector("dialog") as HTMLElement;
    expect(within(dialog).getByRole("heading", { name: "शादी-ब्याह" })).toBeTruthy();
    expect(dialog.textContent).toContain("(3 में से 1)");
    fireEvent.click(within(dialog).getByRole("button", { name: "अगली तस्वीर" }));
    expect(dialog.textContent).toContain("(3 में से 2)");
    expect(dialog.textContent).toContain("मार्च 2026");
    expect(within(dialog).getByRole("link", { name: "शादी-ब्याह की योजना हमारे साथ बनाएँ" })).toBeTruthy();
  });
});
