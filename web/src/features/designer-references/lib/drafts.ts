import type { DeskReference, DeskResponse, Zone } from '@quiz/shared';

/** One reference as the editor holds it: the saved one (null until created) and the fields being edited. */
export interface Draft {
  /** The reference id once saved ("r03"), else a local key ("new-2"). */
  key: string;
  saved: DeskReference | null;
  type: DeskReference['type'];
  zone: Zone | null;
  response: string | null;
  hints: { main: { en: string; fr: string }; backup: { en: string; fr: string } };
  choices: { en: [string, string, string]; fr: [string, string, string] };
}

export type Lang = 'en' | 'fr';
export const LANGS: readonly Lang[] = ['en', 'fr'];

export function draftOf(ref: DeskReference): Draft {
  return {
    key: ref.id,
    saved: ref,
    type: ref.type,
    zone: ref.zone,
    response: ref.response,
    hints: structuredClone(ref.hints),
    choices: { en: [...ref.choices.en] as Draft['choices']['en'], fr: [...ref.choices.fr] as Draft['choices']['fr'] },
  };
}

let counter = 0;
export function newDraft(zone: Zone | null): Draft {
  counter += 1;
  return {
    key: `new-${counter}`,
    saved: null,
    type: zone ? 'classic' : 'zoneless',
    zone,
    response: null,
    hints: { main: { en: '', fr: '' }, backup: { en: '', fr: '' } },
    choices: { en: ['', '', ''], fr: ['', '', ''] },
  };
}

/** Whether the draft differs from what is saved. */
export function isDirty(draft: Draft): boolean {
  if (!draft.saved) return true;
  const { saved } = draft;
  return JSON.stringify([draft.type, draft.zone, draft.response, draft.hints, draft.choices])
    !== JSON.stringify([saved.type, saved.zone, saved.response, saved.hints, saved.choices]);
}

/** The display title of a response in a language (its first title). */
export function titleOf(response: DeskResponse | undefined, lang: Lang): string | null {
  return response?.titles[lang][0] ?? null;
}
