import { CHALLENGE_HASH_PATTERN, type Locale, type PlayState } from '@quiz/shared';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { loadCatalogues } from '../../../lib/i18n';
import type * as ChallengePanel from './challenge-panel';

/**
 * Where challenges between friends sit on the quiz page: a few lines that stay in the
 * page's code. The challenge screens and their texts are a chunk of their own (./challenge-panel),
 * downloaded only when one is shown: on the outro, and on the intro of a link that carries a challenge.
 */

type PanelModule = typeof ChallengePanel;

/** The challenge screens' module once it and the texts of `locale` are in memory (null until then, or when `enabled` is false). */
function usePanel(locale: Locale, enabled: boolean): PanelModule | null {
  const [panel, setPanel] = useState<PanelModule | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    Promise.all([import('./challenge-panel'), loadCatalogues(locale, 'challenges')])
      .then(([module]) => live && setPanel(() => module))
      // Offline: the page works on without the challenge part.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locale, enabled]);
  return enabled ? panel : null;
}

/** The challenge a page's link carries (`?challenge={hash}`, lib/challenges.ts), when well-formed; else null. */
function useChallengeHash(): string | null {
  const [search] = useSearchParams();
  const hash = search.get('challenge');
  return hash && CHALLENGE_HASH_PATTERN.test(hash) ? hash : null;
}

/** On the outro: "Challenge a friend", or, on a challenge's link, both results once this play is recorded. */
export function ChallengeOutroSlot({ locale, play }: { locale: Locale; play: PlayState }) {
  const hash = useChallengeHash();
  const panel = usePanel(locale, true);
  if (!panel) return null;
  return hash ? <panel.ChallengeAnswer locale={locale} hash={hash} play={play} /> : <panel.ChallengeCreate locale={locale} play={play} />;
}

/** On the intro of a challenge's link: who challenges, and that a result awaits (never the result). */
export function ChallengeIntroSlot({ locale }: { locale: Locale }) {
  const hash = useChallengeHash();
  const panel = usePanel(locale, hash !== null);
  if (!panel || !hash) return null;
  return <panel.ChallengeBanner hash={hash} />;
}
