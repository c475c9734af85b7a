import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../components/notices/Notices';
import type { FormName } from '../../shared/formContract';
import type { FormEcho } from './formEcho';
import { minutesToWait } from './rateLimiter';

export type Outcome = FormEcho['outcome'];

/**
 * The words for how a submission ended (sent, invalid, rate-limited with the minutes to
 * wait, failed), the same in a notice after a JavaScript submission, in the message above
 * a form the receiver answered without JavaScript, and on the receiver's plain answer page.
 */
export function outcomeNotice(
  t: TFunction,
  form: FormName,
  outcome: Outcome,
  retryAfterMs = 0,
): Notice {
  switch (outcome) {
    case 'sent':
      return {
        tone: 'success',
        title: t(`notices.${form}SuccessTitle`),
        description: t(`notices.${form}SuccessDescription`),
      };
    case 'invalid':
      return {
        tone: 'destructive',
        title: t('notices.invalidTitle'),
        description: t('notices.invalidDescription'),
      };
    case 'rateLimited':
      return {
        tone: 'destructive',
        title: t('notices.rateLimitTitle'),
        description: t('notices.rateLimitDescription', { count: minutesToWait(retryAfterMs) }),
      };
    case 'failed':
      return {
        tone: 'destructive',
        title: t('notices.failureTitle'),
        description: t('notices.failureDescription'),
      };
  }
}

/** outcomeNotice in the page's language. */
export function useOutcomeNotice(form: FormName) {
  const { t } = useTranslation();
  return (outcome: Outcome, retryAfterMs?: number) => outcomeNotice(t, form, outcome, retryAfterMs);
}
