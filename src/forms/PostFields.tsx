import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { honeypotField, pageField } from '../../shared/formContract';

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
