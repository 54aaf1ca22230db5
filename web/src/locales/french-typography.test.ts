import { describe, expect, it } from 'vitest';

/**
 * French typography (STYLE.md, "French"): a no-break space (U+00A0, or the narrow U+202F) before
 * `:`, `;`, `!` and `?`, so that the sign never starts a line of its own and never sits against
 * the word. Checked over every French catalogue of the app and the back-office.
 */

/** Every French catalogue, by file name (Vite reads them at build time: a new file is checked too). */
const FRENCH: Record<string, unknown> = import.meta.glob('./fr/*.json', { eager: true, import: 'default' });

/** Every text of a catalogue, with its key path. */
function textsOf(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, v]) => textsOf(v, `${path}.${key}`));
  return [];
}

/** Not French prose: an address (https://…, mailto:…) or a code a person types (once:name). */
const NOT_PROSE = /\b(?:https?|mailto|once):\S*/g;

/** The places where a text breaks the rule: an ordinary space before the sign, or none at all after a word. */
export function typographyFaults(text: string): string[] {
  const prose = text.replace(NOT_PROSE, '');
  const faults: string[] = [];
  for (const match of prose.matchAll(/( |[\p{L}\p{N})»}])([:;!?])(?=\s|$|[»)"])/gu)) {
    faults.push(prose.slice(Math.max(0, match.index - 12), match.index + 2));
  }
  return faults;
}

describe('French typography: a no-break space before : ; ! ?', () => {
  it('finds the faults it is about, and nothing in addresses, codes or well-spaced text', () => {
    expect(typographyFaults('Référence 1: le titre')).toEqual(['Référence 1:']);
    expect(typographyFaults('Presque !')).toEqual(['Presque !']);
    expect(typographyFaults('Vraiment ?')).toEqual(['Vraiment ?']);
    expect(typographyFaults('un ; deux')).toEqual(['un ;']);
    expect(typographyFaults('{{name}} ?')).toEqual(['{{name}} ?']);
    expect(typographyFaults('Référence 1\u00a0: le titre\u202f!')).toEqual([]);
    expect(typographyFaults('Une adresse (/…, https://…, mailto:…)\u00a0; once:nom')).toEqual([]);
    expect(typographyFaults('{{date}}\u00a0: 10:30')).toEqual([]);
  });

  const files = Object.keys(FRENCH);
  it('covers every French catalogue', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files)('%s follows it in every text', (file) => {
    const faults = textsOf(FRENCH[file], file.replace('./fr/', ''))
      // A consent's words are versioned proof of what was agreed to (shared/src/optins.ts): a fix is a
      // new version of the text with its digest, left to the opt-ins' owner; not rewritten here.
      .filter(({ path }) => !/^optins\.json\.optin\.[^.]+\.text$/.test(path)).flatMap(({ path, text }) => typographyFaults(text).map((fault) => `${path}: «${fault}»`));
    expect(faults).toEqual([]);
  });
});
