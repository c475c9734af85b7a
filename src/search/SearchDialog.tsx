import { use } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DialogBar } from '../components/dialogs/DialogBar';
import { DialogFrame } from '../components/dialogs/DialogFrame';
import { DialogOverlay } from '../components/dialogs/DialogOverlay';
import type { LazyDialogProps } from '../components/dialogs/LazyDialogButton';
import { useLocale } from '../i18n/useLocale';
import { loadSearchStrings } from './loadSearchStrings';
import SearchPanel from './SearchPanel';

/** Near the top, where results have room to grow downwards; the whole screen on a phone. */
const Panel = styled.div`
  position: fixed;
  inset-block-start: min(10vh, 6rem);
  inset-inline: 0;
  z-index: ${({ theme }) => theme.layer.dialog};
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(4)};
  inline-size: min(44rem, calc(100vw - 2rem));
  max-block-size: calc(100vh - 2 * min(10vh, 6rem));
  margin-inline: auto;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  @media (max-width: 47.99rem) {
    inset-block: 0;
    inline-size: 100%;
    max-block-size: none;
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.layout.gutter};
    border-radius: 0;
  }
`;

/** The site search in a modal dialog: focus trapped, Escape closes, focus returns. */
export default function SearchDialog({ onClose, returnFocusTo }: LazyDialogProps) {
  use(loadSearchStrings(useLocale()));
  const { t } = useTranslation();
  return (
    <DialogFrame onClose={onClose} returnFocusTo={returnFocusTo} backdrop={<DialogOverlay />}>
      {/* The field's label and the live count describe it; there is no separate description. */}
      <Panel aria-describedby={undefined}>
        <DialogBar title={t('search.title')} closeLabel={t('search.close')} />
        <SearchPanel onFollow={onClose} autoFocus />
      </Panel>
    </DialogFrame>
  );
}
