import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Outlet, createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { contactMessages } from "~/domain/enquiry-schemas";
import { contactMessagesHi } from "~/domain/enquiry-schemas.hi";
import { rootDataFor } from "~/components/words-test-support";
import { sendWords } from "~/i18n/words";
import { intakeWordsEn } from "../intake/intake-words";
import { intakeWordsHi } from "../intake/intake-words.hi";
import { ContactForm } from "./contact-form";
import { contactPageWordsEn } from "./contact-words";
import { contactPageWordsHi } from "./contact-words.hi";

afterEach(cleanup);

function ContactPage() {
  return <ContactForm />;
}

const words = {
  en: { contactPage: contactPageWordsEn, intake: intakeWordsEn },
  hi: { contactPage: contactPageWordsHi, intake: intakeWordsHi },
};

/** The form as /Contact shows it: the root's words (the form kit's) and the page's own, in `lang`. */
function renderForm(lang: "en" | "hi" = "en") {
  const path = lang === "hi" ? "/hi/Contact" : "/Contact";
  const Stub = createRoutesStub([
    {
      id: "root",
      Component: Outlet,
      loader: () => rootDataFor(lang),
      children: [{ path, Component: ContactPage, loader: () => ({ words: sendWords(words[lang]) }) }],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

const errorOf = (label: string) => {
  const control = screen.getByLabelText(label);
  return document.getElementById(control.getAttribute("aria-describedby") ?? "")?.textContent;
};

async function send(label: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: label }));
  });
}

describe("ContactForm (hydrated)", () => {
  const form = contactPageWordsEn.form;

  it("checks every field again on each press, even while an earlier message still shows", async () => {
    renderForm();
    await screen.findByRole("button", { name: form.submit });
    await send(form.submit);
    await waitFor(() => expect(errorOf(form.name)).toBe("Name is required"));
    expect(errorOf(form.email)).toBe("Email is required");

    await act(async () => {
      fireEvent.change(screen.getByLabelText(form.email), { target: { value: "asha@" } });
    });
    expect(errorOf(form.email)).toBe("");
    await send(form.submit);
    await waitFor(() => expect(errorOf(form.email)).toBe("Invalid email format"));
    expect(errorOf(form.name)).toBe("Name is required");
  });

  it("on a Hindi page, asks in Hindi and checks in Hindi", async () => {
    const hi = contactPageWordsHi.form;
    renderForm("hi");
    await screen.findByRole("button", { name: hi.submit });
    await send(hi.submit);
    await waitFor(() => expect(errorOf(hi.name)).toBe(contactMessagesHi.nameRequired));
    expect(errorOf(hi.email)).toBe(contactMessagesHi.emailRequired);
    expect(errorOf(hi.phone)).toBe(contactMessagesHi.phoneRequired);
    expect(errorOf(hi.message)).toBe(contactMessagesHi.messageRequired);
    expect(contactMessagesHi.nameRequired).not.toBe(contactMessages.nameRequired);
    expect(screen.getByRole("heading", { name: hi.heading })).toBeTruthy();
  });
});
