import type { FormMessages } from "../intake/form-answer";

export type EnquiryKind = "spa" | "gym";

const kinds = {
  spa: {
    heading: (topic: string) => `Book the ${topic}`,
    subject: "Spa booking request",
    opener: (topic: string) => `I would like to book the ${topic}. Preferred date and time: `,
  },
  gym: {
    heading: (topic: string) => `Join ${topic}`,
    subject: "Fitness programme enquiry",
    opener: (topic: string) => `I would like to join the ${topic} programme. Preferred days and time: `,
  },
} as const;

export function enquiryHeading(kind: EnquiryKind, topic: string): string {
  return kinds[kind].heading(topic);
}

/**
 * The message box starts with a sentence naming the treatment or programme (product-rules.md:
 * Dialogs).
 */
export function enquiryOpener(kind: EnquiryKind, topic: string): string {
  return kinds[kind].opener(topic);
}

/** The contact enquiry's message: what it is about first, so the front desk can route it. */
export function enquiryMessage(kind: EnquiryKind, topic: string, message: string): string {
  return `${kinds[kind].subject}: ${topic}\n\n${message.trim()}`;
}

export function isEnquiryKind(value: unknown): value is EnquiryKind {
  return value === "spa" || value === "gym";
}

export const enquiryDialogMessages: FormMessages = {
  success: "Enquiry sent successfully! We will call you to confirm a time.",
  failure: "Failed to send enquiry.",
  networkError: "An error occurred. Please try again later.",
};
