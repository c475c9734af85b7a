import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export interface Notice {
  title: string;
  description: string;
  /** Destructive notices (failures, rate limit) are announced assertively. */
  tone: 'success' | 'destructive';
}

type Notify = (notice: Notice) => void;

const NoticesContext = createContext<Notify>(() => undefined);

/** Shows a notice (how a submission ended) in the page's corner, announced to screen readers. */
export function useNotify(): Notify {
  return useContext(NoticesContext);
}

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

interface ShownNotice extends Notice {
  id: number;
}

export function NoticesProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [notices, setNotices] = useState<ShownNotice[]>([]);
  const notify = useCallback<Notify>(
    (notice) => setNotices((shown) => [...shown, { ...notice, id: Date.now() + shown.length }]),
    [],
  );
  const dismiss = (id: number) => setNotices((shown) => shown.filter((notice) => notice.id !== id));
  const value = useMemo(() => notify, [notify]);

  return (
    <NoticesContext.Provider value={value}>
      <Toast.Provider duration={6000} label={t('notices.announcement')}>
        {children}
        {notices.map((notice) => (
          <Item
            key={notice.id}
            type={notice.tone === 'destructive' ? 'foreground' : 'background'}
            data-tone={notice.tone}
            onOpenChange={(open) => (open ? undefined : dismiss(notice.id))}
          >
            <Title>{notice.title}</Title>
            <Description>{notice.description}</Description>
            <Close aria-label={t('notices.close')}>
              <X aria-hidden="true" size="1.125rem" />
            </Close>
          </Item>
        ))}
        <Viewport label={t('notices.region')} />
      </Toast.Provider>
    </NoticesContext.Provider>
  );
}
