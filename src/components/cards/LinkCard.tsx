import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { IconName } from '../../content/vocabulary';
import { cardSurface, stretchedLink } from '../../theme/mixins';
import type { ArtworkImage } from '../primitives/Artwork';
import { CardPicture } from './CardPicture';
import { Icon } from '../primitives/Icon';
import { MoreLink } from '../primitives/MoreLink';

/**
 * A card whose picture sits beside its text once its grid is wide enough (the featured
 * article); every other card stacks the picture above the text.
 */
const beside = css`
  @container (min-width: 44rem) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    grid-template-rows: auto;
    align-items: center;
    gap: ${({ theme }) => theme.space(10)};
  }
`;

/** The text takes the height a taller neighbour leaves, so every picture keeps its size. */
const Card = styled.article<{ $beside: boolean; $picture: boolean }>`
  position: relative;
  display: grid;
  grid-template-rows: ${({ $picture }) => ($picture ? 'auto 1fr' : '1fr')};
  gap: ${({ theme }) => theme.space(5)};
  block-size: 100%;
  ${cardSurface}
  ${({ $beside }) => ($beside ? beside : '')}
  /* The card the pointer or focus is on rises a little; reduced motion makes it instant. */
  transition:
    border-color 150ms ease,
    box-shadow 150ms ease,
    transform 150ms ease;
  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.color.accent};
    box-shadow: ${({ theme }) => theme.shadow.raised};
    transform: translateY(-0.125rem);
  }
  svg {
    color: ${({ theme }) => theme.color.accentText};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  block-size: 100%;
`;

const Meta = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.small};
  font-weight: 600;
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.type.item};
`;

const Summary = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * Above the card's stretched link, so buttons inside stay clickable; with the link it sits
 * at the foot of the card, so the details of a row's cards line up.
 */
const Details = styled.div`
  position: relative;
  margin-block-start: auto;
  z-index: ${({ theme }) => theme.layer.aboveCard};
`;

/** The card's link, whose stretched hit area makes the whole card clickable. */
const CardLink = styled(MoreLink)`
  margin-block-start: auto;
  ${Details} + & {
    margin-block-start: 0;
  }
  ${stretchedLink('large')}
`;

export interface LinkCardProps {
  title: string;
  summary: string;
  href: string;
  icon?: IconName;
  image?: ArtworkImage;
  /** A picture drawn by the site in place of `image` (a whitepaper's cover set in type). */
  cover?: ReactNode;
  meta?: ReactNode;
  /** More about the item, between the summary and the link (a case study's results). */
  details?: ReactNode;
  moreLabel: string;
  /** The picture beside the text on wide screens instead of above it. */
  pictureBeside?: boolean;
}

export function LinkCard({
  title,
  summary,
  href,
  icon,
  image,
  cover,
  meta,
  details,
  moreLabel,
  pictureBeside = false,
}: LinkCardProps) {
  return (
    <li>
      <Card $beside={pictureBeside} $picture={image !== undefined || cover !== undefined}>
        {image ? <CardPicture image={image} $beside={pictureBeside} /> : (cover ?? null)}
        <Body>
          {icon ? <Icon name={icon} size="1.75rem" /> : null}
          {meta ? <Meta>{meta}</Meta> : null}
          <Title>{title}</Title>
          <Summary>{summary}</Summary>
          {details ? <Details>{details}</Details> : null}
          <CardLink to={href} label={moreLabel} name={title} />
        </Body>
      </Card>
    </li>
  );
}
