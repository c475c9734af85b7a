import en from '../i18n/locales/en.json';

export type ValidationMessage = `validation.${keyof typeof en.validation}`;

/** Schemas and the server report problems as keys of the interface strings. */
export function isValidationMessage(message: string): message is ValidationMessage {
  const [group, key] = message.split('.');
  return group === 'validation' && key !== undefined && Object.hasOwn(en.validation, key);
}
