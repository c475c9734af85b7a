import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { tapArea } from '../../theme/mixins';
import { Glyph } from './Glyph';

/**
 * A compact pill that narrows a list, unlike a button, which does something: a thin border,
 * small type and 36 px of height, filled and ticked while selected. Its hit area is still
 * 44 px (tapArea), so rows of chips stand at least 8 px apart.
 */
const Chip = styled.button`
  ${tapArea}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  min-block-size: 2.25rem;
  padding-block: ${({ theme }) => theme.space(1)};
  padding-inline: ${({ theme }) => theme.space(3.5)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.type.small};
  font-weight: 600;
  line-height: 1.25;
  cursor: pointer;
  transition:
    background-color 150ms ease,
    border-color 150ms ease;
  &:hover {
    border-color: ${({ theme }) => theme.color.accentText};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.accentText};
    background: ${({ theme }) => theme.color.accentSoft};
    color: ${({ theme }) => theme.color.accentText};
    font-weight: 700;
  }
`;

export interface FilterChipProps extends Omit<ComponentPropsWithoutRef<'button'>, 'type'> {
  selected: boolean;
}

/** One choice of a filter, a toggle button (aria-pressed) whose tick shows it is on. */
export function FilterChip({ selected, children, ...props }: FilterChipProps) {
  return (
    <Chip type="button" aria-pressed={selected} {...props}>
      {selected ? <Glyph name="check" size="1rem" /> : null}
      {children}
    </Chip>
  );
}
