import { describe, expect, it } from "vitest";
import { itRefuses } from "./form-result-test-support";
import { parseRatePeriodForm, parseRoomTypeForm } from "./rate-forms";

describe("parseRoomTypeForm: a type's usual rate", () => {
  it("takes whole rupees written as 4500, 4,500 or ₹4,500", () => {
    for (const room_price of ["4500", "4,500", "₹4,500", " ₹ 4500 "]) {
      expect(parseRoomTypeForm({ room_price })).toEqual({ ok: true, value: { roomPrice: 4500 } });
    }
  });

  it("ignores a number of rooms sent with it: rooms for sale are the rooms in service", () => {
    expect(parseRoomTypeForm({ room_price: "4500", total_rooms: "0" })).toEqual({ ok: true, value: { roomPrice: 4500 } });
  });

  itRefuses("refuses %o with a message on %s", parseRoomTypeForm, [
    [{ room_price: "" }, "room_price", "Enter the nightly rate"],
    [{ room_price: "0" }, "room_price", "A rate must be at least ₹1"],
    [{ room_price: "1000001" }, "room_price", "A rate must be at most ₹10,00,000"],
    [{ room_price: "4500.50" }, "room_price", "Enter a whole number"],
    [{ room_price: "four thousand" }, "room_price", "Enter a whole number"],
  ]);
});

describe("parseRatePeriodForm: a dated rate period", () => {
  const today = "2026-12-01";
  const roomIds = [1, 2, 4];
  const valid = { name: "Mahashivratri", first_night: "2027-03-05", last_night: "2027-03-07", rate_1: "", rate_2: "5,200", rate_4: "9000" };

  it("keeps the rates given and leaves blank types at their usual rate", () => {
    expect(parseRatePeriodForm(valid, roomIds, today)).toEqual({
      ok: true,
      value: { name: "Mahashivratri", firstNight: "2027-03-05", lastNight: "2027-03-07", rates: { 2: 5200, 4: 9000 } },
    });
  });

  it("allows a one-night period and one that has begun but not ended", () => {
    expect(parseRatePeriodForm({ ...valid, first_night: "2027-03-05", last_night: "2027-03-05" }, roomIds, today).ok).toBe(true);
    expect(parseRatePeriodForm({ ...valid, first_night: "2026-11-20", last_night: "2026-12-01" }, roomIds, today).ok).toBe(true);
  });

  it("ignores a rate field for a type that does not exist", () => {
    const result = parseRatePeriodForm({ ...valid, rate_9: "100" }, roomIds, today);
    expect(result.ok && result.value.rates).toEqual({ 2: 5200, 4: 9000 });
  });

  itRefuses("refuses %o with a message on %s", (change) => parseRatePeriodForm({ ...valid, ...change }, roomIds, today), [
    [{ name: "" }, "name", "Name the period, for example Shravan or Diwali week"],
    [{ name: "x".repeat(61) }, "name", "The name must be 60 characters or fewer"],
    [{ first_night: "" }, "first_night", "Choose the first night"],
    [{ first_night: "2027-02-30" }, "first_night", "Enter a valid date"],
    [{ last_night: "" }, "last_night", "Choose the last night"],
    [{ first_night: "2027-03-07", last_night: "2027-03-05" }, "last_night", "The last night cannot be before the first"],
    [{ first_night: "2026-11-01", last_night: "2026-11-30" }, "last_night", "This period has already ended; choose tonight or a later night"],
    [{ first_night: "2027-01-01", last_night: "2028-01-02" }, "last_night", "A period can last at most 366 nights"],
    [{ rate_2: "", rate_4: "" }, "rates", "Give at least one room type a rate for this period"],
    [{ rate_2: "0" }, "rate_2", "A rate must be at least ₹1"],
    [{ rate_4: "90.5" }, "rate_4", "Enter a whole number"],
  ]);
});
