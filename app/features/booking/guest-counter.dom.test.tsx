import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GuestCounter } from "./guest-counter";

afterEach(cleanup);

describe("GuestCounter", () => {
  it("names its buttons for the room and disables them at the limits", () => {
    const onAdd = vi.fn();
    render(
      <GuestCounter
        label="Adults"
        roomLabel="Room 2"
        noun="adult"
        value={4}
        canAdd={false}
        canRemove
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
});
