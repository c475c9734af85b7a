import 'styled-components';
import type { SiteTheme } from './theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the documented way to type the theme
  export interface DefaultTheme extends SiteTheme {}
}
