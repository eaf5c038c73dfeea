import type { CSSProperties } from "react";

// Fixed positions and timings (not random) so server and browser render the same markup.
const LANTERNS = [
  { left: "8%", delay: "0s", duration: "15s" },
  { left: "22%", delay: "5s", duration: "13s" },
  { left: "41%", delay: "2.5s", duration: "16s" },
  { left: "63%", delay: "8s", duration: "14s" },
  { left: "79%", delay: "3.5s", duration: "12s" },
  { left: "91%", delay: "10s", duration: "15s" },
];
const SPARKS = [
  { left: "15%", top: "22%", delay: "0s", duration: "2.6s" },
  { left: "34%", top: "12%", delay: "1.2s", duration: "3.4s" },
  { left: "52%", top: "30%", delay: "0.6s", duration: "2.9s" },
  { left: "71%", top: "16%", delay: "1.8s", duration: "3.1s" },
  { left: "86%", top: "34%", delay: "0.3s", duration: "2.4s" },
  { left: "60%", top: "8%", delay: "2.2s", duration: "3.6s" },
];

type MotionStyle = CSSProperties & Record<"--delay" | "--duration", string>;

/** The festive slide's moving background: CSS only, decorative, still under reduced motion. */
export function FestiveMotion() {
  return (
    <div className="festive-motion" aria-hidden="true">
      {LANTERNS.map((lantern) => (
        <span
          key={lantern.left}
          className="lantern"
          style={{ left: lantern.left, "--delay": lantern.delay, "--duration": lantern.duration } as MotionStyle}
        />
      ))}
      {SPARKS.map((spark) => (
        <span
          key={`${spark.left}-${spark.top}`}
          className="spark"
          style={{ left: spark.left, top: spark.top, "--delay": spark.delay, "--duration": spark.duration } as MotionStyle}
        />
      ))}
    </div>
  );
}
