import styled from 'styled-components';
import { tapTarget } from '../../theme/mixins';
import { Glyph } from './Glyph';
import { LocalizedLink } from './LocalizedLink';

const Anchor = styled(LocalizedLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-block-size: 1.5rem;
  color: ${({ theme }) => theme.color.accentText};
  font-weight: 700;
  text-decoration: none;
  ${tapTarget}
  svg {
    transition: transform 150ms ease;
  }
  &:hover svg {
    transform: translateX(0.2rem);
  }
  [dir='rtl'] &:hover svg {
    transform: scaleX(-1) translateX(0.2rem);
  }
`;

export interface MoreLinkProps {
  to: string;
  /** What the link says ("Learn More"). */
  label: string;
  /** What it leads to, read after the label by screen readers ("Learn More — Cloud"). */
  name: string;
  className?: string;
}

/**
 * A card's link, written one way everywhere: the label and an arrow that points the way
 * the page reads. Its hidden suffix names the card, so a list of links read out of context
 * still says where each goes.
 */
export function MoreLink({ to, label, name, className }: MoreLinkProps) {
  return (
    <Anchor to={to} className={className}>
      {label}
      <span className="visually-hidden"> — {name}</span>
      <Glyph name="arrow-right" size="1rem" className="directional" />
    </Anchor>
  );
}
