import { Link } from '@tanstack/react-router';
import type { ComponentPropsWithoutRef } from 'react';
import { localizePath } from '../../i18n/localePath';
import { useLocale } from '../../i18n/useLocale';

type AnchorProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'>;

export interface LocalizedLinkProps extends AnchorProps {
  /** A path without the language prefix (`/services/cloud`, `/contact#form`); the link adds it. */
  to: string;
}

/**
 * A link inside the site. It keeps the visitor in their language and preloads the target
 * page's code and content when the pointer rests on it.
 */
export function LocalizedLink({ to, ...anchorProps }: LocalizedLinkProps) {
  const locale = useLocale();
  const [path = '/', hash] = to.split('#');
  return <Link to={localizePath(path, locale)} hash={hash} preload="intent" {...anchorProps} />;
}
