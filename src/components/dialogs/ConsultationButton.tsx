import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { tightHeader } from '../../theme/theme';
import { buttonStyles, type ButtonVariant } from '../primitives/ButtonLink';
import { LazyDialogLink } from './LazyDialogLink';

/** The dialog and the form's code load when the visitor first asks for them. */
const loadDialog = () => import('./ConsultationDialog');
const ConsultationDialog = lazy(loadDialog);

const Action = styled(LazyDialogLink)<{ $variant?: ButtonVariant; $block?: boolean }>`
  ${buttonStyles}
  padding-inline: ${({ theme }) => theme.space(3.5)};
  ${tightHeader} {
    padding-inline: ${({ theme }) => theme.space(2)};
  }
  font-size: ${({ theme }) => theme.type.small};
  white-space: nowrap;
  ${({ $block }) => ($block ? 'inline-size: 100%;' : '')}
`;

/**
 * "Get a Free Consultation", the same at every width: it opens the consultation form in a
 * dialog, and is a link to /contact for visitors without JavaScript. `block` fills the
 * width it is given (in the drawer).
 */
export function ConsultationButton({ block = false }: { block?: boolean }) {
  const { t } = useTranslation();
  return (
    <Action to="/contact" dialog={ConsultationDialog} preload={loadDialog} $block={block}>
      {t('nav.consultation')}
    </Action>
  );
}
