import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';

/** An address is one long word: it may break anywhere rather than leave its column. */
const Link = styled.a`
  overflow-wrap: anywhere;
`;

/**
 * Links whose text must read left to right (phone numbers, e-mail addresses) even inside
 * Arabic sentences.
 */
export function LtrLink(props: ComponentPropsWithoutRef<'a'>) {
  return <Link dir="ltr" {...props} />;
}

/**
 * A phone number moves to the next line whole rather than split into groups on two lines;
 * only a number wider than its column (very large text) breaks inside.
 */
const Phone = styled(LtrLink)`
  display: inline-block;
`;

export function PhoneLink({ phone }: { phone: string }) {
  return <Phone href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Phone>;
}

export function EmailLink({ email }: { email: string }) {
  return <LtrLink href={`mailto:${email}`}>{email}</LtrLink>;
}
