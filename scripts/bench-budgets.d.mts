export declare const BUDGETS: {
  lighthouseMin: number;
  clsMax: number;
  homeJsKbMax: number;
  uncachedSsrRatioMax: number;
  cachedHtmlRatioMax: number;
  apiRoomsRatioMax: number;
  htmlGzipKbMax: number;
  lcpMsMax: number;
};
export interface LighthouseFigures {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
}
export interface BenchFigures {
  lighthouse: LighthouseFigures[];
  js: { route: string; gzipKb: number }[];
  /** Named "static", "api/rooms", "ssr <route>" or "cached <route>". */
  times: { name: string; vsStaticCopy: number }[];
  html: { route: string; gzipKb: number }[];
}
export function budgetFailures(figures: BenchFigures): string[];
