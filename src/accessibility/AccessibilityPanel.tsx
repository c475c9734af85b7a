import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Glyph } from '../components/primitives/Glyph';
import { cardSurface } from '../theme/mixins';
import { DialogBar } from '../components/dialogs/DialogBar';
import { DialogFrame } from '../components/dialogs/DialogFrame';
import type { LazyDialogProps } from '../components/dialogs/LazyDialogButton';
import { Button } from '../components/primitives/ButtonLink';
import { iconButtonStyles } from '../components/primitives/iconButtonStyles';
import { formatFigure } from '../i18n/formatFigure';
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

/**
 * Radios and switches drawn in the palette's colours. The browser's own controls are grey
 * squares and circles on the dark panel whatever accent-color says, and the panel is where
 * a visitor who needs contrast comes first; drawn here, they follow both themes and both
 * high-contrast palettes. Rings are textMuted (over 3:1 on the panel in every palette).
 */
const drawnControl = css`
  appearance: none;
  flex: none;
  margin: 0;
  border: 2px solid ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surfaceRaised};
  cursor: pointer;
  transition:
    background-color 150ms ease,
    background-position 150ms ease,
    border-color 150ms ease;
  &:checked {
    border-color: ${({ theme }) => theme.color.accent};
  }
`;

const Choices = styled.fieldset`
  display: grid;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-block-end: ${({ theme }) => theme.space(1)};
    padding: 0;
    font-weight: 600;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    min-block-size: 2.75rem;
    cursor: pointer;
  }
  input {
    ${drawnControl}
    inline-size: 1.25rem;
    block-size: 1.25rem;
    border-radius: ${({ theme }) => theme.radius.round};
  }
  /* The dot: the accent inside a ring of the panel's own colour. */
  input:checked {
    background: ${({ theme }) => theme.color.accent};
    box-shadow: inset 0 0 0 3px ${({ theme }) => theme.color.surfaceRaised};
  }
`;

/**
 * A switch: a track with a round thumb at its start when off and at its end when on. The
 * thumb is a radial gradient moved by background-position; in Arabic the whole switch is
 * mirrored (the `directional` class), so "on" is always toward the reading direction's end.
 */
const Toggle = styled.label`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  min-block-size: 2.75rem;
  font-weight: 600;
  cursor: pointer;
  input {
    ${drawnControl}
    inline-size: 2.75rem;
    block-size: 1.5rem;
    border-radius: ${({ theme }) => theme.radius.round};
    background: radial-gradient(
        circle closest-side,
        ${({ theme }) => theme.color.textMuted} 75%,
        transparent calc(75% + 1px)
      )
      0% 50% / 1.25rem 1.25rem no-repeat ${({ theme }) => theme.color.surfaceRaised};
  }
  input:checked {
    background: radial-gradient(
        circle closest-side,
        ${({ theme }) => theme.color.onAccent} 75%,
        transparent calc(75% + 1px)
      )
      100% 50% / 1.25rem 1.25rem no-repeat ${({ theme }) => theme.color.accent};
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
          <Glyph name="minus" size="1.125rem" />
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
          <Glyph name="plus" size="1.125rem" />
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
        className="directional"
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
