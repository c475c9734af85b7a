/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  /** Where forms are POSTed; without it submissions are simulated (SPEC §7). */
  readonly VITE_FORMS_ENDPOINT?: string;
  /** 'true' in `npm run dev:mock`: answers forms from mocks/handlers.ts in the browser. */
  readonly VITE_MSW?: string;
}
