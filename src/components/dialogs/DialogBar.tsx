import * as Dialog from '@radix-ui/react-dialog';
import styled from 'styled-components';
import { Glyph } from '../primitives/Glyph';
import { iconButtonStyles } from '../primitives/iconButtonStyles';

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
`;

const Title = styled(Dialog.Title)`
  font-size: ${({ theme }) => theme.type.subsection};
`;

const Close = styled(Dialog.Close)`
  ${iconButtonStyles}
`;

/** The top of every dialog: its title, which names it, and the close button. */
export function DialogBar({ title, closeLabel }: { title: string; closeLabel: string }) {
  return (
    <Bar>
      <Title>{title}</Title>
      <Close aria-label={closeLabel}>
        <Glyph name="x" size="1.25rem" />
      </Close>
    </Bar>
  );
}
