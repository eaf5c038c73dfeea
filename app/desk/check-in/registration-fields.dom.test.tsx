import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, Form } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { RegistrationFields } from "./registration-fields";
import { StayRoomLine } from "./stay-room-line";
import type { StayRoom } from "./stay-rooms.server";

afterEach(cleanup);

function renderAt(Component: () => React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component }]);
  render(<Stub initialEntries={["/"]} />);
}

const countries: [string, string][] = [
  ["IN", "India"],
  ["GB", "United Kingdom"],
];

describe("the registration's fields", () => {
  it("mask the Aadhaar number, never fill it in, and offer India first and chosen", async () => {
    renderAt(() => (
      <Form method="post">
        <RegistrationFields values={{ full_name: "Asha Verma", aadhaar_number: "234567890123" }} errors={{}} countries={countries} otherAdults={2} />
      </Form>
    ));
    const aadhaar = (await screen.findByLabelText("Aadhaar number (for Aadhaar)")) as HTMLInputElement;
    expect(aadhaar.type).toBe("password");
    expect(aadhaar.getAttribute("inputmode")).toBe("numeric");
    expect(aadhaar.getAttribute("autocomplete")).toBe("off");
    expect(aadhaar.value).toBe("");
    expect(screen.getByLabelText("Nationality").getAttribute("id")).toBe("field-nationality");
    expect((document.getElementById("field-nationality") as unknown as { value: string }).value).toBe("IN");
    expect((screen.getByLabelText("Full name, as on the ID") as HTMLInputElement).value).toBe("Asha Verma");
    // One field per adult beyond the first.
    expect(screen.getByLabelText("Adult 2's name")).toBeTruthy();
    expect(screen.getByLabelText("Adult 3's name")).toBeTruthy();
    expect(screen.queryByLabelText("Adult 4's name")).toBeNull();
    expect(screen.getByLabelText("Visa number")).toBeTruthy();
  });

  it("tie each refused field's message to it", async () => {
    renderAt(() => (
      <Form method="post">
        <RegistrationFields values={{}} errors={{ passport_number: "Enter the passport number" }} countries={countries} otherAdults={0} />
      </Form>
    ));
    const passport = await screen.findByLabelText("Passport number");
    expect(passport.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(passport.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Enter the passport number");
  });
});

describe("a booked room's line on the booking page", () => {
  const room: StayRoom = { id: 7, roomId: 1, roomTypeName: "Deluxe Room", adults: 2, unit: null, nights: ["2026-12-10"], choices: [{ id: 3, number: "103" }] };

  it("says No room yet and offers the free rooms", async () => {
    renderAt(() => <StayRoomLine room={room} formKey="k" canMove />);
    expect((await screen.findByTestId("room-number")).textContent).toBe("No room yet");
    expect(screen.getByRole("option", { name: "Room 103" })).toBeTruthy();
  });

  it("names the room and offers only other rooms to move to", async () => {
    renderAt(() => <StayRoomLine room={{ ...room, unit: { id: 3, number: "103" }, choices: [{ id: 3, number: "103" }, { id: 4, number: "104" }] }} formKey="k" canMove />);
    expect((await screen.findByTestId("room-number")).textContent).toBe("Room 103");
    expect(screen.queryByRole("option", { name: "Room 103" })).toBeNull();
    expect(screen.getByRole("button", { name: "Move" })).toBeTruthy();
  });
});
