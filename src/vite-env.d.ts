/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  /** Where forms are POSTed; without it submissions are simulated (SPEC §7). */
  readonly VITE_FORMS_ENDPOINT?: string;
}
