import type { GamePayload, PlayState, Point, PointerKind } from '@quiz/shared';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnounce } from '../hooks/announcer';
import type { Moves } from '../hooks/use-moves';
import { referencesById } from '../lib/session';
import { AnswerBox } from './answer-box';
import { FeedbackMessage, feedbackText, type Feedback } from './feedback';
import { Icon } from './icons';
import { playMarks } from './marks';
import { Picture, type PictureClick, type PictureHandle } from './picture';
import { ReferenceList } from './reference-list';

interface FreeBoardProps {
  game: GamePayload;
  play: PlayState;
  moves: Moves;
}

/** The answer box's spot: where the player clicked (null: the whole picture) and how. */
interface Spot {
  point: Point | null;
  pointer: PointerKind;
  /** One more for every click, so that a click on the same spot still brings the focus back. */
  opening: number;
}

/** How a button was pressed: a click with no pointer position came from the keyboard. */
function pointerOf(event: MouseEvent): PointerKind {
  if (event.detail === 0) return 'keyboard';
  const type = (event.nativeEvent as Partial<PointerEvent>).pointerType;
  return type === 'touch' || type === 'pen' ? 'touch' : 'mouse';
}

/**
 * Classic mode: click (tap, or Enter on the keyboard cursor) anywhere in the picture, then name what
 * is there. The page pins the spot and sends it with the name; the server alone knows what is where,
 * so every click opens the same box, on a reference or not. The whole-picture button names
 * something with no spot. Hints and reveals are in the list of references.
 */
export function FreeBoard({ game, play, moves }: FreeBoardProps) {
  const { t } = useTranslation(['game', 'errors']);
  const announce = useAnnounce();
  const [spot, setSpot] = useState<Spot | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  /** A find or a reveal, shown once its box has closed. */
  const [result, setResult] = useState<Feedback | null>(null);
  /** A hint or a reveal that failed, shown in the list beside its reference. */
  const [listError, setListError] = useState<{ refId: string; feedback: Feedback } | null>(null);
  const pictureRef = useRef<PictureHandle>(null);
  const wholeRef = useRef<HTMLButtonElement>(null);
  const openedFrom = useRef<{ from: 'picture' | 'whole'; pointer: PointerKind }>({ from: 'picture', pointer: 'mouse' });
  /** Where the focus goes back once the box has closed (the whole-picture button is back by then). */
  const focusBack = useRef<{ from: 'picture' | 'whole'; pointer: PointerKind } | null>(null);

  useEffect(() => {
    const back = focusBack.current;
    if (spot || !back) return;
    if (back.from === 'whole') wholeRef.current?.focus();
    // Back on the picture; its keyboard cursor and instructions only for a keyboard player.
    else pictureRef.current?.focus({ visible: back.pointer === 'keyboard' });
    focusBack.current = null;
  }, [spot]);

  const states = referencesById(play);

  function open(point: Point | null, pointer: PointerKind, from: 'picture' | 'whole') {
    openedFrom.current = { from, pointer };
    setSpot((current) => ({ point, pointer, opening: (current?.opening ?? 0) + 1 }));
    setFeedback(null);
  }

  function close() {
    focusBack.current = openedFrom.current;
    setSpot(null);
    setFeedback(null);
  }

  function show(next: Feedback) {
    announce(feedbackText(t, next));
    setFeedback(next);
  }

  async function submit(text: string) {
    if (!spot) return;
    const outcome = await moves.guess({ point: spot.point, pointer: spot.pointer, text });
    // A refused move (503, 429, no network) changes nothing: the text stays, to send again.
    if (!outcome.ok) return show({ kind: 'error', code: outcome.code });
    const { verdict, title } = outcome.value;
    const next: Feedback = { kind: 'verdict', verdict, title };
    if (verdict !== 'correct') return show(next);
    announce(feedbackText(t, next));
    setResult(next);
    close();
  }

  function failed(refId: string, code: Extract<Feedback, { kind: 'error' }>['code']) {
    const next: Feedback = { kind: 'error', code };
    announce(feedbackText(t, next));
    setListError({ refId, feedback: next });
  }

  async function askHint(refId: string) {
    setListError(null);
    const outcome = await moves.hint(refId);
    if (!outcome.ok) return failed(refId, outcome.code);
    announce(t('verdict.hint', { hint: outcome.value.hint }));
  }

  async function revealRef(refId: string) {
    setListError(null);
    const outcome = await moves.reveal(refId);
    if (!outcome.ok) return failed(refId, outcome.code);
    const next: Feedback = { kind: 'revealed', title: outcome.value.title };
    announce(feedbackText(t, next));
    setResult(next);
  }

  return (
    <>
      <div className="game__stage">
        <Picture
          game={game}
          marks={playMarks(game, states, t)}
          marker={spot?.point}
          handleRef={pictureRef}
          pick={{ onPick: ({ point, pointer }: PictureClick) => open(point, pointer, 'picture'), instructions: t('picture.instructions') }}
        />
      </div>
      <div className="game__panel">
        {spot ? (
          <AnswerBox
            point={spot.point}
            opening={spot.opening}
            feedback={feedback}
            busy={moves.busy}
            onSubmit={(text) => void submit(text)}
            onClose={close}
          />
        ) : (
          <>
            {result && <FeedbackMessage feedback={result} />}
            <button ref={wholeRef} type="button" className="button button--secondary button--block" onClick={(event) => open(null, pointerOf(event), 'whole')}>
              <Icon name="picture" />
              {t('play.wholePicture')}
            </button>
          </>
        )}
        <ReferenceList
          game={game}
          states={states}
          busy={moves.busy}
          onHint={(refId) => void askHint(refId)}
          onReveal={(refId) => void revealRef(refId)}
          error={listError}
        />
      </div>
    </>
  );
}
