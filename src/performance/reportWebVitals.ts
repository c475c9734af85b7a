import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

/** Milliseconds for the timings; CLS is a unitless score. */
function format({ name, value, rating }: Metric): string {
  const amount = name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
  return `[web-vitals] ${name} ${amount} (${rating})`;
}

/**
 * FCP, LCP, INP, CLS and TTFB go to the console and nowhere else. Each is logged when it
 * is known and again when it changes, so a developer sees it during a visit.
 */
export function reportWebVitals(log: (message: string) => void = console.info): void {
  const report = (metric: Metric) => log(format(metric));
  const options = { reportAllChanges: true };
  onFCP(report, options);
  onLCP(report, options);
  onTTFB(report, options);
  onCLS(report, options);
  onINP(report, { ...options, durationThreshold: 0 });
}
