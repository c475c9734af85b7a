import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { useAccessibility } from './AccessibilityProvider';

/** Less motion when the system asks for it or the visitor turns on Reduce Motion. */
export function useReducedMotion(): boolean {
  const system = usePrefersReducedMotion();
  const { settings } = useAccessibility();
  return system || settings.reducedMotion;
}
