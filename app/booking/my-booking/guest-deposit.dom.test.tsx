import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { receiptWordsEn } from "~/booking/wizard/receipt-words";
import { receiptWordsHi } from "~/booking/wizard/receipt-words.hi";
import type { DepositStatus } from "./deposit-status";
import { dueDeposit } from "./deposit-test-support";
import { GuestDeposit } from "./guest-deposit";
import { myBookingWordsEn } from "./my-booking-words";
import { myBookingWordsHi } from "./my-booking-words.hi";
import { sendWords } from "~/i18n/words";

afterEach(cleanup);

/** On /MyBooking or /hi/MyBooking, whose loader sends the page's and the receipt's words. */
function renderInPage(element: ReactNode, lang: "en" | "hi" = "en") {
  const words = sendWords(lang === "hi" ? { myBooking: myBookingWordsHi, receipt: receiptWordsHi } : { myBooking: myBookingWordsEn, receipt: receiptWordsEn });
  const router = createMemoryRouter([{ id: "page", path: "*", loader: () => ({ words }), element }], {
    initialEntries: [lang === "hi" ? "/hi/MyBooking" : "/MyBooking"],
    hydrationData: { loaderData: { page: { words } } },
  });
  return render(<RouterProvider router={router} />);
}

const shown = () => screen.getByTestId("guest-deposit");
const title = () => screen.getByRole("heading").textContent;

describe("the deposit on /MyBooking, in the guest's words (product-rules.md: Deposits)", () => {
  it("due: amount and deadline in hotel time, what if unpaid, and Pay as a plain link", () => {
    renderInPage(<GuestDeposit status={dueDeposit} />);
    expect(title()).toBe("Deposit of ₹4,725 due by 9 March, 6:00 PM");
    expect(shown().textContent).toContain("If it is not paid by then, the request lapses and the rooms are released. The rest (₹9,450) is paid at the hotel.");
    expect(screen.getByRole("link", { name: "Pay deposit ₹4,725" }).getAttribute("href")).toBe("https://rzp.io/rzp/AbCd123");
  });

  it("paid in part: what is left, and Pay for that", () => {
    renderInPage(<GuestDeposit status={{ ...dueDeposit, paidPaise: 200_000, leftPaise: 272_500 }} />);
    expect(title()).toBe("₹2,000 of your ₹4,725 deposit is paid: ₹2,725 is due by 9 March, 6:00 PM");
    expect(screen.getByRole("link", { name: "Pay deposit ₹2,725" })).toBeTruthy();
  });

  it("each other state in one line, with no Pay button", () => {
    const cases: [DepositStatus, string][] = [
      [{ kind: "preparing", amountPaise: 472_500, dueAt: dueDeposit.dueAt }, "We are preparing your payment link"],
      [{ kind: "paid", amountPaise: 472_500, restPaise: 945_000 }, "Deposit paid"],
      [{ kind: "checking" }, "We are checking your payment"],
      [{ kind: "lapsed" }, "Deposit not paid: the request has lapsed"],
      [{ kind: "refunded", refundedPaise: 472_500 }, "Deposit refunded ₹4,725"],
    ];
    for (const [status, heading] of cases) {
      renderInPage(<GuestDeposit status={status} />);
      expect(title()).toBe(heading);
      expect(screen.queryByRole("link")).toBeNull();
      cleanup();
    }
  });

  it("paid says what was received and what is left for the hotel; preparing still says how much by when", () => {
    renderInPage(<GuestDeposit status={{ kind: "paid", amountPaise: 472_500, restPaise: 945_000 }} />);
    expect(shown().textContent).toContain("We have received ₹4,725. The rest (₹9,450) is paid at the hotel.");
    cleanup();
    renderInPage(<GuestDeposit status={{ kind: "preparing", amountPaise: 472_500, dueAt: dueDeposit.dueAt }} />);
    expect(shown().textContent).toContain("Deposit of ₹4,725 due by 9 March, 6:00 PM");
  });

  it("checking is announced, and never says paid", () => {
    renderInPage(<GuestDeposit status={{ kind: "checking" }} />);
    expect(screen.getByRole("status").textContent).toContain("We are checking your payment");
    expect(shown().textContent).toContain("Please do not pay again.");
  });

  it("in Hindi, every state with no English word", () => {
    const states: DepositStatus[] = [
      dueDeposit,
      { kind: "preparing", amountPaise: 472_500, dueAt: dueDeposit.dueAt },
      { kind: "paid", amountPaise: 472_500, restPaise: 0 },
      { kind: "checking" },
      { kind: "lapsed" },
      { kind: "refunded", refundedPaise: 472_500 },
    ];
    for (const status of states) {
      renderInPage(<GuestDeposit status={status} />, "hi");
      expect(shown().textContent).not.toMatch(/[A-Za-z]/);
      cleanup();
    }
    renderInPage(<GuestDeposit status={dueDeposit} />, "hi");
    expect(title()).toBe("₹4,725 की अग्रिम राशि 9 मार्च, शाम 6:00 बजे तक देय");
    expect(screen.getByRole("link", { name: "अग्रिम राशि ₹4,725 चुकाएँ" })).toBeTruthy();
    cleanup();
    renderInPage(<GuestDeposit status={{ kind: "paid", amountPaise: 472_500, restPaise: 945_000 }} />, "hi");
    expect(title()).toBe("अग्रिम राशि मिल गई");
  });
});
