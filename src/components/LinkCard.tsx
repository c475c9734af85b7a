import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { IconName } from '../content/vocabulary';
import { Icon } from './Icon';
import { LocalizedLink } from './LocalizedLink';

export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  block-size: 100%;
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.surfaceRaised};
  transition: border-color 150ms ease;
  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.color.accent};
  }
  svg.lucide {
    color: ${({ theme }) => theme.color.accentText};
  }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9rem;
  font-weight: 600;
`;

const Title = styled.h3`
  font-size: 1.2rem;
`;

/** The whole card is clickable through the title link's stretched hit area. */
const TitleLink = styled(LocalizedLink)`
  color: ${({ theme }) => theme.color.text};
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

const Summary = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const More = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-block-start: auto;
  color: ${({ theme }) => theme.color.accentText};
  font-weight: 700;
`;

export interface LinkCardProps {
  title: string;
  summary: string;
  href: string;
  icon?: IconName;
  meta?: ReactNode;
  moreLabel: string;
}

export function LinkCard({ title, summary, href, icon, meta, moreLabel }: LinkCardProps) {
  return (
    <li>
      <Card>
        {icon ? <Icon name={icon} size={28} /> : null}
        {meta ? <Meta>{meta}</Meta> : null}
        <Title>
          <TitleLink to={href}>{title}</TitleLink>
        </Title>
        <Summary>{summary}</Summary>
        <More aria-hidden="true">
          {moreLabel}
          <ArrowRight size={16} className="directional" />
        </More>
      </Card>
    </li>
  );
}
