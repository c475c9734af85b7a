import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '../components/primitives/ButtonLink';
import { LocalizedLink } from '../components/primitives/LocalizedLink';
import { MessagePage } from './MessagePage';
import { company } from '../content/company';
import { useLocale } from '../i18n/useLocale';
import { MissingPathSearch } from '../search/MissingPathSearch';
import { useBrowserValue } from '../search/useBrowserValue';
import { listReset } from '../theme/mixins';

const Code = styled.p`
  font-size: ${({ theme }) => theme.type.numeral};
  font-weight: 800;
  line-height: 1;
  color: ${({ theme }) => theme.color.accentText};
`;

const Summary = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The search, as wide as a readable line, its text at the language's start. */
const Search = styled.div`
  inline-size: min(100%, 40rem);
  text-align: start;
`;

const Places = styled.ul`
  ${listReset}
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(8)};
  margin-block: ${({ theme }) => theme.space(4)};
`;

/** A tap target of 44 px, like the site's buttons. */
const Place = styled(LocalizedLink)`
  display: inline-flex;
  align-items: center;
  min-block-size: 2.75rem;
  color: ${({ theme }) => theme.color.accentText};
  font-weight: 700;
`;

/**
 * Where most visitors were heading: the menu's main destinations, under the menu's own
 * names, so a mistyped or old address is one click from the page they wanted.
 */
const places = [
  { label: 'nav.sections.services', href: '/services' },
  { label: 'nav.sections.successStories', href: '/case-studies' },
  { label: 'nav.links.insights', href: '/insights' },
  { label: 'nav.links.contact', href: '/contact' },
] as const;

const readPathname = () => window.location.pathname;

/**
 * The page for any path the site does not have: the search, its field filled with the words
 * of the address (one 404.html serves every path, so they are read in the browser, and the
 * search appears once the app runs) and its results shown when the visitor asks, then the
 * menu's main destinations and the home page. The path is logged to the console.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { name } = company(useLocale());
  const missingPath = useBrowserValue(readPathname);

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <MessagePage>
      {/* React places these in <head>; no route supplies a head for a missing page. */}
      <title>{`${t('notFound.metaTitle')} | ${name}`}</title>
      <meta name="description" content={t('notFound.metaDescription')} />
      <meta name="robots" content="noindex" />
      <Code>{t('notFound.code')}</Code>
      <h1>{t('notFound.title')}</h1>
      <Summary>{t('notFound.summary')}</Summary>
      {/* Only once the app runs: the prerendered page cannot know the address's words. */}
      {missingPath === null ? null : (
        <Search>
          <MissingPathSearch key={missingPath} pathname={missingPath} />
        </Search>
      )}
      <nav aria-label={t('notFound.places')}>
        <Places>
          {places.map((place) => (
            <li key={place.href}>
              <Place to={place.href}>{t(place.label)}</Place>
            </li>
          ))}
        </Places>
      </nav>
      <ButtonLink to="/">{t('notFound.home')}</ButtonLink>
    </MessagePage>
  );
}
