import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { RouterProvider, createMemoryRouter, useLocation } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { IsoDate } from "~/content/hotel";
import { rootWords } from "~/root-words.server";
import { homeWordsEn } from "../../site/home/home-words";
import { BookingCta } from "./booking-cta";
import { bookingCtaWordsHi } from "./booking-cta-words.hi";
import { BookingStrip } from "./booking-strip";
import { sendWords } from "~/i18n/words";

afterEach(cleanup);

beforeAll(() => {
  // happy-dom has no modal dialogs; the shared Modal only needs these two to exist.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

function selectIn(element: HTMLElement): HTMLSelectElement {
  if (!(element instanceof HTMLSelectElement)) throw new Error("expected a select");
  return element;
}

function inputIn(element: HTMLElement): HTMLInputElement {
  if (!(element instanceof HTMLInputElement)) throw new Error("expected an input");
  return element;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/**
 * A data router, as the site has: the CTAs read the hotel's today and their words from the root
 * loader's data (the strip its words from the home page's).
 */
function renderAt(element: React.ReactNode, { hindi = false } = {}) {
  const words = sendWords({ ...rootWords(hindi ? "hi" : "en"), home: homeWordsEn });
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => ({ words }),
        // As the site's root: its words do not change within a language.
        shouldRevalidate: () => false,
        children: [
          { index: true, element },
          { path: "hi", element },
          { path: "BookingForm", element: <Where /> },
          { path: "hi/BookingForm", element: <Where /> },
        ],
      },
    ],
    { initialEntries: [hindi ? "/hi" : "/"], hydrationData: { loaderData: { root: { words } } } },
  );
  return render(<RouterProvider router={router} />);
}

/** Room 2's "Book This Room" as on `today`, followed. */
function followBookThisRoom(today: IsoDate) {
  renderAt(
    <BookingCta today={today} handOff={{ roomId: 2 }}>
      Book This Room
    </BookingCta>,
  );
  fireEvent.click(screen.getByRole("link", { name: "Book This Room" }));
}

describe("booking calls to action (product-rules.md: Booking calls to action)", () => {
  it("before the opening date open the Opening Soon popup instead of the wizard", () => {
    followBookThisRoom("2025-09-01");
    expect(screen.queryByTestId("where")).toBeNull();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("from the opening date on go to the wizard with the room", () => {
    followBookThisRoom("2026-11-21");
    expect(screen.getByTestId("where").textContent).toBe("/BookingForm?room=2");
  });

  it("on a Hindi page say the root's Hindi words and lead to the Hindi wizard", () => {
    renderAt(<BookingCta today="2026-11-21" handOff={{ roomId: 2 }} />, { hindi: true });
    fireEvent.click(screen.getByRole("link", { name: bookingCtaWordsHi.bookNow }));
    expect(screen.getByTestId("where").textContent).toBe("/hi/BookingForm?room=2");
  });

  it("on an English page without words of its own say Book Now", () => {
    renderAt(<BookingCta today="2026-11-21" />);
    expect(screen.getByRole("link", { name: "Book Now" }).getAttribute("href")).toBe("/BookingForm");
  });
});

describe("the home booking strip", () => {
  it("before the opening date opens the Opening Soon popup", () => {
    renderAt(<BookingStrip today="2025-09-01" />);
    fireEvent.click(screen.getByRole("button", { name: "Check Availability" }));
    expect(screen.queryByTestId("where")).toBeNull();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("after opening fills the wizard with the dates and the party spread over the rooms", () => {
    renderAt(<BookingStrip today="2026-11-21" />);
    expect(inputIn(screen.getByLabelText("Check-in")).value).toBe("2026-11-21");
    expect(inputIn(screen.getByLabelText("Check-out")).value).toBe("2026-11-22");
    fireEvent.change(screen.getByLabelText("Rooms"), { target: { value: "2" } });
    fireEvent.change(screen.getByLabelText("Adults"), { target: { value: "3" } });
    fireEvent.change(screen.getByLabelText(/Children/), { target: { value: "1" } });
    fireEvent.click(screen.getByRole("button", { name: "Check Availability" }));
    expect(screen.getByTestId("where").textContent).toBe(
      "/BookingForm?check_in=2026-11-21&check_out=2026-11-22&guests=2-0%2C1-1",
    );
  });

  it("keeps every room with an adult and within 4 guests", () => {
    renderAt(<BookingStrip today="2026-11-21" />);
    fireEvent.change(screen.getByLabelText("Rooms"), { target: { value: "3" } });
    const adults = selectIn(screen.getByLabelText("Adults"));
    expect(adults.value).toBe("3");
    expect(Array.from(adults.options, (option) => option.value)[0]).toBe("3");
    fireEvent.change(screen.getByLabelText("Rooms"), { target: { value: "1" } });
    expect(Array.from(adults.options, (option) => Number(option.value)).at(-1)).toBe(4);
    expect(Array.from(selectIn(screen.getByLabelText(/Children/)).options).length).toBe(2);
  });
});
