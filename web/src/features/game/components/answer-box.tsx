import type { Point } from '@quiz/shared';
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ANSWER_LENGTH } from '../lib/limits';
import { FeedbackMessage, type Feedback } from './feedback';
import { Icon } from './icons';

export interface AnswerBoxProps {
  /**
   * The point clicked (image coordinates), pinned on the picture while the box is open; null for
   * "something in the whole picture".
   */
  point: Point | null;
  /** Changes with every click, even on the same spot: the field takes the focus again. */
  opening: number;
  feedback: Feedback | null;
  busy: boolean;
  onSubmit: (text: string) => void;
  onClose: () => void;
}

/**
 * Where a FREE-mode player types the name of what they clicked. Its title is the same wherever the
 * click lands (on a reference or on nothing): the page does not know, and must not tell, where the
 * references are. It takes the focus when it opens (or when the player clicks another spot, which
 * moves the pin and keeps the text), keeps the text after a miss so a typo is quick to fix, and
 * closes with Escape.
 */
export function AnswerBox({ point, opening, feedback, busy, onSubmit, onClose }: AnswerBoxProps) {
  const { t } = useTranslation('game');
  const headingId = useId();
  const descriptionId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');

  useEffect(() => {
    // A text kept from another spot is selected: Enter sends it about this one, typing replaces it.
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [opening]);

  const close = useEffectEvent(onClose);
  useEffect(() => {
    // Escape closes the box wherever the focus is (a tap on a button may leave it on the page).
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, []);

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

  const spot = point !== null;
  return (
    <section className={`answer-box${spot ? ' answer-box--spot' : ''}`} role="dialog" aria-labelledby={headingId} aria-describedby={descriptionId}>
      <div className="answer-box__head">
        <h2 id={headingId} className="answer-box__title">
          <Icon name={spot ? 'pin' : 'picture'} className="answer-box__icon" />
          {spot ? t('answer.title') : t('answer.titleWhole')}
        </h2>
        <button type="button" className="icon-button icon-button--plain" onClick={onClose} aria-label={t('answer.close')} title={t('answer.close')}>
          <Icon name="cross" />
        </button>
      </div>
      <p id={descriptionId} className="answer-box__where">
        {spot ? t('answer.spot') : t('answer.wholeHelp')}
      </p>
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
    </section>
  );
}
