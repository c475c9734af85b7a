import { Accessibility } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** The panel's code loads when the visitor first asks for it. */
const AccessibilityPanel = lazy(() => import('./AccessibilityPanel'));

/** Round, at the bottom corner on the inline-end side: right in English, left in Arabic. */
const Button = styled.button`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space(5)};
  inset-inline-end: ${({ theme }) => theme.space(5)};
  z-index: 60;
  display: inline-grid;
  place-items: center;
  inline-size: 3.5rem;
  block-size: 3.5rem;
  border: 2px solid ${({ theme }) => theme.color.onAccent};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.onAccent};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  cursor: pointer;
`;

/** The floating button that opens the accessibility panel. */
export function AccessibilityButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        type="button"
        aria-label={t('accessibility.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void import('./AccessibilityPanel')}
      >
        <Accessibility aria-hidden="true" size="1.75rem" />
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AccessibilityPanel onClose={() => setOpen(false)} returnFocusTo={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
