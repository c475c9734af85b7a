import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from './ButtonLink';
import { LazyDialogButton } from './LazyDialogButton';

/** The dialog and the form's code load when the visitor first asks for them. */
const loadDialog = () => import('./ConsultationDialog');
const ConsultationDialog = lazy(loadDialog);

const Button = styled(LazyDialogButton)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  min-block-size: 2.5rem;
  padding-inline: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.type.small};
  white-space: nowrap;
`;

/** "Get a Free Consultation": opens the consultation form in a dialog. */
export function ConsultationButton() {
  const { t } = useTranslation();
  return (
    <Button dialog={ConsultationDialog} preload={loadDialog}>
      {t('nav.consultation')}
    </Button>
  );
}
