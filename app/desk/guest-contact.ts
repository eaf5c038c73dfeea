/** Links to reach a guest from the desk: call, e-mail, WhatsApp (which wants the E.164 digits alone). */
export function guestContactLinks(guest: { phone: string; email: string }) {
  const digits = guest.phone.replace(/\D/g, "");
  return {
    call: `tel:${guest.phone.replace(/[^\d+]/g, "")}`,
    email: `mailto:${guest.email}`,
    whatsapp: digits.length >= 7 ? `https://wa.me/${digits}` : null,
  };
}
