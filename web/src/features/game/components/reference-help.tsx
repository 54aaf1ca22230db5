import type { ReferenceState } from '@quiz/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

interface ReferenceHelpProps {
  reference: ReferenceState;
  busy: boolean;
  onHint: (refId: string) => void;
  onReveal: (refId: string) => void;
  /** Shows the hints already given (false: the caller shows them itself, with HintList). */
  showHints?: boolean;
}

/** The hints given so far for a reference, numbered. */
export function HintList({ hints }: { hints: string[] }) {
  const { t } = useTranslation('game');
  if (hints.length === 0) return null;
  return (
    <ul className="hints">
      {hints.map((hint, i) => (
        <li key={i} className="hint">
          <Icon name="bulb" className="hint__icon" />
          <span>
            <strong>{t('answer.hintNumber', { number: i + 1 })}</strong> {hint}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The hints already given for a reference, a button for the next one (main, then backup), and
 * the reveal, which asks first: it ends the reference with no point.
 */
export function ReferenceHelp({ reference, busy, onHint, onReveal, showHints = true }: ReferenceHelpProps) {
  const { t } = useTranslation('game');
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const revealRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  useEffect(() => {
    // Into the question when it appears, back to its button when it goes.
    if (confirming) confirmRef.current?.focus();
    else if (wasConfirming.current) revealRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const hintCount = reference.hints.length;
  const shownHints = useRef(hintCount);
  useEffect(() => {
    // The last hint removes its button: the focus moves on to the reveal rather than being lost.
    if (hintCount > shownHints.current && reference.hintsLeft === 0) revealRef.current?.focus();
    shownHints.current = hintCount;
  }, [hintCount, reference.hintsLeft]);

  if (reference.status !== 'open') return null;
  return (
    <div className="reference-help">
      {showHints && <HintList hints={reference.hints} />}
      {confirming ? (
        <div className="confirm" role="group" aria-labelledby={`confirm-${reference.refId}`}>
          <p id={`confirm-${reference.refId}`}>{t('answer.revealConfirm')}</p>
          <div className="button-row">
            <button
              ref={confirmRef}
              type="button"
              className="button button--danger"
              disabled={busy}
              onClick={() => {
                setConfirming(false);
                onReveal(reference.refId);
              }}
            >
              {t('answer.revealYes')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
              {t('answer.revealNo')}
            </button>
          </div>
        </div>
      ) : (
        <div className="button-row">
          {reference.hintsLeft > 0 && (
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={busy}
              onClick={() => onHint(reference.refId)}
              aria-describedby={`hint-cost-${reference.refId}`}
            >
              <Icon name="bulb" size={18} />
              {reference.hints.length === 0 ? t('answer.hint') : t('answer.anotherHint')}
            </button>
          )}
          <button ref={revealRef} type="button" className="button button--ghost button--small" disabled={busy} onClick={() => setConfirming(true)}>
            <Icon name="eye" size={18} />
            {t('answer.reveal')}
          </button>
          {reference.hintsLeft > 0 && (
            <span id={`hint-cost-${reference.refId}`} className="visually-hidden">
              {t('answer.hintCost')}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
