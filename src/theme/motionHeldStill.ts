/**
 * Declarations that hold motion still, for the system's reduced-motion setting (globalCss)
 * and the accessibility panel's (settingsCss): SPEC's 0.01 ms, so an animation still ends
 * and Radix, which waits for animationend, still unmounts a closing part.
 */
export const motionHeldStill = `
  animation-duration: 0.01ms !important;
  animation-iteration-count: 1 !important;
  transition-duration: 0.01ms !important;
  scroll-behavior: auto !important;
`;
