import { QueryClientProvider } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { HydrateSeparately } from '../components/primitives/HydrateSeparately';
import { honeypotField, pageField, type FormName } from './formContract';
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

const OffScreen = styled.div`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/**
 * The fields only a post without JavaScript needs: the page the form is on, so the
 * receiver answers with that page in its language, and the honeypot, hidden from people
 * and from assistive technology, which only bots fill in.
 */
export function PostFields() {
  const { t } = useTranslation();
  const page = useLocation({ select: (location) => location.pathname });
  return (
    <>
      <input type="hidden" name={pageField} value={page} />
      <OffScreen aria-hidden="true">
        <label>
          {t('forms.honeypot')}
          <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" />
        </label>
      </OffScreen>
    </>
  );
}

/**
 * Fields side by side in pairs where two of at least 14rem fit, one under the other where
 * they do not: a form never spreads into three or four columns on a wide screen.
 */
export const FormGrid = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(100%, max(14rem, (100% - ${({ theme }) => theme.space(4)}) / 2)), 1fr)
  );
  > .full {
    grid-column: 1 / -1;
  }
`;

export const RequiredNote = styled.p`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.small};
`;
