import type { GameMode, GamePayload, GameSummary, Locale, PlayState } from '@quiz/shared';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import type { ApiErrorCode } from '../../../lib/api-client';
import { offerPremiumAfterQuiz } from '../../../lib/popups/pay-offer';
import { errorCodeOf } from '../../../lib/errors';
import { switchPlayLocale, useFinishPlay, useStartPlay, type PlayResponse } from '../api/plays';
import { usePremiumAccess } from '../api/premium-access';
import { AnnouncerProvider, useAnnounce } from '../hooks/announcer';
import { clockOffset } from '../lib/clock';
import type { EndReason, Session } from '../lib/session';
import { markTutorialSeen, preferredMode, rememberMode, tutorialSeen } from '../lib/storage';
import { forgetRun, isPlayOver, keepPlayInProgress, readPlayInProgress } from '../../../lib/scores/local-store';
import { useRunOnServer } from '../../../lib/scores/run-status';
import { ChallengeIntroSlot } from './challenge-slot';
import { Intro, type Neighbours } from './intro';
import { quizPageTitle } from '../../../lib/page-titles';
import './game.css';

/**
 * The play screen (picture, zoom, boards) is a chunk of its own: the quiz page shows its intro without
 * it; it downloads when the player points at or focuses Play (a pointer's touch on a phone), and at
 * the latest when Play is pressed, in parallel with the play's start.
 */
const loadGameScreen = () => import('./game-screen');
// How to play comes with the play screen: a newcomer reads it after pressing Play, while the play starts.
const loadHowToPlay = () => import('./how-to-play');
const preloadGameScreen = () => void Promise.all([loadGameScreen(), loadHowToPlay()]).catch(() => undefined);
const HowToPlay = lazy(() => loadHowToPlay().then((m) => ({ default: m.HowToPlay })));
const GameScreen = lazy(() => loadGameScreen().then((m) => ({ default: m.GameScreen })));
const loadEndScreens = () => import('./end-screens');
const TimeUp = lazy(() => loadEndScreens().then((m) => ({ default: m.TimeUp })));
const Outro = lazy(() => loadEndScreens().then((m) => ({ default: m.Outro })));
const Solution = lazy(() => loadEndScreens().then((m) => ({ default: m.Solution })));

/**
 * The play kept in this browser, when it is this quiz's and its clock still runs. In another
 * language (the player switched mid-play), it goes on once the server has switched it.
 */
function resumablePlay(gameId: number, locale: Locale): (Session & { otherLocale: boolean }) | null {
  const kept = readPlayInProgress();
  if (!kept || kept.play.gameId !== gameId || isPlayOver(kept) || !kept.play.run) return null;
  return { game: kept.game, play: kept.play, offsetMs: kept.offsetMs, otherLocale: kept.locale !== locale };
}

type Screen = 'intro' | 'howto' | 'howtoStart' | 'switching' | 'playing' | 'timeup' | 'outro' | 'solution';

