import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { HydrateSeparately } from '../components/primitives/HydrateSeparately';
import type { FormName } from '../../shared/formContract';
import { useFormEcho } from './formEcho';
import { queryClient } from './queryClient';
import { useOutcomeNotice } from './outcomeNotice';

const Outcome = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-block-end: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-inline-start: 6px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surfaceRaised};
  &[data-tone='destructive'] {
    border-inline-start-color: ${({ theme }) => theme.color.danger};
  }
  strong {
    font-weight: 700;
  }
`;

/** Above a form the receiver answered without JavaScript: how the submission ended. */
function EchoedOutcome({ form }: { form: FormName }) {
  const echo = useFormEcho(form);
  const noticeFor = useOutcomeNotice(form);
  if (!echo) return null;
  const notice = noticeFor(echo.outcome, echo.retryAfterMs);
  return (
    <Outcome
      role={notice.tone === 'success' ? 'status' : 'alert'}
      data-tone={notice.tone}
      data-outcome={echo.outcome}
    >
      <strong>{notice.title}</strong>
      <span>{notice.description}</span>
    </Outcome>
  );
}

export interface SubmissionProviderProps {
  form: FormName;
  children: ReactNode;
}

/**
 * Forms carry their own query client, so its code loads only on pages with a form. The
 * fields hydrate apart from the page: react-hook-form re-renders them as it mounts.
 */
export function SubmissionProvider({ form, children }: SubmissionProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <EchoedOutcome form={form} />
      <HydrateSeparately>{children}</HydrateSeparately>
    </QueryClientProvider>
  );
}
