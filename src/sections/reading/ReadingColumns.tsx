import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ContentsEntry } from '../../content/mdxBodies';
import { ArticleContents } from './ArticleContents';
import { Container } from '../../components/primitives/Container';
import { Prose, proseMeasure } from './Prose';

/** Where the content is wide enough for a rail either side of the text. */
const withEndRail = '@media (min-width: 80rem)';

/**
 * The text on the page's grid: from a laptop up the contents stand in a rail on the
 * container's start edge and the text beside them; from 80rem a second rail on the end edge
 * holds the related links, which below that follow the text across the container. Below a
 * laptop the contents open the text.
 */
const Columns = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  padding-block: ${({ theme }) => theme.layout.bandSpace};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(12rem, 1fr) minmax(
        0,
        ${({ theme }) => theme.measure(proseMeasure)}
      );
    column-gap: ${({ theme }) => theme.space(12)};
    align-items: start;
  }
  ${withEndRail} {
    grid-template-columns:
      minmax(12rem, 1fr) minmax(0, ${({ theme }) => theme.measure(proseMeasure)})
      minmax(12rem, 1fr);
  }
`;

const Text = styled(Prose)`
  padding-block: 0;
  ${({ theme }) => theme.media.desktop} {
    grid-column: 2;
  }
`;

/** Beside the text from 80rem; under the text and the contents, across both, on a laptop. */
const Aside = styled.div`
  ${({ theme }) => theme.media.desktop} {
    grid-column: 1 / -1;
  }
  ${withEndRail} {
    grid-column: 3;
    grid-row: 1;
  }
`;

export interface ReadingColumnsProps {
  /** The text's sections, listed as its contents. */
  contents: ContentsEntry[];
  /** Links to read next (`RelatedLinks`), in the end rail. */
  aside?: ReactNode;
  children: ReactNode;
}

/** Long-form text (an article, a legal document) with its contents and related links. */
export function ReadingColumns({ contents, aside, children }: ReadingColumnsProps) {
  return (
    <Columns>
      {contents.length > 0 ? <ArticleContents entries={contents} /> : null}
      <Text>{children}</Text>
      {aside ? <Aside>{aside}</Aside> : null}
    </Columns>
  );
}
