/**
 * The GSTR-1 sheets the desk gives for download, by file name and how the page names each link:
 * the offline tool's b2b, b2cs, hsn and cdnr sheets, and the HSN summary split into its B2B and
 * B2C tables as the tool has asked for since 2025. Kept apart from the download's route so the
 * report page can link each one without the server code that writes them.
 */
export const gstr1Files = [
  { file: "gstr1-b2b.csv", label: "B2B" },
  { file: "gstr1-b2cs.csv", label: "B2CS" },
  { file: "gstr1-hsn.csv", label: "HSN" },
  { file: "gstr1-hsn-b2b.csv", label: "HSN (B2B)" },
  { file: "gstr1-hsn-b2c.csv", label: "HSN (B2C)" },
  { file: "gstr1-cdnr.csv", label: "CDNR" },
] as const;
export type Gstr1FileName = (typeof gstr1Files)[number]["file"];

export function isGstr1FileName(value: string | undefined): value is Gstr1FileName {
  return gstr1Files.some((each) => each.file === value);
}
