import type { ComponentPropsWithoutRef } from 'react';

/**
 * An island of left-to-right text (phone numbers, e-mail addresses, URLs) that keeps its
 * character order inside Arabic sentences.
 */
export function LtrLink(props: ComponentPropsWithoutRef<'a'>) {
  return <a dir="ltr" {...props} />;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
