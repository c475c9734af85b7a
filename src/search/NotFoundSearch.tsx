import { missingPathWords } from './missingPathWords';
import SearchPanel from './SearchPanel';

/** The not-found page's search, started with the words of the missing address. */
export default function NotFoundSearch({ pathname }: { pathname: string }) {
  return <SearchPanel initialQuery={missingPathWords(pathname)} />;
}
