import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { HomeBookingRequestForm } from "./home-booking-request-form";

afterEach(cleanup);

function renderForm() {
  const Stub = createRoutesStub([{ path: "/", Component: HomeBookingRequestForm }]);
  render(<Stub initialEntries={["/"]} />);
}

const optionsOf = (label: RegExp | string) =>
  Array.from(screen.getByLabelText(label).querySelectorAll("option"), (option) => option.value);

describe("HomeBookingRequestForm", () => {
  it("offers only the guest counts a room can take (product-rules.md: One guest rule), following the other count", async () => {
    renderForm();
    expect(optionsOf("Adults")).toEqual(["1", "2", "3", "4"]);
    expect(optionsOf(/Children/)).toEqual(["0", "1", "2"]);
    await act(async () => {
      fireEvent.change(screen.getByLabelText("Adults"), { target: { value: "3" } });
    });
    expect(optionsOf(/Children/)).toEqual(["0", "1"]);
    await act(async () => {
      fireEvent.change(screen.getByLabelText(/Children/), { target: { value: "1" } });
    });
    expect(optionsOf("Adults")).toEqual(["1", "2", "3"]);
  });
});
