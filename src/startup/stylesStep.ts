/** styled-components, a start-up step of its own (see src/start.ts). */
export { ThemeProvider } from 'styled-components';
