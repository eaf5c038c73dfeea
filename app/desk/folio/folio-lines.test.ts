import { describe, expect, it } from "vitest";
import { linesInReadingOrder } from "./folio-lines";
import type { FolioLineView } from "./folio-services";

const line = (id: number, voidsLineId: number | null = null): FolioLineView => ({
  id,
  kind: voidsLineId === null ? "charge" : "void",
  category: "restaurant",
  description: `Line ${id}`,
  code: "996331",
  night: null,
  roomNumber: null,
  quantity: 1,
  unitPaise: 100,
  taxablePaise: voidsLineId === null ? 100 : -100,
  cgstBasisPoints: 250,
  sgstBasisPoints: 250,
  cgstPaise: voidsLineId === null ? 3 : -3,
  sgstPaise: voidsLineId === null ? 3 : -3,
  totalPaise: voidsLineId === null ? 106 : -106,
  voidsLineId,
  voided: false,
  reason: "",
  postedBy: "reception@hotel.example",
  postedAt: "2026-11-27T06:30:00.000Z",
});

describe("linesInReadingOrder", () => {
  it("puts each void right under the line it reverses, the rest in posting order", () => {
    const order = linesInReadingOrder([line(1), line(2), line(3), line(4, 2), line(5), line(6, 1)]).map((each) => each.id);
    expect(order).toEqual([1, 6, 2, 4, 3, 5]);
  });

  it("keeps a void whose line is not on the folio where it was posted", () => {
    expect(linesInReadingOrder([line(1), line(9, 7)]).map((each) => each.id)).toEqual([1, 9]);
  });
});
