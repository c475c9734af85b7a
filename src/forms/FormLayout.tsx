import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { queryClient } from './queryClient';

/** Forms carry their own query client, so its code loads only on pages with a form. */
export function SubmissionProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

export const FormGrid = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: ${({ theme }) => theme.columns('14rem')};
  > .full {
    grid-column: 1 / -1;
  }
`;

export const RequiredNote = styled.p`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9rem;
`;

export const SubmitButton = styled.button`
  grid-column: 1 / -1;
  justify-self: start;
  min-block-size: 2.75rem;
  padding-inline: ${({ theme }) => theme.space(6)};
  border: 2px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.onAccent};
  font-weight: 700;
  cursor: pointer;
  &:disabled {
    cursor: progress;
    opacity: 0.75;
  }
`;
