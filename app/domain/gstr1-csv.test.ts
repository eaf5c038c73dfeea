import { describe, expect, it } from "vitest";
import { b2bCsv, b2bHeader, b2csCsv, cdnrCsv, csvField, csvText, gstAmount, gstDate, gstRate, hsnCsv } from "./gstr1-csv";
import { b2bInvoices, b2cTotals, creditNotes, hsnSummary } from "./gstr1-records";
import type { TaxDocument, TaxDocumentLine, TaxDocumentRateRow } from "./tax-document";
import { itGivesEach } from "./table-test-support";

const company = { legalName: 'Narmada Tours, "Pvt" Ltd', gstin: "23AAACN1234F1Z5", address: "1 Ghat Road, Indore" };

function line(code: string, quantity: number, unitPaise: number, basisPoints: number, tax: number, description = "Line"): TaxDocumentLine {
  const taxablePaise = quantity * unitPaise;
  return {
    description,
    code,
    quantity,
    unitPaise,
    taxablePaise,
    cgstBasisPoints: basisPoints,
    sgstBasisPoints: basisPoints,
    cgstPaise: tax,
    sgstPaise: tax,
    totalPaise: taxablePaise + 2 * tax,
  };
}

/** A document whose rate rows and totals are the lines' own sums; `roundingPaise` as worked out by hand. */
function document(
  kind: TaxDocument["kind"],
  number: string,
  issueDate: string,
  lines: TaxDocumentLine[],
  roundingPaise: number,
  b2b: boolean,
): TaxDocument {
  const rates: TaxDocumentRateRow[] = [];
  for (const each of lines) {
    const same = rates.find((rate) => rate.code === each.code && rate.cgstBasisPoints === each.cgstBasisPoints);
    if (same) {
      same.taxablePaise += each.taxablePaise;
      same.cgstPaise += each.cgstPaise;
      same.sgstPaise += each.sgstPaise;
    } else {
      rates.push({ code: each.code, cgstBasisPoints: each.cgstBasisPoints, sgstBasisPoints: each.sgstBasisPoints, taxablePaise: each.taxablePaise, cgstPaise: each.cgstPaise, sgstPaise: each.sgstPaise });
    }
  }
  const sum = (pick: (l: TaxDocumentLine) => number) => lines.reduce((total, each) => total + pick(each), 0);
  const taxablePaise = sum((l) => l.taxablePaise);
  const cgstPaise = sum((l) => l.cgstPaise);
  const sgstPaise = sum((l) => l.sgstPaise);
  return {
    kind,
    number,
    financialYear: "2026-27",
    issueDate: issueDate as TaxDocument["issueDate"],
    supplier: {
      legalName: "Narmada Riverside Resort Pvt Ltd",
      tradeName: "Narmada Riverside Resort",
      gstin: "23AABCN0000A1Z0",
      address: ["Omkareshwar"],
      stateName: "Madhya Pradesh",
      stateCode: "23",
      phone: "",
      email: "",
    },
    recipient: { guestName: "Asha Verma", guestAddress: "12 Secret Lane, Bhopal", company: b2b ? company : null },
    placeOfSupply: { stateName: "Madhya Pradesh", stateCode: "23" },
    reverseCharge: false,
    bookingReference: "NRR1",
    stay: { checkIn: "2026-11-03" as TaxDocument["issueDate"], checkOut: "2026-11-05" as TaxDocument["issueDate"], rooms: ["101"] },
    lines,
    rates,
    totals: { taxablePaise, cgstPaise, sgstPaise, roundingPaise, totalPaise: taxablePaise + cgstPaise + sgstPaise + roundingPaise },
    totalInWords: "",
    corrects: kind === "credit_note" ? { number: b2b ? "NRR/26-27/000001" : "NRR/26-27/000002", issueDate: "2026-11-05" as TaxDocument["issueDate"], reason: "Overcharged" } : null,
    lang: "en",
    issuedBy: "reception@hotel.example",
  };
}

