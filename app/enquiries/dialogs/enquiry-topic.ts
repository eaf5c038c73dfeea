export type EnquiryKind = "spa" | "gym";

/** What staff read first in the enquiry (the hotel's own words stay English). */
const subjects: Record<EnquiryKind, string> = {
  spa: "Spa booking request",
  gym: "Fitness programme enquiry",
};

/** The contact enquiry's message: what it is about first, so the front desk can route it. */
export function enquiryMessage(kind: EnquiryKind, topic: string, message: string): string {
  return `${subjects[kind]}: ${topic}\n\n${message.trim()}`;
}

export function isEnquiryKind(value: unknown): value is EnquiryKind {
  return value === "spa" || value === "gym";
}