/** Refusals of "Continue" or "End" after which the kept run is no use: the server has no such run to go on. */
const GONE_RUN: readonly ApiErrorCode[] = ['run_ended', 'run_continued', 'not_found', 'bad_request'];

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
  const [screen, setScreen] = useState<Screen>(resumed ? (resumed.otherLocale ? 'switching' : 'playing') : 'intro');
  const [mode, setMode] = useState<GameMode>(() => resumed?.play.mode ?? preferredMode());
  const [session, setSession] = useState<Session | null>(resumed?.otherLocale ? null : resumed);
  const [startError, setStartError] = useState<ApiErrorCode | null>(null);
  const [endError, setEndError] = useState<ApiErrorCode | null>(null);
  /** The play whose answers the solution shows (the session's, or a kept run's ended from the intro). */
  const [solutionOf, setSolutionOf] = useState<string | null>(null);
  // The run kept here, as the server describes it: Continue only for a run it says can continue.
  const serverRun = useRunOnServer(game.gameId, { keep: true });
  const openRun = serverRun.kind === 'open' ? serverRun.run : null;
  const premium = usePremiumAccess(game, locale);
  const announce = useAnnounce();
  /** The first screen keeps the browser's focus; later ones take it. */
  const [moved, setMoved] = useState(false);
  const ending = useRef(false);
  const start = useStartPlay();
  const finish = useFinishPlay();
  const endRunCall = useFinishPlay();

  // The player switched language mid-play: the same play goes on in this one, on the same clock.
  useEffect(() => {
    if (!resumed?.otherLocale) return;
    let live = true;
    switchPlayLocale({ playId: resumed.play.playId, locale })
      .then(({ game: played, play }) => {
        if (!live) return;
        setSession({ game: played, play, offsetMs: resumed.offsetMs });
        setScreen('playing');
      })
      .catch((error: unknown) => {
        if (!live) return;
        setStartError(errorCodeOf(error));
        setScreen('intro');
      });
    return () => {
      live = false;
    };
  }, [resumed, locale]);

  const go = useCallback((next: Screen) => {
    setMoved(true);
    setScreen(next);
  }, []);

  /** Starts a new run, or (`continueFrom`) the next part of a kept run. */
  function begin(continueFrom?: string) {
    setStartError(null);
    setEndError(null);
    preloadGameScreen();
    start.mutate(
      { gameId: game.gameId, mode, locale, ...(continueFrom ? { continueFrom } : {}) },
      {
        onSuccess: ({ game: played, play }) => {
          ending.current = false;
          markTutorialSeen(play.mode);
          // The FREE how-to carries the SCENE one (the whole picture): seen together.
          if (play.mode === 'FREE') markTutorialSeen('SCENE');
          setMode(play.mode);
          setSession({ game: played, play, offsetMs: clockOffset(play.serverNow, Date.now()) });
          go('playing');
        },
        onError: (error) => {
          const code = errorCodeOf(error);
          if (continueFrom && GONE_RUN.includes(code)) forgetRun(game.gameId, continueFrom);
          // Premium ended, or the joker went to another quiz (another tab): the intro shows the offer.
          if (code === 'premium_required') void premium.refetch();
          setStartError(code);
          go('intro');
        },
      },
    );
  }

  /** "End and see the answers" (confirmed): the run is over and its solution opens. */
  function endRun(playId: string) {
    setEndError(null);
    endRunCall.mutate(
      { playId, endRun: true },
      {
        onSuccess: ({ play: final }) => {
          void loadEndScreens().then((m) => m.recordRunEnded(final));
          setSession((current) => (current && current.play.playId === final.playId ? { ...current, play: final } : current));
          setSolutionOf(final.playId);
          go('solution');
        },
        onError: (error) => {
          const code = errorCodeOf(error);
          if (GONE_RUN.includes(code)) forgetRun(game.gameId, playId);
          setEndError(code);
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
      finish.mutate({ playId: play.playId }, settle);
    } else if (reason === 'complete') {
      window.setTimeout(() => go('outro'), LAST_ANSWER_PAUSE_MS);
    } else {
      go('outro');
      if (!last) finish.mutate({ playId: play.playId }, settle);
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

  // The play screen's words ("10 seconds left") leave with it: the score page starts with a quiet
  // live region (its heading takes the focus and is read instead). The last verdict and "Time's up"
  // were read out while their screens were shown.
  useEffect(() => {
    if (screen === 'outro' || screen === 'solution' || screen === 'intro' || screen === 'howto') announce('');
  }, [screen, announce]);

  // A run is over (its outro or its answers): a player who keeps coming back is offered premium
  // (the "pay" popup, docs/popups.md), a moment after.
  const runOver = Boolean(session?.play.run.ended) && (screen === 'outro' || screen === 'solution');
  useEffect(() => (runOver ? offerPremiumAfterQuiz() : undefined), [runOver]);

  return (
    <div className="container page quiz-page">
      <title>{quizPageTitle(locale, game)}</title>
      {screen === 'intro' && <ChallengeIntroSlot locale={locale} />}
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
          error={startError ?? endError}
          autoFocus={moved}
          run={serverRun}
          onContinue={() => openRun && begin(openRun.playId)}
          onAnswers={(playId) => {
            setSolutionOf(playId);
            go('solution');
          }}
          onEndRun={() => openRun && endRun(openRun.playId)}
          ending={endRunCall.isPending}
          access={premium.access}
        />
      )}
      {screen === 'switching' && <Spinner label={t('common:loading')} />}
      {(screen === 'howto' || screen === 'howtoStart') && (
        <Suspense fallback={<Spinner label={t('common:loading')} />}>
          <HowToPlay
            mode={mode}
            onStart={screen === 'howtoStart' ? () => begin() : undefined}
            onBack={() => go('intro')}
            starting={start.isPending}
          />
        </Suspense>
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
            onPlayAgain={() => begin()}
            onSolution={() => {
              setSolutionOf(session.play.playId);
              go('solution');
            }}
            onContinue={() => begin(session.play.playId)}
            onEndRun={() => endRun(session.play.playId)}
            starting={start.isPending}
            ending={endRunCall.isPending}
            error={startError ?? endError}
          />
        )}
        {screen === 'solution' && solutionOf && (
          <Solution locale={locale} game={game} playId={solutionOf} next={neighbours.next} onBack={session ? toOutro : () => go('intro')} />
        )}
      </Suspense>
    </div>
  );
}