// Invoice 1, to a company: 2 room nights at ₹4,500 (5%: ₹225 + ₹225 each half on ₹9,000), a
// ₹1,200 restaurant bill (5%: ₹30 + ₹30), and 3 laundry items at ₹100.50 (18% on ₹301.50: 9% is
// ₹27.135 → ₹27.14 each half). Taxable ₹10,501.50, CGST ₹282.14, SGST ₹282.14: ₹11,065.78,
// rounded up by ₹0.22 to ₹11,066.
const invoiceB2b = document(
  "invoice",
  "NRR/26-27/000001",
  "2026-11-05",
  [line("996311", 2, 450_000, 250, 22_500, "Room 101"), line("996331", 1, 120_000, 250, 3_000, "Restaurant"), line("999712", 3, 10_050, 900, 2_714, "Laundry")],
  22,
  true,
);
// Invoice 2, to a guest without a GSTIN: 1 night at ₹3,000, 5% = ₹75 + ₹75: ₹3,150.
const invoiceB2c = document("invoice", "NRR/26-27/000002", "2026-11-10", [line("996311", 1, 300_000, 250, 7_500)], 0, false);
// Credit note 1, to the guest: ₹500 off the room, ₹12.50 + ₹12.50: ₹525.
const noteB2c = document("credit_note", "NRC/26-27/000001", "2026-11-12", [line("996311", 1, 50_000, 250, 1_250)], 0, false);
// Credit note 2, to the company: ₹200 off the restaurant bill, ₹5 + ₹5: ₹210.
const noteB2b = document("credit_note", "NRC/26-27/000002", "2026-11-20", [line("996331", 1, 20_000, 250, 500)], 0, true);
const month = [invoiceB2b, invoiceB2c, noteB2c, noteB2b];

describe("GSTR-1 figures", () => {
  it("lists B2B invoices with their value and each rate's amounts", () => {
    expect(b2bInvoices(month)).toEqual([
      {
        gstin: "23AAACN1234F1Z5",
        receiverName: 'Narmada Tours, "Pvt" Ltd',
        number: "NRR/26-27/000001",
        issueDate: "2026-11-05",
        valuePaise: 1_106_600,
        rates: [
          // 5%: ₹9,000 + ₹1,200 = ₹10,200; ₹225 + ₹30 = ₹255 each half.
          { rateBasisPoints: 500, taxablePaise: 1_020_000, cgstPaise: 25_500, sgstPaise: 25_500 },
          { rateBasisPoints: 1800, taxablePaise: 30_150, cgstPaise: 2_714, sgstPaise: 2_714 },
        ],
      },
    ]);
  });

  it("nets credit notes to guests off the B2C totals by rate, and leaves a company's out", () => {
    // 5%: ₹3,000 − ₹500 = ₹2,500; ₹75 − ₹12.50 = ₹62.50 each half.
    expect(b2cTotals(month)).toEqual([{ rateBasisPoints: 500, taxablePaise: 250_000, cgstPaise: 6_250, sgstPaise: 6_250 }]);
  });

  it("summarises each code at each rate, invoices less credit notes", () => {
    expect(hsnSummary(month)).toEqual([
      // Rooms: 2 + 1 − 1 nights; ₹9,000 + ₹3,000 − ₹500 = ₹11,500; ₹225 + ₹75 − ₹12.50 = ₹287.50.
      { code: "996311", description: "Room or unit accommodation services", rateBasisPoints: 500, quantity: 2, taxablePaise: 1_150_000, cgstPaise: 28_750, sgstPaise: 28_750 },
      // Restaurant: ₹1,200 − ₹200 = ₹1,000; ₹30 − ₹5 = ₹25.
      { code: "996331", description: "Services provided by restaurants", rateBasisPoints: 500, quantity: 0, taxablePaise: 100_000, cgstPaise: 2_500, sgstPaise: 2_500 },
      { code: "999712", description: "Laundry services", rateBasisPoints: 1800, quantity: 3, taxablePaise: 30_150, cgstPaise: 2_714, sgstPaise: 2_714 },
    ]);
  });

  it("lists credit notes with the invoice they correct, registered or not", () => {
    expect(creditNotes(month).map((note) => [note.number, note.invoiceNumber, note.gstin, note.valuePaise])).toEqual([
      ["NRC/26-27/000001", "NRR/26-27/000002", "", 52_500],
      ["NRC/26-27/000002", "NRR/26-27/000001", "23AAACN1234F1Z5", 21_000],
    ]);
    expect(creditNotes(month, true).map((note) => note.number)).toEqual(["NRC/26-27/000002"]);
    expect(creditNotes(month, false).map((note) => note.number)).toEqual(["NRC/26-27/000001"]);
  });

  it("leaves out a rate or code that credit notes cancelled exactly", () => {
    // The ₹3,000 night credited in full: nothing left at 5% for guests, nor under 996311 from them.
    const fullRefund = document("credit_note", "NRC/26-27/000003", "2026-11-21", [line("996311", 1, 300_000, 250, 7_500)], 0, false);
    expect(b2cTotals([invoiceB2c, fullRefund])).toEqual([]);
    expect(hsnSummary([invoiceB2c, fullRefund])).toEqual([]);
  });

  it("reads a credit note written with negative amounts the same way", () => {
    const negative: TaxDocument = {
      ...noteB2c,
      lines: noteB2c.lines.map((each) => ({ ...each, quantity: each.quantity, unitPaise: -each.unitPaise, taxablePaise: -each.taxablePaise, cgstPaise: -each.cgstPaise, sgstPaise: -each.sgstPaise, totalPaise: -each.totalPaise })),
      rates: noteB2c.rates.map((rate) => ({ ...rate, taxablePaise: -rate.taxablePaise, cgstPaise: -rate.cgstPaise, sgstPaise: -rate.sgstPaise })),
      totals: { taxablePaise: -50_000, cgstPaise: -1_250, sgstPaise: -1_250, roundingPaise: 0, totalPaise: -52_500 },
    };
    expect(b2cTotals([invoiceB2c, negative])).toEqual(b2cTotals([invoiceB2c, noteB2c]));
    expect(creditNotes([negative])[0]?.valuePaise).toBe(52_500);
  });
});

