import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { wordsWrapper } from "~/components/words-test-support";
import { hotel } from "~/content/hotel";
import type { GalleryItem } from "~/domain/api-types";
import { GalleryView } from "./gallery-view";
import { galleryWordsEn } from "./gallery-words";
import { galleryWordsHi } from "./gallery-words.hi";

afterEach(cleanup);

const items: GalleryItem[] = [
  { id: 1, source: "/media/gallery/exterior.svg", alt_name: "The resort from the river", heading: "The Resort" },
  { id: 2, source: "/media/gallery/pool.svg", alt_name: "The swimming pool", heading: "Swimming Pool" },
];

const renderView = (view: React.ReactNode, lang: "en" | "hi" = "en") => render(view, { wrapper: wordsWrapper({ lang }) });
const words = galleryWordsEn.view;

describe("GalleryView", () => {
  it("says honestly that the gallery is unavailable, with a way to reach the hotel", () => {
    renderView(<GalleryView state={{ status: "unavailable" }} words={words} />);
    const alert = screen.getByRole("alert");
    expect(within(alert).getByRole("heading", { name: words.unavailable.title })).toBeTruthy();
    expect(within(alert).getByRole("link", { name: hotel.phones.primary.display }).getAttribute("href")).toBe(
      `tel:${hotel.phones.primary.tel}`,
    );
    expect(within(alert).getByRole("link", { name: words.unavailable.retry })).toBeTruthy();
    expect(screen.queryAllByRole("img")).toHaveLength(0);
  });

  it("shows a friendly note instead of an empty grid when there are no photos", () => {
    renderView(<GalleryView state={{ status: "ready", items: [] }} words={words} />);
    expect(screen.getByText(/New photos of the resort are on their way/)).toBeTruthy();
  });

  it("lists every photo with its alt text and size, and opens the chosen one with its heading", () => {
    renderView(<GalleryView state={{ status: "ready", items }} words={words} />);
    const photos = screen.getAllByRole("link", { name: /The Resort|Swimming Pool/ });
    expect(photos).toHaveLength(2);
    const image = screen.getByAltText("The swimming pool");
    expect(image.getAttribute("width")).toBe("1200");
    expect(image.getAttribute("height")).toBe("800");

    fireEvent.click(photos[1] as HTMLElement);
    const dialog = document.querySelector("dialog");
    expect(dialog?.textContent).toContain("Swimming Pool");
    expect(dialog?.textContent).toContain("Photo 2 of 2");

    fireEvent.click(within(dialog as HTMLElement).getByRole("button", { name: words.lightbox.next }));
    expect(dialog?.textContent).toContain("The Resort");
    expect(dialog?.textContent).toContain("Photo 1 of 2");
  });

  it("speaks Hindi on a Hindi page: the viewer's count and buttons, and the honest messages", () => {
    const hindi = galleryWordsHi.view;
    renderView(<GalleryView state={{ status: "ready", items }} words={hindi} />, "hi");
    fireEvent.click(screen.getAllByRole("link")[0] as HTMLElement);
    const dialog = document.querySelector("dialog") as HTMLElement;
    expect(dialog.textContent).toContain("2 में से तस्वीर 1");
    fireEvent.click(within(dialog).getByRole("button", { name: "पिछली तस्वीर" }));
    expect(dialog.textContent).toContain("2 में से तस्वीर 2");
    cleanup();

    renderView(<GalleryView state={{ status: "unavailable" }} words={hindi} />, "hi");
    const alert = screen.getByRole("alert");
    expect(within(alert).getByRole("heading", { name: "गैलरी अभी नहीं खुल पा रही है" })).toBeTruthy();
    expect(within(alert).getByRole("link", { name: "फिर कोशिश करें" })).toBeTruthy();
    // The facilities page has no Hindi version yet, so its link leads to the English page.
    expect(within(alert).getByRole("link", { name: "हमारी सुविधाएँ देखें" }).getAttribute("href")).toBe("/hi/Facilities");
  });
});
