import type { ReactNode } from "react";

/**
 * A bar chart drawn on the server as SVG: no chart code reaches the browser. The table beside it
 * holds the same figures and is what assistive technology reads, so the drawing is hidden from it;
 * each bar's <title> still names its figure for a pointer hovering over it.
 */
export interface Bar {
  label: string;
  /** The bar's height; null draws no bar (nothing to divide by). */
  value: number | null;
  /** What hovering the bar says: "5 Nov: 72.5%". */
  title: string;
}

const width = 640;
const height = 180;
const axis = 20;

/** The drawing's box, as wide as the page allows and hidden from assistive technology. */
function ChartFrame({ viewHeight, testId, children }: { viewHeight: number; testId: string; children: ReactNode }) {
  return (
    <svg
      viewBox={`0 0 ${width} ${viewHeight}`}
      className="mt-3 h-auto w-full max-w-3xl"
      aria-hidden="true"
      focusable="false"
      data-testid={testId}
      role="presentation"
    >
      {children}
    </svg>
  );
}

/** A bar's length on a scale where `top` spans `span`; no bar for a missing figure, none below zero. */
const barLength = (bar: Bar, top: number, span: number) => (bar.value === null ? 0 : (Math.max(bar.value, 0) / top) * span);

export function ReportBarChart({ bars, max, testId }: { bars: Bar[]; max?: number; testId: string }) {
  const top = Math.max(max ?? 0, ...bars.map((bar) => bar.value ?? 0), 1);
  const slot = (width - 8) / Math.max(bars.length, 1);
  const barWidth = Math.max(slot * 0.7, 1);
  const plot = height - axis;
  return (
    <ChartFrame viewHeight={height} testId={testId}>
      <line x1="4" x2={width - 4} y1={plot} y2={plot} stroke="currentColor" strokeWidth="1" className="text-sand-300" />
      {bars.map((bar, index) => {
        const barHeight = barLength(bar, top, plot - 4);
        const x = 4 + index * slot + (slot - barWidth) / 2;
        return (
          <g key={bar.label}>
            <title>{bar.title}</title>
            <rect x={x} y={plot - barHeight} width={barWidth} height={barHeight} className="fill-river-700" />
            {bars.length <= 31 || index % Math.ceil(bars.length / 31) === 0 ? (
              <text x={x + barWidth / 2} y={height - 6} textAnchor="middle" fontSize="10" className="fill-ink-700">
                {bar.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </ChartFrame>
  );
}

/** Bars lying down, one a row with its label before it: for a few named rows (sources) whose names are long. */
export function ReportRowChart({ bars, testId }: { bars: Bar[]; testId: string }) {
  const row = 24;
  const labelWidth = 130;
  const chartHeight = bars.length * row + 4;
  const top = Math.max(...bars.map((bar) => bar.value ?? 0), 1);
  return (
    <ChartFrame viewHeight={chartHeight} testId={testId}>
      {bars.map((bar, index) => {
        const length = barLength(bar, top, width - labelWidth - 8);
        const y = 2 + index * row;
        return (
          <g key={bar.label}>
            <title>{bar.title}</title>
            <text x={labelWidth - 6} y={y + row / 2 + 4} textAnchor="end" fontSize="12" className="fill-ink-700">
              {bar.label}
            </text>
            <rect x={labelWidth} y={y + 3} width={length} height={row - 6} className="fill-river-700" />
          </g>
        );
      })}
    </ChartFrame>
  );
}
