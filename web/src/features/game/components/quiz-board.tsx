import type { GamePayload, PlayState } from '@quiz/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnounce } from '../hooks/announcer';
import type { Moves } from '../hooks/use-moves';
import { hitTest, TOUCH_TOLERANCE_PX, type HitTarget } from '../lib/geometry';
import { referencesById } from '../lib/session';
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

/** A question just answered or revealed: it stays on screen, with its options, until "Next". */
interface Answered {
  refId: string;
  choices: readonly string[];
  choice: string | null;
  feedback: Feedback;
}

/**
 * Challenge mode: one question at a time, its zone lit on the picture, four titles to choose from.
 * The server asks the questions (docs/game.md "QUIZ: one question at a time"): the play state
 * carries the question asked now and its options, and nothing of a later one. One choice only (a
 * wrong one locks the reference); the answer already carries the next question, shown at "Next".
 * "Next" on an unanswered question skips it (the server comes back round to it); clicking the zone
 * of a question asked before goes back to it.
 */
export function QuizBoard({ game, play, moves }: QuizBoardProps) {
  const { t } = useTranslation(['game', 'errors']);
  const announce = useAnnounce();
  const states = referencesById(play);
  const [answered, setAnswered] = useState<Answered | null>(null);
  const [error, setError] = useState<Feedback | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);

  const currentId = answered?.refId ?? play.question?.refId ?? null;
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
  const choices = answered?.choices ?? play.question?.choices ?? [];
  const feedback = answered ? answered.feedback : error;
  // The open questions asked so far: the only zones the page knows.
  const targets: HitTarget[] = play.references.flatMap((ref) => (ref.zone && ref.status === 'open' ? [{ id: ref.refId, zone: ref.zone }] : []));

  /** "Next": after an answer, the question the answer carried; else the server skips this one. */
  async function next() {
    // Not disabled while a move runs: it takes the focus right after a choice (Enter moves on).
    if (moves.busy) return;
    setError(null);
    if (answered) return setAnswered(null);
    const outcome = await moves.nextQuestion();
    if (!outcome.ok) setError({ kind: 'error', code: outcome.code });
  }

  async function jump({ point, pointer, size }: PictureClick) {
    const refId = hitTest(targets, point, size, pointer === 'touch' ? TOUCH_TOLERANCE_PX : 0);
    if (!refId || refId === currentId) return;
    const outcome = await moves.nextQuestion(refId);
    if (!outcome.ok) return setError({ kind: 'error', code: outcome.code });
    setAnswered(null);
    setError(null);
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
      choices,
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
    settle({ refId, choices, choice: null, feedback: { kind: 'revealed', title: outcome.value.title } });
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
          pick={{ onPick: (click) => void jump(click), instructions: t('picture.instructionsQuiz') }}
        />
      </div>
      <div className="game__panel">
        <section className="question" aria-labelledby="question-title">
          <h2 id="question-title" ref={headingRef} tabIndex={-1} className="question__title">
            {t('quiz.question', { number: index + 1, total: game.references.length })}
          </h2>
          <p className="question__prompt">{whole ? t('quiz.promptWhole') : t('quiz.prompt')}</p>
          <div className="options" role="group" aria-label={t('quiz.options')}>
            {choices.map((choice) => {
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
            <button ref={nextRef} type="button" className="button" onClick={() => void next()}>
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
