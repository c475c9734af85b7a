import * as Dialog from '@radix-ui/react-dialog';
import styled from 'styled-components';

/** The dimming backdrop behind every modal dialog (DialogFrame's `backdrop`). */
export const DialogOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.layer.backdrop};
  background: rgb(5 8 20 / 0.6);
`;
