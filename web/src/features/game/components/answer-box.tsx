import type { ReferenceState } from '@quiz/shared';
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ANSWER_LENGTH } from '../lib/limits';
import { FeedbackMessage, type Feedback } from './feedback';
import { Icon } from './icons';
import { ReferenceHelp } from './reference-help';

export interface AnswerBoxProps {
  /** The reference clicked, or null for no zone (the whole picture). */
  refId: string | null;
  /** That reference's progress (hints given, hints left); null with refId null. */
  reference: ReferenceState | null;
  /** Works of the whole picture still to find: the box without a zone offers their hints. */
  wholeRefs?: ReferenceState[];
  feedback: Feedback | null;
  busy: boolean;
  onSubmit: (text: string) => void;
  onHint: (refId: string) => void;
  onReveal: (refId: string) => void;
  onClose: () => void;
}

/**
 * Where a FREE-mode player types the name of what they clicked. It takes the focus when it opens
 * (or when the player clicks another zone), keeps the text after a miss so a typo is quick to fix,
 * and closes with Escape.
 */
export function AnswerBox({ refId, reference, wholeRefs = [], feedback, busy, onSubmit, onHint, onReveal, onClose }: AnswerBoxProps) {
  const { t } = useTranslation('game');
  const headingId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');

  useEffect(() => {
    inputRef.current?.focus();
  }, [refId]);

  const close = useEffectEvent(onClose);
  useEffect(() => {
    // Escape closes the box wherever the focus is (a tap on a button may leave it on the page).
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, []);

  const hintCount = (reference?.hints.length ?? 0) + wholeRefs.reduce((n, ref) => n + ref.hints.length, 0);
  const shownHints = useRef(hintCount);
  useEffect(() => {
    // A hint is read, then the answer typed: back to the field.
    if (hintCount > shownHints.current) inputRef.current?.focus();
    shownHints.current = hintCount;
  }, [hintCount]);

  useEffect(() => {
    // After a miss, the text is selected: typing replaces it, arrows edit it.
    if (feedback && feedback.kind === 'verdict' && feedback.verdict !== 'correct') inputRef.current?.select();
  }, [feedback]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const answer = text.trim();
    if (!answer || busy) return;
    onSubmit(answer);
  }

  return (
    <section className="answer-box" role="dialog" aria-labelledby={headingId}>
      <div className="answer-box__head">
        <h2 id={headingId} className="answer-box__title">
          <Icon name={refId ? 'question' : 'picture'} />
          {refId ? t('answer.titleZone') : t('answer.titleWhole')}
        </h2>
        <button type="button" className="icon-button icon-button--plain" onClick={onClose} aria-label={t('answer.close')} title={t('answer.close')}>
          <Icon name="cross" />
        </button>
      </div>
      <form className="answer-box__form" onSubmit={submit}>
        <label htmlFor={inputId} className="answer-box__label">
          {t('answer.label')}
        </label>
        <div className="answer-box__row">
          <input
            ref={inputRef}
            id={inputId}
            className="input"
            type="text"
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={MAX_ANSWER_LENGTH}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="send"
          />
          <button type="submit" className="button" disabled={busy || text.trim() === ''} aria-disabled={busy || undefined}>
            {busy ? t('answer.checking') : t('answer.submit')}
          </button>
        </div>
      </form>
      {feedback && <FeedbackMessage feedback={feedback} />}
      {reference && <ReferenceHelp reference={reference} busy={busy} onHint={onHint} onReveal={onReveal} />}
      {!refId &&
        wholeRefs.map((ref, i) => (
          <ReferenceHelp
            key={ref.refId}
            reference={ref}
            busy={busy}
            onHint={onHint}
            onReveal={onReveal}
            label={t('answer.wholeWork', { number: i + 1 })}
          />
        ))}
    </section>
  );
}
