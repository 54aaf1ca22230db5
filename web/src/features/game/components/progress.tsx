import type { GamePayload, ReferenceState } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import { STATUS_ICONS } from './marks';

/** What the player has settled so far, in the game's order, each with its status in words. */
export function Progress({ game, states }: { game: GamePayload; states: Map<string, ReferenceState> }) {
  const { t } = useTranslation('game');
  const done = game.references.flatMap((ref, index) => {
    const state = states.get(ref.id);
    return state && state.status !== 'open' ? [{ state, number: index + 1 }] : [];
  });
  return (
    <section className="progress" aria-labelledby="progress-title">
      <h2 id="progress-title" className="progress__title">
        {t('play.progress')}
      </h2>
      {done.length === 0 ? (
        <p className="progress__empty">{t('play.nothingYet')}</p>
      ) : (
        <ul className="progress__list">
          {done.map(({ state, number }) => (
            <li key={state.refId} className={`progress__item progress__item--${state.status}`}>
              <Icon name={STATUS_ICONS[state.status as keyof typeof STATUS_ICONS]} size={18} />
              {/* A locked reference has no title to show: the question it was. */}
              <span className="progress__name">{state.title ?? t('quiz.questionShort', { number })}</span>
              <span className="progress__status">{t(`status.${state.status}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
