import styled, { css } from 'styled-components';
import { listReset } from '../theme/mixins';

const List = styled.ul<{ $tone: TagTone }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  ${listReset}
  li {
    padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.round};
    font-size: ${({ theme }) => theme.type.small};
    ${({ $tone, theme }) =>
      $tone === 'accent'
        ? css`
            background: ${theme.color.accentSoft};
            color: ${theme.color.accentText};
            font-weight: 700;
          `
        : css`
            border: 1px solid ${theme.color.border};
          `}
  }
`;

export type TagTone = 'accent' | 'outline';

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
