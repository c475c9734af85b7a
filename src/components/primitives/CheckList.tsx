import styled from 'styled-components';
import { listReset } from '../../theme/mixins';
import { Glyph } from './Glyph';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  /* The measure of the summary above it: across a wide band its lines ran 120 characters. */
  max-inline-size: ${({ theme }) => theme.measure('65ch')};
  ${listReset}
  li {
    display: flex;
    align-items: start;
    gap: ${({ theme }) => theme.space(2)};
  }
  svg {
    flex: none;
    margin-block-start: 0.2em;
    color: ${({ theme }) => theme.color.accentText};
  }
`;

/** A list of short points, each ticked: features, benefits, results. */
export function CheckList({ items }: { items: string[] }) {
  return (
    <List>
      {items.map((item) => (
        <li key={item}>
          <Glyph name="circle-check" size="1.25rem" />
          {item}
        </li>
      ))}
    </List>
  );
}
