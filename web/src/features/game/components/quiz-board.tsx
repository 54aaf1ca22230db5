import type { GamePayload, PlayState } from '@quiz/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnounce } from '../hooks/announcer';
import type { Moves } from '../hooks/use-moves';
import { hitTest, TOUCH_TOLERANCE_PX, type HitTarget } from '../lib/geometry';
import { nextOpen, referencesById } from '../lib/session';
import { FeedbackMessage, feedbackText, type Feedback } from './feedback';
import { Icon } from './icons';
import { playMarks } from './marks';
import { Picture, type PictureClick } from './picture';
import { Progress } from './progress';
import { ReferenceHelp } from './reference-help';

interface QuizBoardProps {
  game: GamePayload;
  play: PlayState;
  moves: Moves;
}

interface Answered {
  refId: string;
  choice: string | null;
  feedback: Feedback;
}

/**
 * Challenge mode: one reference at a time, its zone lit on the picture, four titles to choose from.
 * One choice only (a wrong one locks the reference); "Next" moves on to the next open reference,
 * coming back round to the skipped ones. Clicking an open zone jumps to its question. The zones are
 * the play state's: a QUIZ play shows every question's zone, so its state carries them all.
 */
export function QuizBoard({ game, play, moves }: QuizBoardProps) {
  const { t } = useTranslation(['game', 'errors']);
  const announce = useAnnounce();
  const states = referencesById(play);
  const order = game.references.map((ref) => ref.id);
  const [currentId, setCurrentId] = useState(() => nextOpen(order, states, null));
  const [answered, setAnswered] = useState<Answered | null>(null);
  const [error, setError] = useState<Feedback | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    // A new question takes the focus (not the first one: the screen's heading has it).
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
  }, [currentId]);

  const index = game.references.findIndex((ref) => ref.id === currentId);
  const current = game.references[index];
  const state = currentId ? states.get(currentId) : undefined;
  if (!current || !state) return null;

  const open = state.status === 'open';
  const feedback = answered?.refId === current.id ? answered.feedback : error;
  const targets: HitTarget[] = play.references.flatMap((ref) => (ref.zone && ref.status === 'open' ? [{ id: ref.refId, zone: ref.zone }] : []));

  function goTo(refId: string | null) {
    if (!refId) return;
    setCurrentId(refId);
    setAnswered(null);
    setError(null);
  }

  function jump({ point, pointer, size }: PictureClick) {
    goTo(hitTest(targets, point, size, pointer === 'touch' ? TOUCH_TOLERANCE_PX : 0));
  }

  function settle(answer: Answered) {
    announce(feedbackText(t, answer.feedback));
    setAnswered(answer);
    setError(null);
    nextRef.current?.focus();
  }

  async function choose(choice: string) {
    const refId = current!.id;
    const outcome = await moves.guess({ refId, choice });
    if (!outcome.ok) return setError({ kind: 'error', code: outcome.code });
    const { verdict, title } = outcome.value;
    settle({
      refId,
      choice,
      feedback: verdict === 'correct' ? { kind: 'verdict', verdict, title } : { kind: 'locked' },
    });
  }

  async function askHint(refId: string) {
    const outcome = await moves.hint(refId);
    if (!outcome.ok) return setError({ kind: 'error', code: outcome.code });
    announce(t('verdict.hint', { hint: outcome.value.hint }));
  }

  async function revealRef(refId: string) {
    const outcome = await moves.reveal(refId);
    if (!outcome.ok) return setError({ kind: 'error', code: outcome.code });
    settle({ refId, choice: null, feedback: { kind: 'revealed', title: outcome.value.title } });
  }

  const whole = current.type === 'zoneless';
  return (
    <>
      <div className="game__stage">
        <Picture
          game={game}
          marks={playMarks(game, states, t).filter((mark) => mark.id !== current.id || !open)}
          spotlight={open ? state.zone : null}
          overlay={
            whole ? (
              <p className="picture__whole" aria-hidden="true">
                <Icon name="picture" size={18} />
                {t('quiz.wholePicture')}
              </p>
            ) : null
          }
          pick={{ onPick: jump, instructions: t('picture.instructionsQuiz') }}
        />
      </div>
      <div className="game__panel">
        <section className="question" aria-labelledby="question-title">
          <h2 id="question-title" ref={headingRef} tabIndex={-1} className="question__title">
            {t('quiz.question', { number: index + 1, total: game.references.length })}
          </h2>
          <p className="question__prompt">{whole ? t('quiz.promptWhole') : t('quiz.prompt')}</p>
          <div className="options" role="group" aria-label={t('quiz.options')}>
            {(current.choices ?? []).map((choice) => {
              const chosen = answered?.refId === current.id && answered.choice === choice;
              const right = chosen && answered.feedback.kind === 'verdict';
              return (
                <button
                  key={choice}
                  type="button"
                  className={`option${chosen ? (right ? ' option--right' : ' option--wrong') : ''}`}
                  disabled={!open || moves.busy}
                  onClick={() => void choose(choice)}
                >
                  <span>{choice}</span>
                  {chosen && (
                    <span className="option__mark">
                      <Icon name={right ? 'check' : 'cross'} size={18} />
                      <span className="visually-hidden">{t('quiz.chosen')}</span>
                    </span>
                  )}
                </button>
              );
            })}
          </div>
          {feedback && <FeedbackMessage feedback={feedback} />}
          <ReferenceHelp key={state.refId} reference={state} busy={moves.busy} onHint={(id) => void askHint(id)} onReveal={(id) => void revealRef(id)} />
          <div className="question__next">
            <button ref={nextRef} type="button" className="button" onClick={() => goTo(nextOpen(order, states, current.id))}>
              {t('quiz.next')}
              <Icon name="next" />
            </button>
          </div>
        </section>
        <Progress game={game} states={states} />
      </div>
    </>
  );
}
