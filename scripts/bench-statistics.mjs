// How the bench sums up its samples: medians, since one slow request on a shared machine must not
// move a figure, and figures rounded for the table and the report.

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export function round2(value, digits = 2) {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
