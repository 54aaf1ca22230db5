import type { GameMode, GamePayload, GameSummary, Locale, PlayState } from '@quiz/shared';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import type { ApiErrorCode } from '../../../lib/api-client';
import { errorCodeOf } from '../../../lib/errors';
import { useFinishPlay, useStartPlay, type PlayResponse } from '../api/plays';
import { AnnouncerProvider } from '../hooks/announcer';
import { clockOffset } from '../lib/clock';
import type { EndReason, Session } from '../lib/session';
import { markTutorialSeen, preferredMode, rememberMode, tutorialSeen } from '../lib/storage';
import { isPlayOver, keepPlayInProgress, readPlayInProgress } from '../../../lib/scores/local-store';
import { HowToPlay } from './how-to-play';
import { Intro, type Neighbours } from './intro';
import './game.css';

/**
 * The play screen (picture, zoom, boards) is a chunk of its own: the quiz page shows its intro without
 * it; it downloads when the player points at or focuses Play (a pointer's touch on a phone), and at
 * the latest when Play is pressed, in parallel with the play's start.
 */
const loadGameScreen = () => import('./game-screen');
const preloadGameScreen = () => void loadGameScreen().catch(() => undefined);
const GameScreen = lazy(() => loadGameScreen().then((m) => ({ default: m.GameScreen })));
const loadEndScreens = () => import('./end-screens');
const TimeUp = lazy(() => loadEndScreens().then((m) => ({ default: m.TimeUp })));
const Outro = lazy(() => loadEndScreens().then((m) => ({ default: m.Outro })));
const Solution = lazy(() => loadEndScreens().then((m) => ({ default: m.Solution })));

/** The play kept in this browser, when it is this quiz's, in this language, and its clock still runs. */
function resumablePlay(gameId: number, locale: Locale): Session | null {
  const kept = readPlayInProgress();
  if (!kept || kept.play.gameId !== gameId || kept.locale !== locale || isPlayOver(kept)) return null;
  return { game: kept.game, play: kept.play, offsetMs: kept.offsetMs };
}

type Screen = 'intro' | 'howto' | 'howtoStart' | 'playing' | 'timeup' | 'outro' | 'solution';

/** After the last reference, its verdict stays on screen this long before the score comes. */
const LAST_ANSWER_PAUSE_MS = 1200;

interface QuizPageProps {
  locale: Locale;
  game: GamePayload;
  summary: GameSummary;
  neighbours: Neighbours;
}

/**
 * /quiz/{locale}/{slug}: intro → how to play (once per mode) → game → time's up → outro → solution,
 * on one page. The play itself lives on the server; this page holds its last answered state.
 */
export function QuizPage(props: QuizPageProps) {
  return (
    <AnnouncerProvider>
      <QuizScreens {...props} />
    </AnnouncerProvider>
  );
}

