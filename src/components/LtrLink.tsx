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

/** A phone number is read in groups and never split across lines (it is short enough). */
const Phone = styled(Link)`
  white-space: nowrap;
`;

export function PhoneLink({ phone }: { phone: string }) {
  return (
    <Phone dir="ltr" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
      {phone}
    </Phone>
  );
}

export function EmailLink({ email }: { email: string }) {
  return <LtrLink href={`mailto:${email}`}>{email}</LtrLink>;
}
