/**
 * The chat booking request's own messages in Hindi (product-rules.md: Hindi), for POST
 * /api/bookings from a Hindi page (`X-Page-Lang: hi`) with `bookingSchemaMessagesHi`.
 */
import type { ChatBookingMessages } from "./chat-booking-schema";

export const chatBookingMessagesHi: ChatBookingMessages = {
  roomTypeRequired: "कमरे का प्रकार चुनें",
  roomTypeUnknown: "डीलक्स, सुपर डीलक्स, लग्ज़री या सुइट में से चुनें",
};
