import type { IsoDate } from "../content/hotel";
import { addDays } from "./hotel-date";

/** Consecutive nights as one span: the first night and the morning after the last (exclusive). */
export interface NightRun {
  firstNight: IsoDate;
  untilDate: IsoDate;
}

/** Sorted, distinct nights merged into runs of consecutive nights. */
export function nightRuns(nights: readonly IsoDate[]): NightRun[] {
  const sorted = [...new Set(nights)].sort();
  const runs: NightRun[] = [];
  for (const night of sorted) {
    const last = runs.at(-1);
    if (last && last.untilDate === night) last.untilDate = addDays(night, 1);
    else runs.push({ firstNight: night, untilDate: addDays(night, 1) });
  }
  return runs;
}
