/** i18next and its React binding, a start-up step of their own (see src/boot/entry-client.ts). */
export { useTranslation } from 'react-i18next';
