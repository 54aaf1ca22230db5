import type { GameMode } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { GAME_MODES } from '../lib/limits';

/** Classic (FREE) or Challenge (QUIZ): two radio cards with what each mode asks of the player. */
export function ModePicker({ mode, onChange }: { mode: GameMode; onChange: (mode: GameMode) => void }) {
  const { t } = useTranslation('game');
  return (
    <fieldset className="mode-picker">
      <legend className="mode-picker__legend">{t('mode.legend')}</legend>
      <div className="mode-picker__options">
        {GAME_MODES.map((option) => (
          <label key={option} className="mode-option">
            <input
              type="radio"
              name="mode"
              value={option}
              checked={mode === option}
              onChange={() => onChange(option)}
              aria-describedby={`mode-${option}-description`}
            />
            <span className="mode-option__name">{t(`mode.${option}.name`)}</span>
            <span id={`mode-${option}-description`} className="mode-option__description">
              {t(`mode.${option}.description`)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
