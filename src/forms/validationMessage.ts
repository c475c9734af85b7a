import type { i18n as I18n } from 'i18next';
import type en from './formLocales/en.json';

export type ValidationMessage = `validation.${keyof typeof en.validation}`;

/**
 * Schemas and the server report problems as keys of the interface strings. Checked against
 * the loaded strings (loadFormStrings), so a page carries only its own language's.
 */
export function isValidationMessage(message: string, i18n: I18n): message is ValidationMessage {
  return message.startsWith('validation.') && i18n.exists(message);
}
