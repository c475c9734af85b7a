import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { IconName } from '../content/vocabulary';
import { cardSurface } from '../theme/mixins';
import { Artwork, type ArtworkImage } from './Artwork';
import { Icon } from './Icon';
import { LocalizedLink } from './LocalizedLink';

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  block-size: 100%;
  ${cardSurface}
  transition: border-color 150ms ease;
  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.color.accent};
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

/**
 * "Learn More" is the card's link; its hidden suffix names the card, so a list of links read
 * out of context still says where each goes. Its stretched hit area makes the whole card
 * clickable.
 */
const MoreLink = styled(LocalizedLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-block-start: auto;
  min-block-size: 1.5rem;
  color: ${({ theme }) => theme.color.accentText};
  font-weight: 700;
  text-decoration: none;
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
        <MoreLink to={href}>
          {moreLabel}
          <span className="visually-hidden"> — {title}</span>
          <ArrowRight aria-hidden="true" size="1rem" className="directional" />
        </MoreLink>
      </Card>
    </li>
  );
}
