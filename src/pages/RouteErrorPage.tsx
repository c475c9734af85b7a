import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessage } from '../../shared/errorMessage';
import { ButtonLink } from '../components/primitives/ButtonLink';
import { MessagePage } from './MessagePage';

const Detail = styled.pre`
  max-inline-size: 100%;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surface};
  white-space: pre-wrap;
`;

/** Carries an HTTP-like status when a loader fails for a known reason. */
function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    return typeof error.status === 'number' ? error.status : undefined;
  }
  return undefined;
}

/** What a routing error shows: "Unexpected Application Error!", the status and the message. */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  const status = statusOf(error) ?? 500;
  const message = errorMessage(error);
  return (
    <MessagePage role="alert">
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.status', { status })}</p>
      <Detail>{message}</Detail>
      <ButtonLink to="/">{t('routeError.home')}</ButtonLink>
    </MessagePage>
  );
}
