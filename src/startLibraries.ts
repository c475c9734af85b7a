/**
 * The libraries every page starts with. The app imports them as usual; importing them here
 * first, from src/start.ts, makes the bundler put them in chunks of their own, so the browser
 * runs them in a step before the app's own code instead of in one long task with it.
 */
export { createRouter, RouterProvider, Link } from '@tanstack/react-router';
export { default as i18next } from 'i18next';
export { I18nextProvider, useTranslation } from 'react-i18next';
export { default as styled, ThemeProvider } from 'styled-components';
