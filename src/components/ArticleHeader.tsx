import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Artwork, type ArtworkImage } from './Artwork';
import { Container } from './Container';

const Band = styled.header`
  padding-block: ${({ theme }) => theme.space(14)} ${({ theme }) => theme.space(10)};
  background: ${({ theme }) => theme.color.surface};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
`;

/** The heading block is centred over the text column it introduces. */
const Heading = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(4)};
  max-inline-size: 48rem;
  margin-inline: auto;
  text-align: center;
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
  max-inline-size: ${({ theme }) => theme.measure('44rem')};
  margin: ${({ theme }) => theme.space(10)} auto 0;
`;

export interface ArticleHeaderProps {
  /** Category and date. */
  eyebrow: ReactNode;
  title: string;
  standfirst: string;
  byline: string;
  image: ArtworkImage;
}

/** The top of an article: eyebrow, its one h1, standfirst and byline, centred over its picture. */
export function ArticleHeader({ eyebrow, title, standfirst, byline, image }: ArticleHeaderProps) {
  return (
    <Band>
      <Container>
        <Heading>
          <Eyebrow>{eyebrow}</Eyebrow>
          <Title>{title}</Title>
          <Standfirst>{standfirst}</Standfirst>
          <Byline>{byline}</Byline>
        </Heading>
        <Picture image={image} slot="article" priority />
      </Container>
    </Band>
  );
}
