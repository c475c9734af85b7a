import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ContentsEntry } from '../content/mdxBodies';
import { ArticleContents } from './ArticleContents';
import { Container } from './Container';
import { Prose } from './Prose';

/**
 * The text in a centred reading column. Where the margins are wide enough the contents stand
 * in the one before it, balanced by an empty one after it; elsewhere they open the text.
 * Those margins reach wider than the site's usual column, so the contents' lines are not
 * cramped.
 */
const Columns = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  padding-block: ${({ theme }) => theme.space(12)};
  ${({ theme }) => theme.media.wideMargins} {
    grid-template-columns:
      minmax(0, 1fr) minmax(0, ${({ theme }) => theme.measure('44rem')})
      minmax(0, 1fr);
    max-inline-size: 100rem;
  }
`;

const Text = styled(Prose)`
  padding-block: 0;
  margin-inline: auto;
  ${({ theme }) => theme.media.wideMargins} {
    grid-column: 2;
  }
`;

export interface ReadingColumnsProps {
  /** The text's sections, listed as its contents. */
  contents: ContentsEntry[];
  children: ReactNode;
}

/** Long-form text (an article, a legal document) with its contents. */
export function ReadingColumns({ contents, children }: ReadingColumnsProps) {
  return (
    <Columns>
      {contents.length > 0 ? <ArticleContents entries={contents} /> : null}
      <Text>{children}</Text>
    </Columns>
  );
}
