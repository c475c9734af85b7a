import * as Toast from '@radix-ui/react-toast';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { loadFormStrings } from '../../forms/loadFormStrings';
import { useLocale } from '../../i18n/useLocale';
import { Glyph } from '../primitives/Glyph';
import type { ShownNotice } from './Notices';

const Viewport = styled(Toast.Viewport)`
  position: fixed;
  inset-block-end: 0;
  inset-inline-end: 0;
  z-index: ${({ theme }) => theme.layer.notices};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  inline-size: min(26rem, 100vw);
  margin: 0;
  padding: ${({ theme }) => theme.space(5)};
  list-style: none;
  outline: none;
`;

const Item = styled(Toast.Root)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-inline-start: 6px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  &[data-tone='destructive'] {
    border-inline-start-color: ${({ theme }) => theme.color.danger};
  }
`;

const Title = styled(Toast.Title)`
  font-weight: 700;
`;

const Description = styled(Toast.Description)`
  grid-column: 1;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Close = styled(Toast.Close)`
  grid-row: 1 / span 2;
  grid-column: 2;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2rem;
  block-size: 2rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
`;

export interface NoticeListProps {
  notices: ShownNotice[];
  onDismiss: (id: number) => void;
}

/** The notices on screen, in the page's corner; each is announced to screen readers. */
export function NoticeList({ notices, onDismiss }: NoticeListProps) {
  // Its words are the forms' own: loaded by the form that showed a notice, and again after
  // a switch to a page in the other language, where the list stays.
  use(loadFormStrings(useLocale()));
  const { t } = useTranslation();
  return (
    <Toast.Provider duration={6000} label={t('notices.announcement')}>
      {notices.map((notice) => (
        <Item
          key={notice.id}
          type={notice.tone === 'destructive' ? 'foreground' : 'background'}
          data-tone={notice.tone}
          onOpenChange={(open) => (open ? undefined : onDismiss(notice.id))}
        >
          <Title>{notice.title}</Title>
          <Description>{notice.description}</Description>
          <Close aria-label={t('notices.close')}>
            <Glyph name="x" size="1.125rem" />
          </Close>
        </Item>
      ))}
      <Viewport label={t('notices.region')} />
    </Toast.Provider>
  );
}
