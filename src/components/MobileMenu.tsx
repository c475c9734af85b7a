import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { iconButtonStyles } from './iconButtonStyles';

/** The dialog's code (Radix Dialog, focus trap, scroll lock) loads on the first open only. */
const MobileMenuPanel = lazy(() => import('./MobileMenuPanel'));

const Toggle = styled.button`
  ${iconButtonStyles}
`;

/** The menu button below desktop width and, once pressed, the full-screen menu. */
export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Toggle
        ref={toggle}
        type="button"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void import('./MobileMenuPanel')}
      >
        <Menu aria-hidden="true" size="1.375rem" />
      </Toggle>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenuPanel onClose={() => setOpen(false)} returnFocusTo={toggle} />
        </Suspense>
      ) : null}
    </>
  );
}
