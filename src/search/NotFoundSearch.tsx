import { use } from 'react';
import { useLocale } from '../i18n/useLocale';
import { loadSearchStrings } from './loadSearchStrings';
import { missingPathWords } from './missingPathWords';
import SearchPanel from './SearchPanel';

/** The not-found page's search, started with the words of the missing address. */
export default function NotFoundSearch({ pathname }: { pathname: string }) {
  use(loadSearchStrings(useLocale()));
  return <SearchPanel initialQuery={missingPathWords(pathname)} />;
}
