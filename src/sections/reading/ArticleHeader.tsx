import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Artwork, type ArtworkImage } from '../../components/primitives/Artwork';
import { Container } from '../../components/primitives/Container';

const Band = styled.header`
  padding-block: ${({ theme }) => theme.space(14)} ${({ theme }) => theme.space(10)};
  background: ${({ theme }) => theme.color.surface};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
`;

/**
 * On the page's grid: the heading block starts at the container's edge, as every page's
 * heading does, with the picture beside it from a laptop up and under it below that.
 */
const Layout = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  align-items: center;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    column-gap: ${({ theme }) => theme.space(12)};
  }
`;

const Heading = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(4)};
`;

const Eyebrow = styled.p`
  color: ${({ theme }) => theme.color.accentText};
  font-weight: 700;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.type.title};
`;

const Standfirst = styled.p`
  max-inline-size: ${({ theme }) => theme.measure('60ch')};
  font-size: ${({ theme }) => theme.type.lead};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Byline = styled.p`
  font-weight: 600;
`;

const Picture = styled(Artwork)`
  max-inline-size: 44rem;
`;

export interface ArticleHeaderProps {
  /** Category and date. */
  eyebrow: ReactNode;
  title: string;
  standfirst: string;
  byline: string;
  image: ArtworkImage;
}

/** The top of an article: eyebrow, its one h1, standfirst and byline, and its picture. */
export function ArticleHeader({ eyebrow, title, standfirst, byline, image }: ArticleHeaderProps) {
  return (
    <Band>
      <Layout>
        <Heading>
          <Eyebrow>{eyebrow}</Eyebrow>
          <Title>{title}</Title>
          <Standfirst>{standfirst}</Standfirst>
          <Byline>{byline}</Byline>
        </Heading>
        <Picture image={image} slot="article" priority />
      </Layout>
    </Band>
  );
}
