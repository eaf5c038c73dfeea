import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { hotel } from "~/content/hotel";
import type { GalleryItem } from "~/domain/api-types";
import { GalleryView } from "./gallery-view";

afterEach(cleanup);

const items: GalleryItem[] = [
  { id: 1, source: "/media/gallery/exterior.svg", alt_name: "The resort from the river", heading: "The Resort" },
  { id: 2, source: "/media/gallery/pool.svg", alt_name: "The swimming pool", heading: "Swimming Pool" },
];

const renderView = (view: React.ReactNode) => render(<MemoryRouter>{view}</MemoryRouter>);

describe("GalleryView", () => {
  it("says honestly that the gallery is unavailable, with a way to reach the hotel", () => {
    renderView(<GalleryView state={{ status: "unavailable" }} />);
    const alert = screen.getByRole("alert");
    expect(within(alert).getByRole("heading", { name: "The gallery is unavailable right now" })).toBeTruthy();
    expect(within(alert).getByRole("link", { name: hotel.phones.primary.display }).getAttribute("href")).toBe(
      `tel:${hotel.phones.primary.tel}`,
    );
    expect(within(alert).getByRole("link", { name: "Try again" })).toBeTruthy();
    expect(screen.queryAllByRole("img")).toHaveLength(0);
  });

  it("shows a friendly note instead of an empty grid when there are no photos", () => {
    renderView(<GalleryView state={{ status: "ready", items: [] }} />);
    expect(screen.getByText(/New photos of the resort are on their way/)).toBeTruthy();
  });

  it("lists every photo with its alt text and size, and opens the chosen one with its heading", () => {
    renderView(<GalleryView state={{ status: "ready", items }} />);
    const photos = screen.getAllByRole("link", { name: /The Resort|Swimming Pool/ });
    expect(photos).toHaveLength(2);
    const image = screen.getByAltText("The swimming pool");
    expect(image.getAttribute("width")).toBe("1200");
    expect(image.getAttribute("height")).toBe("800");

    fireEvent.click(photos[1] as HTMLElement);
    const dialog = document.querySelector("dialog");
    expect(dialog?.textContent).toContain("Swimming Pool");
    expect(dialog?.textContent).toContain("Photo 2 of 2");

    fireEvent.click(within(dialog as HTMLElement).getByRole("button", { name: "Next photo" }));
    expect(dialog?.textContent).toContain("The Resort");
    expect(dialog?.textContent).toContain("Photo 1 of 2");
  });
});
