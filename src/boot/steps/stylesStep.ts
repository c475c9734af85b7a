/** styled-components, a start-up step of its own (see src/boot/entry-client.ts). */
export { ThemeProvider } from 'styled-components';
