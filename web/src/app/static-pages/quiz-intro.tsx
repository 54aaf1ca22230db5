import type { GamePayload, GameSummary, Locale } from '@quiz/shared';
import { AccountMenu } from '../../features/account/components/account-menu';
import { Intro, type Neighbours } from '../../features/game/components/intro';

const nothing = () => undefined;

/**
 * The quiz page as the app first shows it to a newcomer (docs/adr/0019-pre-rendered-pages.md,
 * "The quiz page's first paint"): the intro, with the app's own component, markup and classes, so
 * that the page paints its picture and title with its HTML, and the app, once its first page is ready,
 * replaces it with the same layout (nothing moves). Until then it is inert: a click or a focus on a
 * button that does nothing yet would be lost (the page's links outside it work as links); and hidden
 * from assistive technologies (aria-hidden as well, for those that do not know inert): they read the
 * app's copy, which works.
 */
export function QuizIntroStatic({ locale, game, summary, neighbours }: { locale: Locale; game: GamePayload; summary: GameSummary; neighbours: Neighbours }) {
  return (
    <div className="container page quiz-page" inert aria-hidden="true">
      <Intro
        locale={locale}
        game={game}
        summary={summary}
        neighbours={neighbours}
        // SPEC §2 modes: FREE is the default; a player who chose QUIZ sees it selected once the app runs.
        mode="FREE"
        onModeChange={nothing}
        onPlay={nothing}
        onHowTo={nothing}
        starting={false}
        error={null}
        autoFocus={false}
        run={{ kind: 'none' }}
        onContinue={nothing}
        onAnswers={nothing}
        onEndRun={nothing}
        ending={false}
        access={null}
      />
    </div>
  );
}

/**
 * The header's account corner as the app first shows it ("Sign in"), so that the header does not
 * rearrange itself when the app arrives; inert and hidden until then, and no box of its own.
 */
export function AccountCornerStatic({ locale }: { locale: Locale }) {
  return (
    <div inert aria-hidden="true" style={{ display: 'contents' }}>
      <AccountMenu locale={locale} />
    </div>
  );
}
