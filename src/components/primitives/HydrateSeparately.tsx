import { Suspense, type ReactNode } from 'react';

interface HydrateSeparatelyProps {
  /**
   * How many hydration passes after the content around it: React hydrates one level of
   * prerendered boundaries per pass (the shell, then the page inside the router's
   * boundary, then the page's forms), so each level of nesting is one pass later. At
   * least 1, the default.
   */
  passesLater?: number;
  children: ReactNode;
}

/**
 * Hydrates its children in a commit of their own, after the content around it: React
 * leaves a prerendered Suspense boundary for a later pass. It keeps the state a library
 * sets while mounting (Radix's element refs, react-hook-form's ready flag) out of the
 * page's commit. That state re-renders at once, and before it React runs every effect still
 * pending, so in a shared commit it would make one long task of start-up. Nothing in it
 * suspends, so it has no fallback.
 */
export function HydrateSeparately({ passesLater = 1, children }: HydrateSeparatelyProps) {
  return (
    <Suspense>
      {passesLater > 1 ? (
        <HydrateSeparately passesLater={passesLater - 1}>{children}</HydrateSeparately>
      ) : (
        children
      )}
    </Suspense>
  );
}
