import type { Locale } from '@quiz/shared';

/** The feature's query keys, written only here (web/README.md "A feature's calls"). */
export const menuKeys = {
  menu: (locale: Locale) => ['menu', locale] as const,
  optins: ['optins'] as const,
  scoreHistory: ['scores', 'history'] as const,
  myChallenges: ['challenges', 'mine'] as const,
};
