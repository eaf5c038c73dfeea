/** What the guest has typed on step 4, kept by the wizard so Previous or a failed attempt loses nothing. */
export interface GuestDraft {
  name: string;
  email: string;
  phone: string;
  special_requests: string;
}

export const emptyGuestDraft: GuestDraft = { name: "", email: "", phone: "", special_requests: "" };
