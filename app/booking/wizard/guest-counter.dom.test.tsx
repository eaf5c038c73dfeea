import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type BookingWords, bookingWordsEn } from "./booking-words";
import { bookingWordsHi } from "./booking-words.hi";
import { GuestCounter } from "./guest-counter";
import { sendWords } from "~/i18n/words";

afterEach(cleanup);

/** The counter in a page whose loader sent the wizard's words, as /BookingForm's does. */
function renderInPage(element: ReactNode, booking: BookingWords = bookingWordsEn) {
  const words = sendWords({ booking });
  const router = createMemoryRouter([{ id: "page", path: "*", loader: () => ({ words }), element }], {
    hydrationData: { loaderData: { page: { words } } },
  });
  return render(<RouterProvider router={router} />);
}

describe("GuestCounter", () => {
  it("names its buttons for the room and disables them at the limits", () => {
    const onAdd = vi.fn();
    renderInPage(
      <GuestCounter
        label="Adults"
        roomLabel="Room 2"
        noun="adult"
        value={4}
        canAdd={false}
        canRemove
        addAct="addAdult:1"
        removeAct="removeAdult:1"
        onAdd={onAdd}
        onRemove={() => {}}
      />,
    );
    const add = screen.getByRole("button", { name: "Add one adult to Room 2" });
    expect(add.hasAttribute("disabled")).toBe(true);
    fireEvent.click(add);
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Remove one adult from Room 2" }).hasAttribute("disabled")).toBe(false);
    expect(screen.getByRole("group", { name: "Adults in Room 2" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("4");
  });

  it("before the script runs, each button submits what it does; with it, a press stays in the page", () => {
    const onRemove = vi.fn();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    renderInPage(
      <form onSubmit={(event) => submitted(event.nativeEvent)}>
        <GuestCounter label="Children" roomLabel="Room 1" noun="child" value={1} canAdd canRemove addAct="addChild:0" removeAct="removeChild:0" onAdd={() => {}} onRemove={onRemove} />
      </form>,
    );
    const remove = screen.getByRole("button", { name: "Remove one child from Room 1" });
    expect(remove.getAttribute("type")).toBe("submit");
    expect(remove.getAttribute("name")).toBe("act");
    expect(remove.getAttribute("value")).toBe("removeChild:0");
    fireEvent.click(remove);
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(submitted).not.toHaveBeenCalled();
  });

  it("in Hindi, names its buttons and its group in the page's words", () => {
    renderInPage(
      <GuestCounter
        label={bookingWordsHi.search.adults}
        roomLabel="कमरा 2"
        noun={bookingWordsHi.counter.adult}
        value={2}
        canAdd
        canRemove
        addAct="addAdult:1"
        removeAct="removeAdult:1"
        onAdd={() => {}}
        onRemove={() => {}}
      />,
      bookingWordsHi,
    );
    expect(screen.getByRole("button", { name: "कमरा 2 में एक वयस्क जोड़ें" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "कमरा 2 से एक वयस्क कम करें" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "कमरा 2 में वयस्क" })).toBeTruthy();
  });
});
