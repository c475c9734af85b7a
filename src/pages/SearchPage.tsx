import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container } from '../components/primitives/Container';
import { LocalizedLink } from '../components/primitives/LocalizedLink';
import { PageHeader } from '../sections/PageHeader';
import { Section } from '../components/primitives/Section';
import type { NavSection } from '../content/navigation';
import SearchPanel from '../search/SearchPanel';
import { useBrowserValue } from '../search/useBrowserValue';
import { listReset, tapTarget } from '../theme/mixins';

const Band = styled(Container)`
  padding-block: ${({ theme }) => theme.layout.bandSpace};
  /* The search and, without JavaScript, the sentence in <noscript> at a readable measure. */
  & > *,
  & > noscript > p {
    max-inline-size: 44rem;
  }
`;

const Sections = styled.ul`
  ${listReset}
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(8)};
`;

const SectionLink = styled(LocalizedLink)`
  ${tapTarget}
  color: ${({ theme }) => theme.color.accentText};
  font-weight: 700;
`;

const readQuery = () => new URLSearchParams(window.location.search).get('q') ?? '';

/**
 * /search: the search itself once the app runs (the words of `?q=` to start with), and
 * without JavaScript a page that says so and leads to every section of the menu.
 */
export function SearchPage({ sections }: { sections: NavSection[] }) {
  const { t } = useTranslation();
  const query = useBrowserValue(readQuery) ?? '';
  return (
    <>
      <PageHeader kind="plain" title={t('searchPage.title')} summary={t('search.prompt')} />
      <Band>
        <noscript>
          <p>{t('searchPage.noScript')}</p>
        </noscript>
        <SearchPanel key={query} initialQuery={query} />
      </Band>
      <Section title={t('searchPage.browse')}>
        <Sections>
          {sections.map((section) => (
            <li key={section.id}>
              <SectionLink to={section.viewAll}>{t(`nav.sections.${section.id}`)}</SectionLink>
            </li>
          ))}
        </Sections>
      </Section>
    </>
  );
}
