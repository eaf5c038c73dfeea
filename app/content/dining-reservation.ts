/**
 * Where the dining pages' "Reserve a table" leads (the original site's /DiningBookingForm). Kept
 * apart from the dining copy so a component can link there without the copy reaching the browser.
 */
export const diningReservationPath = "/DiningBookingForm";
