import type { GamePayload, ReferenceState } from '@quiz/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackMessage, type Feedback } from './feedback';
import { Icon } from './icons';
import { STATUS_ICONS } from './marks';
import { HintList, ReferenceHelp } from './reference-help';

interface ReferenceListProps {
  game: GamePayload;
  states: Map<string, ReferenceState>;
  busy: boolean;
  onHint: (refId: string) => void;
  onReveal: (refId: string) => void;
  /** A hint or a reveal that failed, shown in its reference's row. */
  error?: { refId: string; feedback: Feedback } | null;
}

/**
 * Classic mode's list of references, numbered in the game's order: the ones still to find, each
 * with a disclosure for its hints and its reveal (the page cannot offer them where a reference is,
 * since it does not know where that is), and the ones done, with their title and status. Hints
 * already given stay in view, collapsed or not: they are what the player is looking for.
 */
export function ReferenceList({ game, states, busy, onHint, onReveal, error }: ReferenceListProps) {
  const { t } = useTranslation('game');
  const baseId = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  /** The reference being revealed: once done, its row takes the focus its reveal button had. */
  const [revealing, setRevealing] = useState<string | null>(null);
  const rows = useRef(new Map<string, HTMLElement>());

  const rowsOf = game.references.flatMap((ref, index) => {
    const state = states.get(ref.id);
    return state ? [{ ref, state, number: index + 1 }] : [];
  });
  const anyOpen = rowsOf.some(({ state }) => state.status === 'open');

  const revealingStatus = revealing ? states.get(revealing)?.status : undefined;
  useEffect(() => {
    if (!revealing || revealingStatus === undefined || revealingStatus === 'open') return;
    rows.current.get(revealing)?.focus();
  }, [revealing, revealingStatus]);

  function toggle(refId: string) {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(refId)) next.add(refId);
      return next;
    });
  }

  function reveal(refId: string) {
    setRevealing(refId);
    onReveal(refId);
  }

  return (
    <section className="references" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="references__title">
        {t('references.title')}
      </h2>
      {anyOpen && <p className="references__intro">{t('references.intro')}</p>}
      <ol className="references__list">
        {rowsOf.map(({ ref, state, number }) => {
          const name = t('references.number', { number });
          const where = ref.type === 'zoneless' && <span className="ref__where">{t('references.whole')}</span>;
          if (state.status !== 'open') {
            return (
              <li key={ref.id} className={`ref ref--done ref--${state.status}`}>
                <span className="ref__number" aria-hidden="true">
                  {number}
                </span>
                <span
                  className="ref__name"
                  tabIndex={-1}
                  ref={(node) => {
                    if (node) rows.current.set(ref.id, node);
                    else rows.current.delete(ref.id);
                  }}
                >
                  <span className="visually-hidden">{name}: </span>
                  {/* A locked reference (QUIZ mode only) has no title to show. */}
                  <span className="ref__title">{state.title ?? name}</span>
                  {where}
                </span>
                <span className="ref__status">
                  <Icon name={STATUS_ICONS[state.status]} size={18} />
                  {t(`status.${state.status}`)}
                </span>
              </li>
            );
          }
          const open = expanded.has(ref.id);
          const helpId = `${baseId}-${ref.id}`;
          const failed = error?.refId === ref.id ? error.feedback : null;
          return (
            <li key={ref.id} className="ref ref--open">
              <button type="button" className="ref__toggle" aria-expanded={open} aria-controls={helpId} onClick={() => toggle(ref.id)}>
                <span className="ref__number" aria-hidden="true">
                  {number}
                </span>
                <span className="ref__name">
                  <span className="ref__title">{name}</span>
                  {where}
                </span>
                <span className="ref__action">
                  <Icon name="bulb" size={18} />
                  {t('references.help')}
                  <Icon name="chevron" size={18} className="ref__chevron" />
                </span>
              </button>
              {state.hints.length > 0 && (
                <div className="ref__hints">
                  <HintList hints={state.hints} />
                </div>
              )}
              <div id={helpId} className="ref__help" hidden={!open}>
                {open && <ReferenceHelp reference={state} busy={busy} onHint={onHint} onReveal={reveal} showHints={false} />}
                {failed && <FeedbackMessage feedback={failed} />}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
