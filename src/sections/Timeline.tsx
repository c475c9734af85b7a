import styled from 'styled-components';
import { listReset } from '../theme/mixins';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  ${listReset}
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, 1fr);
  }
  li {
    display: grid;
    align-content: start;
    gap: ${({ theme }) => theme.space(2)};
    padding-block-start: ${({ theme }) => theme.space(5)};
    border-block-start: 4px solid ${({ theme }) => theme.color.accent};
  }
  time {
    font-size: ${({ theme }) => theme.type.figure};
    font-weight: 800;
    color: ${({ theme }) => theme.color.accentText};
  }
  h3 {
    font-size: ${({ theme }) => theme.type.item};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface Milestone {
  year: number;
  title: string;
  description: string;
}

/** Milestones in order: the year, what happened, and why it mattered. */
export function Timeline({ milestones }: { milestones: Milestone[] }) {
  return (
    <List>
      {milestones.map((milestone) => (
        <li key={milestone.year}>
          <time dateTime={String(milestone.year)}>{milestone.year}</time>
          <h3>{milestone.title}</h3>
          <p>{milestone.description}</p>
        </li>
      ))}
    </List>
  );
}
