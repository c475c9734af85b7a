import { useEffect, useRef } from 'react';
import { css } from 'styled-components';

/**
 * A band the browser lays out only once it comes near the screen, so a long page's first
 * layout (and its relayout when the web font arrives) covers the first screen, not every
 * band: a whole home page measured 40–70 ms of layout in one task, counted in TBT. Until
 * then the band holds an estimated height.
 */
export const layOutNearScreen = css`
  content-visibility: auto;
  contain-intrinsic-size: auto 40rem;
`;

/**
 * Lays the band out once the app runs, in a task of its own, and keeps it laid out: its
 * height is then its own before a visitor scrolls to it, so the page's height does not move
 * while it is read, and no task lays out every band at once. Give the ref to the element
 * that carries `layOutNearScreen`.
 */
export function useLayOutAhead<T extends HTMLElement>() {
  const band = useRef<T>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      const element = band.current;
      if (!element) return;
      element.style.contentVisibility = 'visible';
      // Reading a size lays the band out now, in this task, rather than with every other
      // band in the next frame.
      element.getBoundingClientRect();
    });
    return () => clearTimeout(timer);
  }, []);
  return band;
}
