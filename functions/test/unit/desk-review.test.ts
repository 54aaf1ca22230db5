import { describe, expect, it } from 'vitest';
import type { Response } from '@quiz/shared';
import { withPromoted } from '../../src/domain/desk-review';

const jaws: Response = {
  id: 'jaws', theme: 'movie', titles: { en: ['Jaws'], fr: ['Les Dents de la mer'] },
  aliases: { en: [], fr: ['Jaws'] }, refused: { en: ['Jason'], fr: [] },
};

describe('promoting a rejected guess', () => {
  it('adds the text as an alias in the chosen language only, once whatever its case or accents', () => {
    const once = withPromoted(jaws, 'The Shark Movie', 'alias', 'en');
    expect(once.aliases).toEqual({ en: ['The Shark Movie'], fr: ['Jaws'] });
    expect(withPromoted(once, 'the shark MOVIE!', 'alias', 'en').aliases.en).toEqual(['The Shark Movie']);
  });

  it('an alias leaves the refused forms of its language, and a refused form leaves the aliases', () => {
    expect(withPromoted(jaws, 'jason', 'alias', 'en')).toMatchObject({ aliases: { en: ['jason'] }, refused: { en: [], fr: [] } });
    expect(withPromoted(jaws, 'JAWS', 'refused', 'fr')).toMatchObject({ aliases: { en: [], fr: [] }, refused: { en: ['Jason'], fr: ['JAWS'] } });
  });

  it('gives a response without refused forms an empty list per language', () => {
    const { refused: _none, ...bare } = jaws;
    expect(withPromoted(bare, 'Shark', 'alias', 'fr').refused).toEqual({ en: [], fr: [] });
  });
});
