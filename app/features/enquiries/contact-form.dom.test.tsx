import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ContactForm } from "./contact-form";

afterEach(cleanup);

function ContactPage() {
  return <ContactForm />;
}

const Stub = createRoutesStub([{ path: "/Contact", Component: ContactPage }]);

function renderForm() {
  render(<Stub initialEntries={["/Contact"]} />);
}

const errorOf = (label: string) => {
  const control = screen.getByLabelText(label);
  return document.getElementById(control.getAttribute("aria-describedby") ?? "")?.textContent;
};

async function send() {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
  });
}

describe("ContactForm (hydrated)", () => {
  it("checks every field again on each press, even while an earlier message still shows", async () => {
    renderForm();
    await send();
    await waitFor(() => expect(errorOf("Name")).toBe("Name is required"));
    expect(errorOf("Email")).toBe("Email is required");

    await act(async () => {
      fireEvent.change(screen.getByLabelText("Email"), { target: { value: "asha@" } });
    });
    expect(errorOf("Email")).toBe("");
    await send();
    await waitFor(() => expect(errorOf("Email")).toBe("Invalid email format"));
    expect(errorOf("Name")).toBe("Name is required");
  });
});
