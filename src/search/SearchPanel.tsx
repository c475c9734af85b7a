import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { asksForNewPlace } from '../components/dialogs/LazyDialogLink';
import { localizePath } from '../i18n/localePath';
import { useLocale } from '../i18n/useLocale';
import { listReset, stretchedLink } from '../theme/mixins';
import { excerptParts } from './excerptParts';
import { loadPagefind } from './loadPagefind';
import { searchFieldWords } from './searchFieldWords';
import { SearchForm } from './SearchForm';
import { searchSite, type SearchOutcome } from './searchSite';

/** The best pages shown; the count says how many match in all. */
const shownHits = 10;
/** Typing pauses this long before a search runs, so each key press does not fetch the index. */
const typingPauseMs = 150;

type Status =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'done'; query: string; outcome: SearchOutcome }
  | { state: 'failed' };

const Count = styled.p`
  margin-block: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.small};
`;

const Hits = styled.ol`
  ${listReset}
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Hit = styled.li`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.background};
  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.color.accent};
  }
`;

const Kind = styled.span`
  color: ${({ theme }) => theme.color.accentText};
  font-size: ${({ theme }) => theme.type.small};
  font-weight: 700;
`;

const Title = styled(Link)`
  color: ${({ theme }) => theme.color.text};
  font-weight: 700;
  text-decoration: none;
  ${stretchedLink('medium')}
`;

const Excerpt = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.small};
  mark {
    padding-inline: 0.1em;
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.color.accentSoft};
    color: ${({ theme }) => theme.color.text};
    font-weight: 700;
  }
`;

export interface SearchPanelProps {
  /** The words the search starts with. */
  initialQuery?: string;
  /** Called when a result is followed, so a dialog can close. */
  onFollow?: () => void;
  /** Focus the field at once (in the dialog, which opens to type into). */
  autoFocus?: boolean;
}

/**
 * The search field and its results, the same in the dialog, on /search and on the 404 page.
 * Results are links: ↓ from the field reaches the first, ↑ and ↓ move between them, Enter
 * follows one (Enter in the field follows the first), and the count is announced politely.
 * Without JavaScript the form asks /search, which says how to browse instead.
 */
export default function SearchPanel({ initialQuery = '', onFollow, autoFocus }: SearchPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const router = useRouter();
  const fieldId = useId();
  const [query, setQuery] = useState(initialQuery);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const field = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (query.trim() === '') return;
    let current = true;
    const timer = setTimeout(() => {
      setStatus((previous) => (previous.state === 'done' ? previous : { state: 'searching' }));
      loadPagefind()
        .then((pagefind) => searchSite(pagefind, query, shownHits))
        .then(
          (outcome) => {
            if (current) setStatus({ state: 'done', query, outcome });
          },
          () => {
            if (current) setStatus({ state: 'failed' });
          },
        );
    }, typingPauseMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);

  // An empty field asks for words, whatever the last search found.
  const shown: Status = query.trim() === '' ? { state: 'idle' } : status;
  const hits = shown.state === 'done' ? shown.outcome.hits : [];
  const links = () => [...(list.current?.querySelectorAll('a') ?? [])];

  const follow = (url: string) => {
    onFollow?.();
    void router.navigate({ to: url });
  };

  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      links()[0]?.focus();
    }
  };

  const onListKey = (event: KeyboardEvent<HTMLOListElement>) => {
    const all = links();
    const at = all.findIndex((link) => link === document.activeElement);
    const next: Partial<Record<string, () => HTMLElement | null | undefined>> = {
      ArrowDown: () => all[Math.min(at + 1, all.length - 1)],
      ArrowUp: () => (at <= 0 ? field.current : all[at - 1]),
      Home: () => all[0],
      End: () => all.at(-1),
    };
    const target = next[event.key]?.();
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };

  const announcement = () => {
    switch (shown.state) {
      case 'idle':
        return t('search.prompt');
      case 'searching':
        return t('search.searching');
      case 'failed':
        return t('search.failed');
      case 'done':
        return shown.outcome.total === 0
          ? t('search.nothingFound', { query: shown.query })
          : t('search.found', { count: shown.outcome.total });
    }
  };

  return (
    <div>
      <SearchForm
        role="search"
        action={localizePath('/search', locale)}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          const first = hits[0];
          if (first) follow(first.url);
        }}
      >
        <label htmlFor={fieldId}>{searchFieldWords[locale].label}</label>
        <input
          ref={field}
          id={fieldId}
          type="search"
          name="q"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onFieldKey}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          // The dialog opens to be typed into; its close button would otherwise take focus.
          autoFocus={autoFocus}
        />
      </SearchForm>
      <Count role="status">{announcement()}</Count>
      {hits.length > 0 ? (
        <Hits ref={list} aria-label={t('search.results')} onKeyDown={onListKey}>
          {hits.map((hit) => (
            <Hit key={hit.url}>
              <Kind>{t(`search.kinds.${hit.kind}`)}</Kind>
              <Title
                to={hit.url}
                onClick={(event) => {
                  if (!asksForNewPlace(event)) onFollow?.();
                }}
              >
                {hit.title}
              </Title>
              <Excerpt>
                {excerptParts(hit.excerpt).map((part, index) =>
                  part.marked ? <mark key={index}>{part.text}</mark> : part.text,
                )}
              </Excerpt>
            </Hit>
          ))}
        </Hits>
      ) : null}
    </div>
  );
}
