import styled from 'styled-components';
import { Glyph } from '../components/primitives/Glyph';
import { listReset } from '../theme/mixins';

const List = styled.ul`
  ${listReset}
  display: grid;
  max-inline-size: ${({ theme }) => theme.measure('48rem')};
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  li {
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
  }
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(4)};
    min-block-size: 3rem;
    padding-block: ${({ theme }) => theme.space(4)};
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary:hover h3 {
    color: ${({ theme }) => theme.color.accentText};
  }
  h3 {
    font-size: ${({ theme }) => theme.type.item};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.accentText};
    transition: transform 150ms ease;
  }
  details[open] svg {
    transform: rotate(180deg);
  }
  p {
    padding-block-end: ${({ theme }) => theme.space(5)};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface Question {
  question: string;
  answer: string;
}

/**
 * Questions buyers ask, each answer behind its question. A native disclosure opens before
 * the app's code has loaded, and the browser's find-in-page opens the one holding a match.
 */
export function QuestionList({ questions }: { questions: Question[] }) {
  return (
    <List>
      {questions.map(({ question, answer }) => (
        <li key={question}>
          <details>
            <summary>
              <h3>{question}</h3>
              <Glyph name="chevron-down" size="1.25rem" />
            </summary>
            <p>{answer}</p>
          </details>
        </li>
      ))}
    </List>
  );
}
