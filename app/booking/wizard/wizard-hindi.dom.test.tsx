import { hotel } from "~/content/hotel";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AvailableRoom } from "~/domain/api-types";
import { BookingReceipt } from "./booking-receipt";
import { SearchStep } from "./search-step";
import { SelectRoomStep } from "./select-room-step";
import { ServicesStep } from "./services-step";
import { WizardProgress } from "./wizard-progress";
import { initialWizardState } from "./wizard-state";
import { confirmationOf, party, priceDeluxeAndSuite, today } from "./wizard-test-support";
import { renderCheckoutStep, renderInWizardPage } from "./wizard-page-test-support";

afterEach(cleanup);

const noop = () => {};

/** Step 1 with a stay that ends the day it starts: its check-out's message shows at once. */
const sameDayStay = { today, checkIn: "2026-12-02", checkOut: "2026-12-02", step: 1 } as const;
/** Steps 2 and 4 and the receipt: two rooms in March, a family and a couple. */
const marchStay = { checkIn: "2027-03-10", checkOut: "2027-03-12" } as const;
const marchRooms = party([2, 1], [2, 0]);
const marchPrice = priceDeluxeAndSuite({ ...marchStay, suiteAdults: 2, services: ["dinner"] });

describe("step 1 in Hindi (product-rules.md: Hindi)", () => {
  it("labels the dates, the rooms and their counters in Hindi and says what is wrong in Hindi", () => {
    const state = initialWizardState({ ...sameDayStay, rooms: party([2, 0], [1, 1]) });
    renderInWizardPage(<SearchStep state={state} dispatch={noop} onContinue={noop} />, "hi");
    expect(screen.getByLabelText("चेक-इन की तारीख़")).toBeTruthy();
    expect(screen.getByLabelText("चेक-आउट की तारीख़")).toBeTruthy();
    expect(screen.getByText("चेक-आउट की तारीख़ चेक-इन के बाद की होनी चाहिए")).toBeTruthy();
    const rooms = screen.getByRole("list", { name: "कमरे" });
    expect(within(rooms).getByRole("heading", { name: "कमरा 2" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "कमरा 2 में एक बच्चा जोड़ें" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "हटाएँ कमरा 2" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "आगे बढ़ें" })).toBeTruthy();
    expect(screen.getByText(/12 साल और उससे बड़े बच्चे वयस्क गिने जाते हैं/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[A-Za-z]/);
  });

  it("in English is the step it always was", () => {
    const state = initialWizardState(sameDayStay);
    renderInWizardPage(<SearchStep state={state} dispatch={noop} onContinue={noop} />, "en");
    expect(screen.getByLabelText("Check-in date")).toBeTruthy();
    expect(screen.getByText("Check-out date must be after check-in date")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add one adult to Room 1" })).toBeTruthy();
    expect(screen.getByText("Up to 5 rooms and 4 guests per room. Children aged 12 and above count as adults.")).toBeTruthy();
  });
});

describe("step 2 in Hindi", () => {
  const offered: AvailableRoom[] = [
    { id: 1, room_type_name: "Deluxe Room", main_image: "", room_price: 4500, short_description: "A calm room.", available_count: 2 },
    { id: 4, room_type_name: "Suite Room", main_image: "", room_price: 11000, short_description: "A large suite.", available_count: 8 },
  ];
  const state = initialWizardState({ today, ...marchStay, rooms: marchRooms, selections: [4, null], step: 2 });

  it("names the rooms, their parties, the types and their rates in Hindi, with staff's Hindi lines", () => {
    renderInWizardPage(
      <SelectRoomStep
        state={state}
        dispatch={noop}
        perRoom={[offered, offered]}
        loading={false}
        problem={null}
        onRetry={noop}
        onContinue={noop}
        onPrevious={noop}
        hindiLines={{ 1: "नर्मदा की ओर खुलता शांत कमरा।", 4: "परिवार के लिए बड़ा सुइट।" }}
      />,
      "hi",
    );
    const room1 = screen.getByRole("button", { name: /^कमरा 1 मेहमान:/ });
    expect(room1.textContent).toContain("2 वयस्क, 1 बच्चा");
    expect(room1.textContent).toContain("चुना गया: सुइट रूम");
    expect(screen.getByRole("button", { name: /^कमरा 2 मेहमान:/ }).textContent).toContain("अभी कोई कमरा नहीं चुना");
    expect(screen.getByRole("heading", { name: "सुइट रूम" })).toBeTruthy();
    expect(screen.getAllByText("इस प्रकार के सिर्फ़ 2 कमरे बचे हैं").length).toBe(2);
    expect(screen.getAllByText("परिवार के लिए बड़ा सुइट।").length).toBeGreaterThan(0);
    // Room 2 still needs a choice, so its list is the open one.
    expect(screen.getByRole("button", { name: "कमरा चुनें कमरा 2 के लिए सुइट रूम" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "आगे बढ़ें" }).hasAttribute("disabled")).toBe(true);
    expect(document.body.textContent).not.toMatch(/[A-Za-z]/);
  });
});

describe("the progress bar and step 3 in Hindi", () => {
  it("name the steps and the services in Hindi", () => {
    const state = initialWizardState({ today, checkIn: "2026-12-02", checkOut: "2026-12-03", services: ["lunch"], step: 3 });
    renderInWizardPage(
      <>
        <WizardProgress step={3} />
        <ServicesStep state={state} dispatch={noop} onContinue={noop} onSkip={noop} onPrevious={noop} />
      </>,
      "hi",
    );
    expect(screen.getByRole("navigation", { name: "बुकिंग के चरण" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "दोपहर का भोजन" })).toBeTruthy();
    expect(screen.getByLabelText("बुकिंग में जोड़ें: दोपहर का भोजन")).toHaveProperty("checked", true);
    expect(screen.getByRole("button", { name: "छोड़ें" })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[A-Za-z]/);
  });
});

describe("step 4 in Hindi", () => {
  it("asks for the guest's details, sums the stay and offers to book, all in Hindi", () => {
    const state = initialWizardState({ today, ...marchStay, rooms: marchRooms, selections: [1, 4], services: ["dinner"], step: 4 });
    renderCheckoutStep({ state: { ...state, step: 4 }, price: marchPrice }, "hi");
    expect(screen.getByRole("heading", { name: "आपकी जानकारी" })).toBeTruthy();
    expect(screen.getByLabelText(/पूरा नाम/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "अभी बुक करें, भुगतान बाद में" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "पीछे जाएँ" }).getAttribute("href")).toMatch(/^\/hi\/BookingForm\?/);
    expect(screen.getByTestId("checkout-total").textContent).toContain("कुल, 2 कमरे × 2 रातें");
    const summary = screen.getByTestId("booking-summary");
    expect(summary.textContent).toContain("10 मार्च 2027");
    expect(summary.textContent).toContain("रात का भोजन (दाम पूछने पर, भुगतान होटल में)");
    expect(summary.textContent).toContain("कमरा 2: सुइट रूम");
    expect(document.body.textContent).not.toMatch(/[A-Za-z]/);
    const form = document.querySelector("form");
    expect(form?.getAttribute("action")).toMatch(/^\/hi\/BookingForm\?/);
  });
});

describe("the receipt in Hindi", () => {
  const confirmation = confirmationOf(marchPrice, marchStay, "आशा वर्मा");

  it("thanks the guest and lists the stay, two rooms, the service and the totals in Hindi", () => {
    renderInWizardPage(<BookingReceipt confirmation={confirmation} />, "hi");
    const receipt = screen.getByTestId("booking-receipt");
    expect(within(receipt).getByRole("heading", { name: "धन्यवाद, आशा वर्मा" })).toBeTruthy();
    for (const text of [
      "बुकिंग नंबर",
      "10 मार्च 2027, दोपहर 12:00 बजे से",
      "12 मार्च 2027, सुबह 10:00 बजे तक",
      "अनुरोध मिल गया — पुष्टि होना बाकी है",
      "कमरा 1: डीलक्स रूम",
      "कमरा 2: सुइट रूम",
      "2 वयस्क, 1 बच्चा",
      "रात का भोजन — दाम पूछने पर बताया जाएगा, भुगतान होटल में",
      "कुल राशि",
    ]) {
      expect(receipt.textContent).toContain(text);
    }
    expect(within(receipt).getByRole("link", { name: "मुखपृष्ठ पर लौटें" }).getAttribute("href")).toBe("/hi");
    // Only the guest's e-mail, the reference, the hotel's registered name and GSTIN and its printed letterhead stay Latin.
    const letterhead = receipt.querySelector("p.hidden");
    const shown = [...receipt.querySelectorAll("dd, dt, h3, h4, p, li, th, td, a, button")]
      .filter((element) => element !== letterhead)
      .map((element) => element.textContent ?? "")
      .join(" ")
      .replace(/\S+@\S+/g, "")
      .replaceAll("ABCD2345", "")
      .replaceAll(hotel.legal.name, "")
      .replaceAll(hotel.legal.gstin, "");
    expect(shown).not.toMatch(/[A-Za-z]/);
  });

  it("in English reads as it always did", () => {
    renderInWizardPage(<BookingReceipt confirmation={{ ...confirmation, guest: { ...confirmation.guest, name: "Asha" } }} />, "en");
    const receipt = screen.getByTestId("booking-receipt");
    for (const text of [
      "Thank you, Asha",
      "March 10th, 2027, from 12:00 PM",
      "March 12th, 2027, by 10:00 AM",
      "Room 1: Deluxe Room",
      "2 adults, 1 child",
      "Dinner Package — priced on request, pay at the hotel",
      "Request received — pending confirmation",
    ]) {
      expect(receipt.textContent).toContain(text);
    }
  });
});
