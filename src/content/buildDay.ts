import { riyadhDay } from './schedule';

/**
 * The day in Riyadh when the site was built. The build sets VITE_BUILD_DATE once for every
 * bundle (scripts/build.ts), so the prerendered HTML and the browser's loaders decide the
 * same: route loaders run again in the browser before hydration, and a loader reading the
 * browser's clock would render a different page than the HTML it hydrates. Without a build
 * (the dev server, unit tests) the day is read when asked.
 */
export function buildDay(): string {
  const built = import.meta.env.VITE_BUILD_DATE;
  return riyadhDay(built ? new Date(built) : Date.now());
}
