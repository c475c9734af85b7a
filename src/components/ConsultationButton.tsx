import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button as BaseButton } from './ButtonLink';

/** The dialog and the form's code load when the visitor first asks for them. */
const ConsultationDialog = lazy(() => import('./ConsultationDialog'));

const Button = styled(BaseButton)`
  min-block-size: 2.5rem;
  padding-inline: ${({ theme }) => theme.space(4)};
  font-size: 0.9rem;
  white-space: nowrap;
`;

/** "Get a Free Consultation": opens the consultation form in a dialog (DESIGN.md §1.4). */
export function ConsultationButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void import('./ConsultationDialog')}
      >
        {t('nav.consultation')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ConsultationDialog onClose={() => setOpen(false)} returnFocusTo={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
