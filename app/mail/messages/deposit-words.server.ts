/**
 * The words of the deposit e-mails to a guest (product-rules.md: Deposits), in English;
 * `deposit-words.hi.server.ts` holds the same words in Hindi, typed by `DepositMailWords`, so a
 * missing Hindi sentence is a type error. Values are `{placeholders}` filled with `fill()`.
 */
export const depositWordsEn = {
  paid: {
    subject: "Deposit received for booking {reference}",
    preview: "We have received {amount} for your stay {range}.",
    opening: "Namaste {name}, we have received your deposit of {amount} for your stay at {shortName}, Omkareshwar. Thank you.",
    heading: "Your payment",
    paidLabel: "Deposit paid",
    paymentLabel: "Payment ID",
    restLabel: "To pay at the hotel",
    confirmed: "Your booking is confirmed.",
    pending: "The hotel will confirm your booking shortly.",
  },
  lapsed: {
    subject: "Booking {reference} cancelled: the deposit was not paid",
    preview: "Your booking for {range} was cancelled because its deposit did not arrive in time.",
    opening:
      "Namaste {name}, the deposit of {amount} for your booking at {shortName} was not paid by {deadline}, so the booking was cancelled and its rooms released.",
    partRefund: "The {paid} you paid is being refunded. {refunds}",
    again: "To book again, visit {site} or call us on {phone}.",
  },
  refunded: {
    subject: "Refund of {amount} for booking {reference}",
    preview: "{amount} of your deposit is on its way back to you.",
    opening: "Namaste {name}, we have refunded {amount} of your deposit for booking {reference}.",
    kept: "Under the cancellation policy the hotel keeps {kept}.",
    reasonLabel: "Reason",
  },
};

export type DepositMailWords = typeof depositWordsEn;
