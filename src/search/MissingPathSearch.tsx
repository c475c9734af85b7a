import { useId, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Locale } from '../../shared/locales';
import { Button } from '../components/primitives/ButtonLink';
import { localizePath } from '../i18n/localePath';
import { useLocale } from '../i18n/useLocale';
import { missingPathWords } from './missingPathWords';
import { searchFieldWords } from './searchFieldWords';
import { SearchForm } from './SearchForm';
import type { SearchPanelProps } from './SearchPanel';

/** The panel's code and the search's words, fetched together once the visitor shows intent. */
async function loadSearch(locale: Locale): Promise<ComponentType<SearchPanelProps>> {
  const [{ default: panel }] = await Promise.all([
    import('./SearchPanel'),
    import('./loadSearchStrings').then(({ loadSearchStrings }) => loadSearchStrings(locale)),
  ]);
  return panel;
}

/** The field and its button on one line; the field takes the room the button leaves. */
const FieldRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  input {
    min-inline-size: 0;
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.small};
`;

/**
 * The not-found page's search: a field filled with the words of the missing address and a
 * Search button. Nothing of the search loads with the page: pointing at the form or focusing
 * it fetches the search's code and words, and Search (or Enter) shows the results in the
 * search panel, which takes the form's place with the words it held and focus in its field,
 * where the results' count is announced. Until the panel is ready the form stays as it is.
 */
export function MissingPathSearch({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const words = searchFieldWords[locale];
  const fieldId = useId();
  const hintId = useId();
  const [query, setQuery] = useState(() => missingPathWords(pathname));
  const [Panel, setPanel] = useState<ComponentType<SearchPanelProps> | null>(null);

  if (Panel) return <Panel initialQuery={query} autoFocus />;
  return (
    <SearchForm
      role="search"
      action={localizePath('/search', locale)}
      method="get"
      onPointerEnter={() => void loadSearch(locale)}
      onFocus={() => void loadSearch(locale)}
      onSubmit={(event) => {
        event.preventDefault();
        void loadSearch(locale).then((panel) => setPanel(() => panel));
      }}
    >
      <label htmlFor={fieldId}>{words.label}</label>
      <FieldRow>
        <input
          id={fieldId}
          type="search"
          name="q"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby={hintId}
          autoComplete="off"
          enterKeyHint="search"
        />
        <Button type="submit">{t('search.open')}</Button>
      </FieldRow>
      <Hint id={hintId}>{words.missingPathHint}</Hint>
    </SearchForm>
  );
}
