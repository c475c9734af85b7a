import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DialogBar } from './DialogBar';
import { DialogFrame } from './DialogFrame';
import { DialogOverlay } from './DialogOverlay';
import type { LazyDialogProps } from './LazyDialogButton';
import { ConsultationForm } from '../../forms/ConsultationForm';

const Panel = styled.div`
  position: fixed;
  inset-block-start: 50%;
  inset-inline-start: 50%;
  z-index: ${({ theme }) => theme.layer.dialog};
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  inline-size: min(40rem, calc(100vw - 2rem));
  max-block-size: calc(100vh - 2rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  transform: translate(-50%, -50%);
  &:dir(rtl) {
    transform: translate(50%, -50%);
  }
`;

const Intro = styled(Dialog.Description)`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The consultation form in a modal dialog: focus trapped, Escape closes, focus returns. */
export default function ConsultationDialog({ onClose, returnFocusTo }: LazyDialogProps) {
  const { t } = useTranslation();
  return (
    <DialogFrame onClose={onClose} returnFocusTo={returnFocusTo} backdrop={<DialogOverlay />}>
      <Panel>
        <DialogBar title={t('forms.consultationTitle')} closeLabel={t('forms.close')} />
        <Intro>{t('forms.consultationIntro')}</Intro>
        <ConsultationForm onSent={onClose} />
      </Panel>
    </DialogFrame>
  );
}