function QuizScreens({ locale, game, summary, neighbours }: QuizPageProps) {
  const { t } = useTranslation(['game', 'common']);
  // A play of this quiz still running in this browser (the page was reloaded, the tab reopened): it
  // goes on where it was, on the server's clock.
  const [resumed] = useState(() => resumablePlay(game.gameId, locale));
  const [screen, setScreen] = useState<Screen>(resumed ? 'playing' : 'intro');
  const [mode, setMode] = useState<GameMode>(() => resumed?.play.mode ?? preferredMode());
  const [session, setSession] = useState<Session | null>(resumed);
  const [startError, setStartError] = useState<ApiErrorCode | null>(null);
  /** The first screen keeps the browser's focus; later ones take it. */
  const [moved, setMoved] = useState(false);
  const ending = useRef(false);
  const start = useStartPlay();
  const finish = useFinishPlay();

  const go = useCallback((next: Screen) => {
    setMoved(true);
    setScreen(next);
  }, []);

  function begin() {
    setStartError(null);
    preloadGameScreen();
    start.mutate(
      { gameId: game.gameId, mode, locale },
      {
        onSuccess: ({ game: played, play }) => {
          ending.current = false;
          markTutorialSeen(mode);
          setSession({ game: played, play, offsetMs: clockOffset(play.serverNow, Date.now()) });
          go('playing');
        },
        onError: (error) => {
          setStartError(errorCodeOf(error));
          go('intro');
        },
      },
    );
  }

  function play() {
    // Play pressed: the how-to screen (first time in this mode) is read while the code arrives.
    preloadGameScreen();
    if (tutorialSeen(mode)) begin();
    else go('howtoStart');
  }

  const updatePlay = useCallback(
    (next: PlayState) => {
      setSession((current) => (current && current.play.playId === next.playId ? { ...current, play: next } : current));
      // Local first: the score is in the browser the moment the play ends, then posted (the module
      // came with the end screens when Play was pressed).
      if (next.ended) void loadEndScreens().then((m) => m.recordPlay(next, game, locale));
    },
    [game, locale],
  );

  function end(reason: EndReason, last?: PlayState) {
    // The clock and a move's answer can both end a play: the first one wins.
    if (ending.current || !session) return;
    ending.current = true;
    if (last) updatePlay(last);
    const { play, offsetMs } = session;
    const settle = {
      onSuccess: ({ play: final }: PlayResponse) => updatePlay(final),
      // No final state (the network is gone): the last state the server answered is the score, kept
      // like any other; the server checks it against the play when it is posted.
      onError: () => {
        const now = Math.min(Date.now() + offsetMs, Date.parse(play.endsAt));
        updatePlay({ ...play, ended: true, serverNow: new Date(now).toISOString() });
      },
    };
    if (reason === 'timeup') {
      go('timeup');
      // The server ended the play with its clock; its final state carries the score.
      finish.mutate(play.playId, settle);
    } else if (reason === 'complete') {
      window.setTimeout(() => go('outro'), LAST_ANSWER_PAUSE_MS);
    } else {
      go('outro');
      if (!last) finish.mutate(play.playId, settle);
    }
  }

  const toOutro = useCallback(() => go('outro'), [go]);

  // Every answered state of a running play is kept, so a reload or a closed tab never loses it.
  useEffect(() => {
    if (session && !session.play.ended) keepPlayInProgress({ ...session, locale });
  }, [session, locale]);

  useEffect(() => {
    if (screen === 'playing') void loadEndScreens();
  }, [screen]);

  return (
    <div className="container page quiz-page">
      <title>{`${t('meta.title', { title: game.title, number: game.number })} – ${t('common:app.name')}`}</title>
      {screen === 'intro' && (
        <Intro
          locale={locale}
          game={game}
          summary={summary}
          neighbours={neighbours}
          mode={mode}
          onModeChange={(next) => {
            setMode(next);
            rememberMode(next);
          }}
          onPlay={play}
          onPlayIntent={preloadGameScreen}
          onHowTo={() => go('howto')}
          starting={start.isPending}
          error={startError}
          autoFocus={moved}
        />
      )}
      {(screen === 'howto' || screen === 'howtoStart') && (
        <HowToPlay
          mode={mode}
          onStart={screen === 'howtoStart' ? begin : undefined}
          onBack={() => go('intro')}
          starting={start.isPending}
        />
      )}
      <Suspense fallback={<Spinner label={t('common:loading')} />}>
        {screen === 'playing' && session && <GameScreen key={session.play.playId} session={session} onPlay={updatePlay} onEnd={end} />}
        {screen === 'timeup' && <TimeUp onContinue={toOutro} />}
        {screen === 'outro' && session && (
          <Outro
            locale={locale}
            game={game}
            play={session.play}
            next={neighbours.next}
            onPlayAgain={begin}
            onSolution={() => go('solution')}
            starting={start.isPending}
          />
        )}
        {screen === 'solution' && session && (
          <Solution locale={locale} game={game} playId={session.play.playId} next={neighbours.next} onBack={toOutro} />
        )}
      </Suspense>
    </div>
  );
}