describe("GSTR-1 CSV for the offline tool", () => {
  // Each sheet's lines as the offline tool reads them: CRLF after every line, the last too.
  it.each([
    [
      "b2b",
      "one row per invoice and rate, names quoted",
      b2bCsv,
      [
        "GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount",
        '23AAACN1234F1Z5,"Narmada Tours, ""Pvt"" Ltd",NRR/26-27/000001,05-Nov-2026,11066.00,23-Madhya Pradesh,N,,Regular B2B,,5,10200.00,0.00',
        '23AAACN1234F1Z5,"Narmada Tours, ""Pvt"" Ltd",NRR/26-27/000001,05-Nov-2026,11066.00,23-Madhya Pradesh,N,,Regular B2B,,18,301.50,0.00',
      ],
    ],
    [
      "b2cs",
      "other than e-commerce, by rate, net of guests' credit notes",
      b2csCsv,
      ["Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN", "OE,23-Madhya Pradesh,,5,2500.00,0.00,"],
    ],
    [
      "hsn",
      "services with UQC NA and no quantity, total value with tax",
      hsnCsv,
      [
        "HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount",
        // ₹11,500 + ₹287.50 × 2 = ₹12,075.
        "996311,Room or unit accommodation services,NA,0,12075.00,5,11500.00,0.00,287.50,287.50,0.00",
        // ₹1,000 + ₹25 × 2 = ₹1,050.
        "996331,Services provided by restaurants,NA,0,1050.00,5,1000.00,0.00,25.00,25.00,0.00",
        // ₹301.50 + ₹27.14 × 2 = ₹355.78.
        "999712,Laundry services,NA,0,355.78,18,301.50,0.00,27.14,27.14,0.00",
      ],
    ],
    [
      "cdnr",
      "credit notes to registered recipients only",
      cdnrCsv,
      [
        "GSTIN/UIN of Recipient,Receiver Name,Note Number,Note Date,Note Type,Place Of Supply,Reverse Charge,Note Supply Type,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount",
        '23AAACN1234F1Z5,"Narmada Tours, ""Pvt"" Ltd",NRC/26-27/000002,20-Nov-2026,C,23-Madhya Pradesh,N,Regular,210.00,,5,200.00,0.00',
      ],
    ],
  ])("writes the %s sheet: %s", (_sheet, _what, sheetCsv, lines) => {
    expect(sheetCsv(month)).toBe([...lines, ""].join("\r\n"));
  });

  it("never writes a guest's address", () => {
    for (const csv of [b2bCsv(month), b2csCsv(month), hsnCsv(month), cdnrCsv(month)]) {
      expect(csv).not.toContain("Secret Lane");
      expect(csv).not.toContain("Ghat Road");
    }
  });

  it("writes only headers for a month without documents", () => {
    expect(b2bCsv([])).toBe(`${b2bHeader.join(",")}\r\n`);
  });
});

describe("CSV fields and formats", () => {
  itGivesEach("%j → %j", csvField, [
    ["plain", "plain"],
    ["Tours, Ltd", '"Tours, Ltd"'],
    ['The "Best" Co', '"The ""Best"" Co"'],
    ["two\nlines", '"two\nlines"'],
    ["=HYPERLINK(1)", "'=HYPERLINK(1)"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["+91", "'+91"],
    ["-cmd", "'-cmd"],
    ["-80.00", "-80.00"],
  ]);

  it("joins rows with CRLF and ends with one", () => {
    expect(csvText(["a", "b"], [["1", "x,y"]])).toBe('a,b\r\n1,"x,y"\r\n');
  });

  it("writes dates as dd-mmm-yyyy, amounts in rupees with two decimals, rates as percents", () => {
    expect(gstDate("2027-03-01")).toBe("01-Mar-2027");
    expect(gstDate("2026-12-31")).toBe("31-Dec-2026");
    expect(gstAmount(1_234_550)).toBe("12345.50");
    expect(gstAmount(5)).toBe("0.05");
    expect(gstAmount(-8_000)).toBe("-80.00");
    expect(gstAmount(0)).toBe("0.00");
    expect(gstRate(500)).toBe("5");
    expect(gstRate(1800)).toBe("18");
    expect(gstRate(1200)).toBe("12");
  });
});
