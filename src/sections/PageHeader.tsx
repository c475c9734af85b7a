import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Artwork, type ArtworkImage } from '../components/primitives/Artwork';
import { Container } from '../components/primitives/Container';

/**
 * What a page is decides how it opens. A detail page (a service, a solution, an industry)
 * sells: title, summary, its key outcome and its drawing. A listing or hub is a way in:
 * a compact title with the section's key facts, so its cards start high on the screen. A
 * company or legal page is read: a plain text heading, without picture or outcome.
 */
export type PageHeaderKind = 'detail' | 'listing' | 'plain';

const bands = {
  detail: css`
    background: ${({ theme }) => theme.color.surface};
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
    padding-block: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(12)};
  `,
  listing: css`
    background: ${({ theme }) => theme.color.surface};
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
    padding-block: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(8)};
  `,
  plain: css`
    background: ${({ theme }) => theme.color.surface};
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
    padding-block: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(10)};
  `,
};

const Band = styled.header<{ $kind: PageHeaderKind }>`
  ${({ $kind }) => bands[$kind]}
`;

const Layout = styled(Container)<{ $kind: PageHeaderKind; $withImage: boolean }>`
  display: grid;
  gap: ${({ theme, $kind }) => theme.space($kind === 'listing' ? 6 : 10)};
  align-items: ${({ $kind }) => ($kind === 'listing' ? 'end' : 'center')};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: ${({ $kind, $withImage }) =>
      $kind === 'listing' ? 'minmax(0, 3fr) minmax(0, 2fr)' : $withImage ? '3fr 2fr' : '1fr'};
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

const Summary = styled.p<{ $kind: PageHeaderKind }>`
  margin-block-start: ${({ theme, $kind }) => theme.space($kind === 'listing' ? 3 : 4)};
  max-inline-size: ${({ theme }) => theme.measure('65ch')};
  font-size: ${({ theme }) => theme.type.lead};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The outcome a detail page promises, set apart from the summary by a rule in the accent. */
const Outcome = styled.p`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-block-start: ${({ theme }) => theme.space(6)};
  padding-inline-start: ${({ theme }) => theme.space(4)};
  border-inline-start: 4px solid ${({ theme }) => theme.color.accent};
  max-inline-size: ${({ theme }) => theme.measure('40ch')};
  strong {
    font-size: ${({ theme }) => theme.type.figure};
    font-weight: 800;
    line-height: 1.1;
    color: ${({ theme }) => theme.color.accentText};
  }
`;

/** A listing without key facts keeps its drawing, small, so the cards still start high. */
const ListingArtwork = styled(Artwork)`
  justify-self: end;
  inline-size: min(100%, 16rem);
  ${({ theme }) => theme.media.belowDesktop} {
    display: none;
  }
`;

const Actions = styled.div`
  margin-block-start: ${({ theme }) => theme.space(8)};
`;

export interface KeyOutcome {
  /** The figure, already written for the page's language ("30%", "4.7 / 5"). */
  value: string;
  label: string;
}

export interface PageHeaderProps {
  title: string;
  summary: string;
  eyebrow?: string;
  actions?: ReactNode;
  /** A picture beside the heading on wide screens, under it on narrow ones (detail pages). */
  image?: ArtworkImage;
  /** Detail with a picture, plain without one, unless the page says otherwise. */
  kind?: PageHeaderKind;
  /** A detail page's measured result, shown under its summary. */
  outcome?: KeyOutcome;
  /** A listing's key facts or filters, beside its title on wide screens (else its drawing). */
  facts?: ReactNode;
}

/** The top of every inner page: its one h1 and the summary paragraph under it. */
export function PageHeader({
  title,
  summary,
  eyebrow,
  actions,
  image,
  kind = image ? 'detail' : 'plain',
  outcome,
  facts,
}: PageHeaderProps) {
  const picture = kind === 'detail' ? image : undefined;
  return (
    <Band $kind={kind}>
      <Layout $kind={kind} $withImage={picture !== undefined}>
        <div>
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <Title>{title}</Title>
          <Summary $kind={kind}>{summary}</Summary>
          {kind === 'detail' && outcome ? (
            <Outcome>
              <strong>{outcome.value}</strong>
              {outcome.label}
            </Outcome>
          ) : null}
          {actions ? <Actions>{actions}</Actions> : null}
        </div>
        {kind === 'listing'
          ? (facts ?? (image ? <ListingArtwork image={image} slot="header" /> : null))
          : null}
        {picture ? <Artwork image={picture} slot="header" priority /> : null}
      </Layout>
    </Band>
  );
}
