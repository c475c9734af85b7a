import type { ComponentPropsWithoutRef } from 'react';

/**
 * Links whose text must read left to right (phone numbers, e-mail addresses) even inside
 * Arabic sentences.
 */
export function LtrLink(props: ComponentPropsWithoutRef<'a'>) {
  return <a dir="ltr" {...props} />;
}

export function PhoneLink({ phone }: { phone: string }) {
  return <LtrLink href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</LtrLink>;
}

export function EmailLink({ email }: { email: string }) {
  return <LtrLink href={`mailto:${email}`}>{email}</LtrLink>;
}
