import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Artwork, type ArtworkImage } from './Artwork';
import { Container } from './Container';

const Band = styled.header`
  background: ${({ theme }) => theme.color.surface};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  padding-block: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(12)};
`;

const Layout = styled(Container)<{ $withImage: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  align-items: center;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: ${({ $withImage }) => ($withImage ? '3fr 2fr' : '1fr')};
  }
`;

const Eyebrow = styled.p`
  color: ${({ theme }) => theme.color.accentText};
  font-weight: 700;
  margin-block-end: ${({ theme }) => theme.space(3)};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.type.title};
  max-inline-size: 24ch;
`;

const Summary = styled.p`
  margin-block-start: ${({ theme }) => theme.space(4)};
  max-inline-size: ${({ theme }) => theme.measure('65ch')};
  font-size: ${({ theme }) => theme.type.lead};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Actions = styled.div`
  margin-block-start: ${({ theme }) => theme.space(8)};
`;

export interface PageHeaderProps {
  title: string;
  summary: string;
  eyebrow?: string;
  actions?: ReactNode;
  /** A picture beside the heading on wide screens, under it on narrow ones. */
  image?: ArtworkImage;
}

/** The top of every inner page: its one h1 and the summary paragraph under it. */
export function PageHeader({ title, summary, eyebrow, actions, image }: PageHeaderProps) {
  return (
    <Band>
      <Layout $withImage={image !== undefined}>
        <div>
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <Title>{title}</Title>
          <Summary>{summary}</Summary>
          {actions ? <Actions>{actions}</Actions> : null}
        </div>
        {image ? <Artwork image={image} slot="header" priority /> : null}
      </Layout>
    </Band>
  );
}
