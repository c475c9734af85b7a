import styled, { css } from 'styled-components';
import { listReset } from '../../theme/mixins';

const List = styled.ul<{ $tone: TagTone }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  ${listReset}
  /* Flat, square-cornered labels: pills are filter chips, which a visitor presses, and
     bordered boxes are buttons; a tag is neither. */
  li {
    padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.small};
    font-size: ${({ theme }) => theme.type.small};
    ${({ $tone, theme }) =>
      $tone === 'accent'
        ? css`
            background: ${theme.color.accentSoft};
            color: ${theme.color.accentText};
            font-weight: 700;
          `
        : css`
            background: ${theme.color.surface};
            color: ${theme.color.textMuted};
          `}
  }
`;

export type TagTone = 'accent' | 'neutral';

export interface TagListProps {
  tags: string[];
  /** Names the list for assistive technology ("Tags", "Areas of expertise"). */
  label: string;
  tone?: TagTone;
}

/** Short labels shown as pills. */
export function TagList({ tags, label, tone = 'accent' }: TagListProps) {
  return (
    <List aria-label={label} $tone={tone}>
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </List>
  );
}
