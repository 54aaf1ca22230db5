import type { GamePayload, PlayState } from '@quiz/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnounce } from '../hooks/announcer';
import type { Moves } from '../hooks/use-moves';
import type { HitTarget } from '../lib/geometry';
import { referencesById } from '../lib/session';
import { AnswerBox } from './answer-box';
import { FeedbackMessage, feedbackText, type Feedback } from './feedback';
import { Icon } from './icons';
import { playMarks } from './marks';
import { Picture, type PictureHandle } from './picture';
import { Progress } from './progress';

interface FreeBoardProps {
  game: GamePayload;
  play: PlayState;
  moves: Moves;
}

/**
 * Classic mode: click (tap) anything in the picture, then name it. A click on an open reference's
 * zone names that reference; anywhere else (or the whole-picture button) names no zone, and the
 * server may still find a work of the whole picture.
 */
export function FreeBoard({ game, play, moves }: FreeBoardProps) {
  const { t } = useTranslation(['game', 'errors']);
  const announce = useAnnounce();
  const [box, setBox] = useState<{ refId: string | null } | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  /** A find or a reveal, shown after its box has closed. */
  const [result, setResult] = useState<Feedback | null>(null);
  const pictureRef = useRef<PictureHandle>(null);
  const wholeRef = useRef<HTMLButtonElement>(null);
  const openedFrom = useRef<'picture' | 'whole'>('picture');
  /** Where the focus goes back once the box has closed (the whole-picture button is back by then). */
  const focusBack = useRef<'picture' | 'whole' | null>(null);

  useEffect(() => {
    if (box || !focusBack.current) return;
    if (focusBack.current === 'whole') wholeRef.current?.focus();
    else pictureRef.current?.focus();
    focusBack.current = null;
  }, [box]);

  const states = referencesById(play);
  const targets: HitTarget[] = game.references.flatMap((ref) =>
    ref.zone && states.get(ref.id)?.status === 'open' ? [{ id: ref.id, zone: ref.zone }] : [],
  );
  const wholeRefs = game.references.flatMap((ref) => {
    const state = states.get(ref.id);
    return ref.type === 'zoneless' && state?.status === 'open' ? [state] : [];
  });

  function open(refId: string | null, from: 'picture' | 'whole') {
    openedFrom.current = from;
    setBox({ refId });
    setFeedback(null);
  }

  function close() {
    focusBack.current = openedFrom.current;
    setBox(null);
    setFeedback(null);
  }

  function show(next: Feedback) {
    announce(feedbackText(t, next));
    setFeedback(next);
  }

  function settle(next: Feedback) {
    announce(feedbackText(t, next));
    setResult(next);
    close();
  }

  async function submit(text: string) {
    if (!box) return;
    const outcome = await moves.guess({ refId: box.refId, text });
    if (!outcome.ok) return show({ kind: 'error', code: outcome.code });
    const { verdict, percent, title } = outcome.value;
    const next: Feedback = { kind: 'verdict', verdict, percent, title };
    if (verdict === 'correct') settle(next);
    else show(next);
  }

  async function askHint(refId: string) {
    const outcome = await moves.hint(refId);
    if (!outcome.ok) return show({ kind: 'error', code: outcome.code });
    announce(t('verdict.hint', { hint: outcome.value.hint }));
  }

  async function revealRef(refId: string) {
    const outcome = await moves.reveal(refId);
    if (!outcome.ok) return show({ kind: 'error', code: outcome.code });
    settle({ kind: 'revealed', title: outcome.value.title });
  }

  return (
    <>
      <div className="game__stage">
        <Picture
          game={game}
          marks={playMarks(game, states, t)}
          handleRef={pictureRef}
          pick={{ targets, onPick: (refId) => open(refId, 'picture'), instructions: t('picture.instructions') }}
        />
      </div>
      <div className="game__panel">
        {box ? (
          <AnswerBox
            key={box.refId ?? 'whole'}
            refId={box.refId}
            reference={box.refId ? (states.get(box.refId) ?? null) : null}
            wholeRefs={wholeRefs}
            feedback={feedback}
            busy={moves.busy}
            onSubmit={(text) => void submit(text)}
            onHint={(refId) => void askHint(refId)}
            onReveal={(refId) => void revealRef(refId)}
            onClose={close}
          />
        ) : (
          <>
            {result && <FeedbackMessage feedback={result} />}
            <button ref={wholeRef} type="button" className="button button--secondary button--block" onClick={() => open(null, 'whole')}>
              <Icon name="picture" />
              {t('play.wholePicture')}
            </button>
          </>
        )}
        <Progress game={game} states={states} />
      </div>
    </>
  );
}
