import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { cardSurface } from '../theme/mixins';
import { DialogBar } from '../components/DialogBar';
import { DialogFrame } from '../components/DialogFrame';
import type { LazyDialogProps } from '../components/LazyDialogButton';
import { Button } from '../components/ButtonLink';
import { iconButtonStyles } from '../components/iconButtonStyles';
import { formatFigure } from '../i18n/intlLocale';
import { useLocale } from '../i18n/useLocale';
import { useAccessibility } from './AccessibilityProvider';
import {
  contrastModes,
  percentMax,
  percentMin,
  stepPercent,
  type PercentSetting,
} from './settings';

const Panel = styled.div`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space(24)};
  inset-inline-end: ${({ theme }) => theme.space(5)};
  z-index: ${({ theme }) => theme.layer.dialog};
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  inline-size: min(24rem, calc(100vw - 2.5rem));
  max-block-size: calc(100vh - 8rem);
  overflow-y: auto;
  ${cardSurface}
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

const Setting = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  font-weight: 600;
`;

const Stepper = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  button {
    ${iconButtonStyles}
    inline-size: 2.5rem;
    block-size: 2.5rem;
  }
  button:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
  output {
    min-inline-size: 3.5rem;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
`;

const Choices = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-block-end: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-block-size: 1.75rem;
  }
  input {
    inline-size: 1.25rem;
    block-size: 1.25rem;
    accent-color: ${({ theme }) => theme.color.accent};
  }
`;

const Toggle = styled.label`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  min-block-size: 2rem;
  font-weight: 600;
  input {
    inline-size: 1.25rem;
    block-size: 1.25rem;
    accent-color: ${({ theme }) => theme.color.accent};
  }
`;

function PercentControl({ setting }: { setting: PercentSetting }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { settings, change } = useAccessibility();
  const labelId = useId();
  const value = settings[setting];
  const label = t(`accessibility.${setting}`);
  return (
    <Setting role="group" aria-labelledby={labelId}>
      <span id={labelId}>{label}</span>
      <Stepper>
        <button
          type="button"
          aria-label={t('accessibility.decrease', { setting: label })}
          disabled={value <= percentMin}
          onClick={() => change({ [setting]: stepPercent(value, -1) })}
        >
          <Minus aria-hidden="true" size="1.125rem" />
        </button>
        <output aria-live="off">
          {formatFigure({ value: value / 100, unit: 'percent' }, locale)}
        </output>
        <button
          type="button"
          aria-label={t('accessibility.increase', { setting: label })}
          disabled={value >= percentMax}
          onClick={() => change({ [setting]: stepPercent(value, 1) })}
        >
          <Plus aria-hidden="true" size="1.125rem" />
        </button>
      </Stepper>
    </Setting>
  );
}

/** An on/off setting, a checkbox announced as a switch. */
function SwitchSetting({ setting }: { setting: 'reducedMotion' | 'screenReader' }) {
  const { t } = useTranslation();
  const { settings, change } = useAccessibility();
  return (
    <Toggle>
      {t(`accessibility.${setting}`)}
      <input
        type="checkbox"
        role="switch"
        checked={settings[setting]}
        onChange={(event) => change({ [setting]: event.target.checked })}
      />
    </Toggle>
  );
}

/** The accessibility panel: a dialog whose every setting applies at once. */
export default function AccessibilityPanel({ onClose, returnFocusTo }: LazyDialogProps) {
  const { t } = useTranslation();
  const { settings, change, reset } = useAccessibility();
  return (
    <DialogFrame onClose={onClose} returnFocusTo={returnFocusTo}>
      <Panel>
        <DialogBar title={t('accessibility.title')} closeLabel={t('accessibility.close')} />
        <PercentControl setting="fontSize" />
        <PercentControl setting="textSpacing" />
        <PercentControl setting="cursorSize" />
        <Choices>
          <legend>{t('accessibility.contrast')}</legend>
          {contrastModes.map((mode) => (
            <label key={mode}>
              <input
                type="radio"
                name="contrast"
                value={mode}
                checked={settings.contrast === mode}
                onChange={() => change({ contrast: mode })}
              />
              {t(`accessibility.contrastModes.${mode}`)}
            </label>
          ))}
        </Choices>
        <SwitchSetting setting="reducedMotion" />
        <SwitchSetting setting="screenReader" />
        <Button type="button" $variant="secondary" onClick={reset}>
          {t('accessibility.reset')}
        </Button>
      </Panel>
    </DialogFrame>
  );
}
