/** Radix's navigation menu and the primitives it is built on, a start-up step of their own. */
export { Root } from '@radix-ui/react-navigation-menu';
