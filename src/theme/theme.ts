import { fallbackFamily } from './fallbackFont';
import type { ColorName } from './palettes';

/**
 * The header's layouts, by the width it has in rem: one row from `oneRow` (1024 px at the
 * default text size), the brand's name and the menu's chevrons from `roomy`; below `oneRow`,
 * the drawer.
 */
export const headerBreakpoints = { oneRow: 64, roomy: 80 };

/**
 * The one-row header below `roomy` (1024–1279 px at the default text size), where its
 * controls take their tightest sides: the row must fit in Arabic at 1024 px with a wide
 * system font too, when Cairo has not arrived (measured with DejaVu Sans: 3 px to spare).
 */
export const tightHeader = `@container site-header (min-width: ${headerBreakpoints.oneRow}rem) and (max-width: ${headerBreakpoints.roomy - 0.01}rem)`;

/** Colours resolve through CSS custom properties, so one render serves both themes. */
const color: Record<ColorName, string> = {
  background: 'var(--color-background)',
  surface: 'var(--color-surface)',
  surfaceRaised: 'var(--color-surfaceRaised)',
  text: 'var(--color-text)',
  textMuted: 'var(--color-textMuted)',
  border: 'var(--color-border)',
  accent: 'var(--color-accent)',
  accentText: 'var(--color-accentText)',
  onAccent: 'var(--color-onAccent)',
  accentSoft: 'var(--color-accentSoft)',
  focus: 'var(--color-focus)',
  headerScrolled: 'var(--color-headerScrolled)',
  danger: 'var(--color-danger)',
  rating: 'var(--color-rating)',
};

/** The system's fonts, Arial first as scaled to Cairo's widths (fallbackFont.ts). */
const systemFamily = `'${fallbackFamily}', 'Segoe UI', Tahoma, system-ui, sans-serif`;

export const theme = {
  color,
  font: {
    family: `'Cairo Variable', ${systemFamily}`,
    /** The stack without Cairo, for text whose letters the page does not load. */
    systemFamily,
  },
  /** The type scale: steps resolve through custom properties, so Arabic gets its own sizes. */
  type: {
    /** A lone figure that stands for the page, such as the missing page's 404. */
    numeral: 'var(--type-numeral)',
    display: 'var(--type-display)',
    title: 'var(--type-title)',
    section: 'var(--type-section)',
    subsection: 'var(--type-subsection)',
    figure: 'var(--type-figure)',
    item: 'var(--type-item)',
    lead: 'var(--type-lead)',
    body: 'var(--type-body)',
    small: 'var(--type-small)',
    /** The mega-menu's section names, which must fit the header's one row at 1024 px. */
    menu: 'var(--type-menu)',
    /** The mega-menu's section names where the header is roomy (80rem and wider). */
    menuRoomy: 'var(--type-menu-roomy)',
  },
  radius: { small: '0.375rem', medium: '0.75rem', large: '1.25rem', round: '999px' },
  space: (steps: number) => `${steps * 0.25}rem`,
  /**
   * A line length for running text, given in English (`70ch`, `44rem`). Arabic letters are
   * narrower than the digit `ch` measures, so Arabic scales it down to keep about as many
   * letters a line (--measure-scale in globalCss).
   */
  measure: (length: string) => `calc(${length} * var(--measure-scale))`,
  /**
   * As many columns of at least `minWidth` as fit; one full-width column when even one
   * does not (a phone at 200 % font size), so cards never push the page sideways.
   */
  columns: (minWidth: string, repeat: 'auto-fit' | 'auto-fill' = 'auto-fit') =>
    `repeat(${repeat}, minmax(min(100%, ${minWidth}), 1fr))`,
  layout: {
    /**
     * The widest the content runs (80rem: 1280 px at 1440), side space excluded. Header,
     * mega-menu, every band and the footer share it through `Container`.
     */
    contentWidth: '80rem',
    /** Side space of the page: 20 px on a phone, 5% of the window up to 80 px on a wide screen. */
    gutter: 'clamp(1.25rem, 5vw, 5rem)',
    /** The container's whole width, its gutters included (border-box). */
    maxWidth: 'calc(80rem + 2 * clamp(1.25rem, 5vw, 5rem))',
    /** Above and below a band: 64 px on a phone, growing with the window to 128 px. */
    bandSpace: 'clamp(4rem, 1rem + 8vw, 8rem)',
    /** The header is one row at every width, so anything sticky clears this. */
    headerHeight: '4.5rem',
  },
  media: {
    desktop: '@media (min-width: 64rem)',
    belowDesktop: '@media (max-width: 63.99rem)',
    /**
     * From here the side margin beside the content (gutter, or more past 90rem) is wider
     * than a floating button with its 1.25rem offset (4.75rem).
     */
    wideMargins: '@media (min-width: 90rem)',
  },
  /**
   * What stands above what, lowest first: a card's buttons above its stretched link, the
   * sticky header, the floating button and the mobile menu, a dialog's backdrop and its
   * panel, notices, and the skip link above everything.
   */
  layer: {
    aboveCard: 1,
    header: 50,
    floating: 60,
    backdrop: 70,
    dialog: 71,
    notices: 80,
    skipLink: 100,
  },
  shadow: {
    raised: '0 1px 2px rgb(15 23 42 / 0.06), 0 8px 24px rgb(15 23 42 / 0.08)',
  },
} as const;

export type SiteTheme = typeof theme;
