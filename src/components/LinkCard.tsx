import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { IconName } from '../content/vocabulary';
import { cardSurface } from '../theme/mixins';
import { Artwork, type ArtworkImage } from './Artwork';
import { Icon } from './Icon';
import { MoreLink } from './MoreLink';

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  block-size: 100%;
  ${cardSurface}
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
  svg.lucide {
    color: ${({ theme }) => theme.color.accentText};
  }
`;

const Meta = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9rem;
  font-weight: 600;
`;

const Title = styled.h3`
  font-size: 1.2rem;
`;

const Summary = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The card's link, whose stretched hit area makes the whole card clickable. */
const CardLink = styled(MoreLink)`
  margin-block-start: auto;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/** Above the card's stretched link, so buttons inside stay clickable. */
const Details = styled.div`
  position: relative;
  z-index: ${({ theme }) => theme.layer.aboveCard};
`;

export interface LinkCardProps {
  title: string;
  summary: string;
  href: string;
  icon?: IconName;
  image?: ArtworkImage;
  meta?: ReactNode;
  /** More about the item, between the summary and the link (a case study's results). */
  details?: ReactNode;
  moreLabel: string;
}

export function LinkCard({
  title,
  summary,
  href,
  icon,
  image,
  meta,
  details,
  moreLabel,
}: LinkCardProps) {
  return (
    <li>
      <Card>
        {image ? <Artwork image={image} /> : null}
        {icon ? <Icon name={icon} size="1.75rem" /> : null}
        {meta ? <Meta>{meta}</Meta> : null}
        <Title>{title}</Title>
        <Summary>{summary}</Summary>
        {details ? <Details>{details}</Details> : null}
        <CardLink to={href} label={moreLabel} name={title} />
      </Card>
    </li>
  );
}
