/** Where a channel hold is turned into a full booking: the new-booking form, prefilled from the hold. */
export const makeBookingHref = (holdId: number) => `/admin/bookings/new?channelHold=${holdId}`;

/** The query parameter that names the hold on the new-booking page, and the form field that carries it. */
export const channelHoldParam = "channelHold";
export const channelHoldField = "channel_hold";
