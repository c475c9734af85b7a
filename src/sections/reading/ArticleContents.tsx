import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ContentsEntry } from '../../content/mdxBodies';
import { listReset, textLink } from '../../theme/mixins';
import { proseMeasure } from './Prose';

/**
 * Over the text it is a box as wide as the text; in the start rail (from a laptop) it stays
 * in view while the reader scrolls.
 */
const Box = styled.nav`
  align-self: start;
  inline-size: 100%;
  /* The text's measure (ReadingColumns) at its lead size; the box's own lines are smaller. */
  max-inline-size: ${({ theme }) => theme.measure(proseMeasure)};
  font-size: ${({ theme }) => theme.type.lead};
  padding-block: ${({ theme }) => theme.space(4)};
  border-block: 1px solid ${({ theme }) => theme.color.border};
  ${({ theme }) => theme.media.desktop} {
    position: sticky;
    inset-block-start: calc(${({ theme }) => theme.layout.headerHeight} + 1.5rem);
    padding-block: 0;
    border-block: 0;
    border-inline-start: 2px solid ${({ theme }) => theme.color.border};
  }
  h2 {
    margin-block-end: ${({ theme }) => theme.space(3)};
    padding-inline-start: ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.type.small};
    color: ${({ theme }) => theme.color.textMuted};
  }
  ol {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    ${listReset}
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
    ${textLink}
    font-size: ${({ theme }) => theme.type.small};
  }
`;

/** The article's sections, each a link to its heading. */
export function ArticleContents({ entries }: { entries: ContentsEntry[] }) {
  const { t } = useTranslation();
  return (
    <Box aria-labelledby="article-contents">
      <h2 id="article-contents">{t('blog.contents')}</h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.title}</a>
          </li>
        ))}
      </ol>
    </Box>
  );
}
