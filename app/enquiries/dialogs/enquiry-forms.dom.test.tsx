import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ComponentType } from "react";
import { Outlet, createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { rootDataFor } from "~/components/words-test-support";
import { eventMessagesHi } from "~/domain/enquiry-schemas.hi";
import type { Lang } from "~/i18n/lang";
import { sendWords } from "~/i18n/words";
import { EventEnquiryForm } from "../../site/events/event-enquiry-form";
import { intakeWordsEn } from "../intake/intake-words";
import { intakeWordsHi } from "../intake/intake-words.hi";
import { EnquiryDialogButton } from "./enquiry-dialog-button";
import { EnquiryDialogForm } from "./enquiry-dialog-form";
import { enquiryDialogWordsEn } from "./enquiry-dialog-words";
import { enquiryDialogWordsHi } from "./enquiry-dialog-words.hi";
import { eventFormWordsEn } from "./event-form-words";
import { eventFormWordsHi } from "./event-form-words.hi";

afterEach(cleanup);

const words = {
  en: { eventForm: eventFormWordsEn, enquiryDialog: enquiryDialogWordsEn, intake: intakeWordsEn },
  hi: { eventForm: eventFormWordsHi, enquiryDialog: enquiryDialogWordsHi, intake: intakeWordsHi },
};

/** `Page` at `path` in `lang`, as the Event, Spa and Gym routes send these forms' words. */
function renderAt(Page: ComponentType, lang: Lang, path: string) {
  const at = lang === "hi" ? `/hi${path}` : path;
  const Stub = createRoutesStub([
    {
      id: "root",
      Component: Outlet,
      loader: () => rootDataFor(lang),
      children: [{ path: at.split("?")[0], Component: Page, loader: () => ({ words: sendWords(words[lang]) }) }],
    },
  ]);
  render(<Stub initialEntries={[at]} />);
}

describe("Book Your Event", () => {
  it("a category preset: the occasion, its event type and the sentence, in Hindi on a Hindi page", async () => {
    renderAt(EventEnquiryForm, "hi", "/Event?category=social");
    await screen.findByRole("heading", { name: eventFormWordsHi.heading });
    expect(screen.getByText("पारिवारिक उत्सव").parentElement?.textContent).toBe("आपका आयोजन: पारिवारिक उत्सव (ज़्यादा से ज़्यादा 200 मेहमान)");
    expect(screen.getByLabelText(eventFormWordsHi.eventType)).toHaveProperty("value", "Party");
    expect(screen.getByRole("option", { name: "पार्टी" })).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>(/ज़रूरतें/).value).toBe(
      "हम एक पारिवारिक उत्सव की योजना बना रहे हैं और जगह, खाने के मेन्यू और तारीख़ों के बारे में जानना चाहते हैं।",
    );
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: eventFormWordsHi.submit }));
    });
    await waitFor(() => expect(screen.getAllByText(eventMessagesHi.eventDateRequired).length).toBeGreaterThan(0));
  });

  it("in English, as before", async () => {
    renderAt(EventEnquiryForm, "en", "/Event?category=social");
    await screen.findByRole("heading", { name: "Book Your Event" });
    expect(screen.getByText("Social Celebrations").parentElement?.textContent).toBe("Planning: Social Celebrations (up to 200 guests)");
    expect(screen.getByLabelText<HTMLTextAreaElement>(/Requirements/).value).toBe(
      "We are planning social celebrations and would like to know about venues, menus and dates.",
    );
  });
});

describe("the Spa and Gym enquiry dialogs", () => {
  it("the button's plain link carries the opening sentence in the page's language", async () => {
    renderAt(() => <EnquiryDialogButton kind="spa" topic="अभ्यंग मालिश" label="अभी बुक करें" />, "hi", "/Spa");
    const link = await screen.findByRole("link", { name: "अभी बुक करें: अभ्यंग मालिश" });
    const topic = new URL(link.getAttribute("href") ?? "", "http://localhost").searchParams.get("topic");
    expect(topic).toBe("मुझे अभ्यंग मालिश बुक करना है। पसंद की तारीख़ और समय: ");
  });

  it("the form asks in Hindi and starts with the opening sentence", async () => {
    const opener = "मुझे योग प्रोग्राम से जुड़ना है। पसंद के दिन और समय: ";
    renderAt(() => <EnquiryDialogForm kind="gym" topic="योग" opener={opener} />, "hi", "/Gym");
    expect(await screen.findByText(enquiryDialogWordsHi.intro)).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>(enquiryDialogWordsHi.message).value).toBe(opener);
    expect(screen.getByRole("button", { name: enquiryDialogWordsHi.submit })).toBeTruthy();
  });

  it("in English, the link is as before", async () => {
    renderAt(() => <EnquiryDialogButton kind="gym" topic="Yoga at Sunrise" label="Join Now" />, "en", "/Gym");
    const link = await screen.findByRole("link", { name: "Join Now: Yoga at Sunrise" });
    expect(link.getAttribute("href")).toBe(
      `/Contact?topic=${encodeURIComponent("I would like to join the Yoga at Sunrise programme. Preferred days and time: ")}#get-in-touch`,
    );
  });
});
