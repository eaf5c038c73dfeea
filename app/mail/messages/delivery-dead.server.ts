/**
 * A submission never reached the hotel's own system (docs/delivery.md, "The delivery_dead alert"):
 * staff must enter it by hand, or send it again from the desk once that system answers.
 */
import { hotel } from "~/content/hotel";
import { hotelDateTime } from "~/desk/desk-time";
import { button, facts, heading, type MailBlock, type MailContent, paragraph, renderMail } from "./mail-layout.server";

/** The alert a dead delivery raises (workers/platform/delivery-alert.ts), as this e-mail tells it. */
export type DeadAlertSource = "dead_letter_queue" | "sweeper";

export interface DeadDeliveryAlert {
  event: "delivery_dead";
  submissionId: number;
  kind: string;
  reference: string | null;
  attempts: number;
  lastError: string | null;
  /** Which path raised the alert: the Queue's dead-letter consumer, or the sweeper (a row past the
   *  retry window, or a dead row whose consumer stopped before alerting). */
  source: DeadAlertSource;
  createdAt: string;
}

/** What the alert knows about the lost submission. */
export type DeadSubmissionSummary = Pick<
  DeadDeliveryAlert,
  "submissionId" | "kind" | "reference" | "attempts" | "lastError" | "createdAt"
>;

const kindWords: Record<string, string> = {
  booking: "booking request",
  contact: "contact enquiry",
  event: "event enquiry",
  dining: "dining table request",
  "booking-request": "home booking request",
  "membership-interest": "membership enquiry",
};

export function deliveryDeadForHotel(summary: DeadSubmissionSummary, options: { deskUrl?: string } = {}): MailContent {
  const what = kindWords[summary.kind] ?? summary.kind;
  const reference = summary.reference ?? `submission ${summary.submissionId}`;
  const desk: MailBlock[] = options.deskUrl ? [button("Open it on the front desk", options.deskUrl)] : [];
  return renderMail({
    to: hotel.emails.reservations,
    subject: `Not delivered: ${what} ${reference} never reached the hotel's system`,
    preview: "Enter it by hand, or send it again from the front desk once the system answers.",
    blocks: [
      paragraph(
        `A ${what} sent through the website (${reference}) could not be delivered to the hotel's own system, although it was retried for several minutes. The website kept it: nothing the guest sent is lost.`,
      ),
      paragraph(
        "Please enter it in the hotel's system by hand and mark it Entered by hand on the front desk, or press Send again there once the system answers. If the guest is waiting, call them.",
      ),
      ...desk,
      heading("Details"),
      facts([
        ["Reference", reference],
        ["Kind", what],
        ["Received", `${hotelDateTime(summary.createdAt)} (hotel time)`],
        ["Attempts", String(summary.attempts)],
        ["Last error", summary.lastError ?? "none recorded"],
      ]),
    ],
  });
}
