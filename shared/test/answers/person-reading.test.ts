import { describe, expect, it } from 'vitest';
import { type AnswerVerdict, isOtherFamousWork, judgeGuess, matchAnswer, prepareCatalogue, worksNamedBy } from '../../src/answers';
import { typoBudget } from '../../src/answers/distance';
import type { Response } from '../../src/schemas/content';

/**
 * Typed answers as a person reads them (shared/src/answers/README.md "Typo budget", "Another famous work", "Half of a
 * title", "Numerals"): the kinds of miss a hidden set of typed answers judged by people found.
 */

type Titles = { en: string[]; fr: string[] };
const none: Titles = { en: [], fr: [] };
const work = (id: string, en: string, fr = en, extra: Partial<Pick<Response, 'aliases' | 'saga'>> = {}): Response =>
  ({ id, theme: 'movie', titles: { en: [en], fr: [fr] }, aliases: extra.aliases ?? none, ...(extra.saga ? { saga: extra.saga } : {}) });
const title = (en: string, fr = en) => work('work', en, fr);

type Case = [typed: string, response: Response, verdict: AnswerVerdict];
/** Named by the text typed, the title it is judged against and the verdict expected. */
const rows = (cases: Case[]) => cases.map(([typed, response, verdict]) => [typed, response.titles.en[0], verdict, response] as const);

describe('the typo budget grows with the length of each word of the title', () => {
  it.each([
    [1, 0], [3, 0], [4, 0], [5, 1], [8, 1], [9, 2], [12, 2], [20, 2],
  ])('a word of %i letters forgives %i typos', (letters, budget) => {
    expect(typoBudget(letters)).toBe(budget);
  });

  it.each(rows([
    // up to 4 letters: none
    ['Jaxs', title('Jaws'), 'close'],
    ['Halp', title('Help!'), 'close'],
    // 5 to 8 letters: one
    ['Shrec', title('Shrek'), 'correct'],
    ['Gladiatr', title('Gladiator'), 'correct'],
    ['Titanc', title('Titanic'), 'correct'],
    ['Titnc', title('Titanic'), 'close'],
    // from 9 letters: two
    ['Intersteler', title('Interstellar'), 'correct'],
    ['Ratatoullie', title('Ratatouille'), 'correct'],
    ['Ratatouile', title('Ratatouille'), 'correct'],
    ['Ghostbustrz', title('Ghostbusters'), 'correct'],
    ['Ghstbustrz', title('Ghostbusters'), 'close'],
  ]))('"%s" for "%s" is %s', (typed, _title, verdict, response) => {
    expect(matchAnswer(typed, response, 'en').verdict).toBe(verdict);
  });
});

describe('a doubled letter left out, added or moved is one slip, whatever the word', () => {
  it.each(rows([
    ['Alladin', title('Aladdin'), 'correct'],
    ['Aladin', title('Aladdin'), 'correct'],
    ['Apolo 13', title('Apollo 13'), 'correct'],
    ['Pinnochio', title('Pinocchio'), 'correct'],
    ['Hanibbal', title('Hannibal'), 'correct'],
    ['Armagedon', title('Armageddon'), 'correct'],
    ['Pirates of the Carribean', title('Pirates of the Caribbean', 'Pirates des Caraïbes'), 'correct'],
    ['Le Parain', title('The Godfather', 'Le Parrain'), 'correct'],
    ['Copolla', title('Coppola'), 'correct'],
    // a doubling slip and another slip: two, over the budget of a word of 5 to 8 letters
    ['Aladim', title('Aladdin'), 'close'],
    ['Kurt Voneguit', title('Kurt Vonnegut'), 'close'],
    // a word of 4 letters forgives nothing, a doubled letter neither
    ['Boss', title('Bos'), 'wrong'],
  ]))('"%s" for "%s" is %s', (typed, _title, verdict, response) => {
    expect(matchAnswer(typed, response, 'en').verdict).toBe(verdict);
  });
});

describe('an ending spelled the other language\'s way (-ique/-ic, -isme/-ism, -eur/-or, -ie/-y) is one slip', () => {
  it.each(rows([
    ['Jurassique Park', title('Jurassic Park'), 'correct'],
    ['Predateur', title('Predator', 'Predator'), 'correct'],
    ['Magique Mike', title('Magic Mike'), 'correct'],
    ['Fantastique Mr. Fox', title('Fantastic Mr. Fox', 'Fantastic Mr. Fox'), 'correct'],
    ['Symphonie fantastic', title('Symphonie fantastique'), 'correct'],
    ['Impressionnism', title('Impressionnisme'), 'correct'],
    ['Terminateur', title('The Terminator', 'Terminator'), 'correct'],
    ['Dictionary', title('Dictionnaire'), 'correct'],
    // with another slip in a word of 5 to 8 letters: over the budget
    ['Jurasique Park', title('Jurassic Park'), 'close'],
    ['Prédatrice', title('Predator', 'Predator'), 'close'],
    // an ending alone is not a word: "Tic" is not "Tique"
    ['Tique', title('Tic'), 'wrong'],
  ]))('"%s" for "%s" is %s', (typed, _title, verdict, response) => {
    expect(matchAnswer(typed, response, 'en').verdict).toBe(verdict);
  });
});

describe('another famous work a few letters away is wrong, not close (the catalogue of responses)', () => {
  const cars = work('cars', 'Cars');
  const fargo = work('fargo', 'Fargo');
  const coco = work('coco', 'Coco');
  const brave = work('brave', 'Brave', 'Rebelle');
  const mommy = work('mommy', 'Mommy');
  const toyStory = work('toy-story', 'Toy Story');
  const taxiDriver = work('taxi-driver', 'Taxi Driver');
  const host = work('the-host', 'The Host');
  const alien3 = work('alien-3', 'Alien³', 'Alien 3', { saga: { id: 'alien', otherWorks: [{ en: ['Alien'], fr: ['Alien'] }] } });
  const famous = [
    cars, work('cats', 'Cats'), fargo, work('argo', 'Argo'), work('rango', 'Rango'), coco, work('cocoon', 'Cocoon'),
    brave, work('raw', 'Raw', 'Grave'), mommy, work('the-mummy', 'The Mummy', 'La Momie'), toyStory,
    work('love-story', 'Love Story'), taxiDriver, work('taxi', 'Taxi'), host, work('lost', 'Lost', 'Lost : Les Disparus'),
    alien3, work('alien-resurrection', 'Alien: Resurrection', 'Alien, la résurrection', { aliases: { en: ['Alien 4'], fr: ['Alien 4'] }, saga: { id: 'alien', otherWorks: [] } }),
  ];
  const catalogue = prepareCatalogue(famous);

  type FamousCase = [typed: string, target: Response, withCatalogue: AnswerVerdict, without: AnswerVerdict];
  it.each<FamousCase>([
    // exactly another work's title or alias
    ['Cats', cars, 'wrong', 'close'],
    ['Argo', fargo, 'wrong', 'correct'],
    ['Rango', fargo, 'wrong', 'close'],
    ['Cocoon', coco, 'wrong', 'close'],
    ['Love Story', toyStory, 'wrong', 'close'],
    ['Taxi', taxiDriver, 'wrong', 'close'],
    ['Lost', host, 'wrong', 'close'],
    ['La Momie', mommy, 'wrong', 'close'],
    // another work's exact name beats a typo of the target
    ['Grave', brave, 'wrong', 'correct'],
    ['The Mummy', mommy, 'wrong', 'correct'],
    // within another work's typo budget
    ['Cocon', coco, 'wrong', 'wrong'],
    ['Fargoo', work('argo', 'Argo'), 'wrong', 'close'],
    // the target itself, its typos, and a typo as near the target as another work (ties go to the target)
    ['Cars', cars, 'correct', 'correct'],
    ['Fargp', fargo, 'correct', 'correct'],
    ['Mimmy', mommy, 'correct', 'correct'],
    ['Taxi Drivr', taxiDriver, 'correct', 'correct'],
    // what names no famous work keeps its verdict
    ['Carz', cars, 'close', 'close'],
    ['Driver', taxiDriver, 'close', 'close'],
    ['Qwxz', cars, 'wrong', 'wrong'],
    // a work of the target's saga is the saga's business: "Alien 4" stays close for Alien³
    ['Alien 4', alien3, 'close', 'close'],
  ])('"%s" for %o is %s with the catalogue (%s without)', (typed, target, withCatalogue, without) => {
    expect(matchAnswer(typed, target, 'en', catalogue).verdict).toBe(withCatalogue);
    expect(matchAnswer(typed, target, 'en').verdict).toBe(without);
  });

  it('names the works a text is (exactly or within their budget), and says whether one is not excluded', () => {
    expect(worksNamedBy('Cats', catalogue).map((named) => named.id)).toEqual(['cats']);
    expect(worksNamedBy('Grave', catalogue)).toEqual([{ id: 'raw', sagaId: undefined, distance: 0 }, { id: 'brave', sagaId: undefined, distance: 1 }]);
    expect(isOtherFamousWork('Cats', catalogue, ['cars'])).toBe(true);
    expect(isOtherFamousWork('Cars', catalogue, ['cars'])).toBe(false);
    expect(isOtherFamousWork('Cars', catalogue)).toBe(true);
    expect(isOtherFamousWork('qwxz', catalogue, [])).toBe(false);
    expect(isOtherFamousWork('', catalogue, [])).toBe(false);
  });

  it('answers elsewhere, not wrong, when the other work is hidden in the same picture', () => {
    const raw = famous.find((response) => response.id === 'raw')!;
    expect(judgeGuess('Grave', brave, [raw], 'fr', catalogue)).toMatchObject({ verdict: 'elsewhere', matchedResponseId: 'raw' });
    expect(judgeGuess('Grave', brave, [], 'fr', catalogue).verdict).toBe('wrong');
  });

  it('a catalogue read the same way gives the same verdicts (pure, whatever was looked up before)', () => {
    const again = prepareCatalogue(structuredClone(famous));
    for (const typed of ['Cats', 'Cars', 'Grave', 'Cocon', 'Qwxz', 'Cats']) {
      expect(matchAnswer(typed, cars, 'en', again)).toEqual(matchAnswer(typed, cars, 'en', catalogue));
    }
  });
});

describe('half of a two-word title is close (one of its two naming words, within its budget)', () => {
  it.each(rows([
    ['Pulp', title('Pulp Fiction'), 'close'],
    ['Fiction', title('Pulp Fiction'), 'close'],
    ['Jurassic', title('Jurassic Park'), 'close'],
    ['Park', title('Jurassic Park'), 'close'],
    ['Mission', title('Mission: Impossible', 'Mission impossible'), 'close'],
    ['Impossible', title('Mission: Impossible', 'Mission impossible'), 'close'],
    ['Bad', title('Breaking Bad'), 'close'],
    ['Knight', title('The Dark Knight'), 'close'],
    ['Thrones', title('Game of Thrones', 'Le Trône de fer'), 'close'],
    ['Trone', title('Game of Thrones', 'Le Trône de fer'), 'close'],
    ['Fictoin', title('Pulp Fiction'), 'close'],
    // not a half: a short word, a word of a longer title, a filler or a number
    ['It', title('It Follows'), 'wrong'],
    ['Potter', title('Harry Potter and the Chamber of Secrets'), 'wrong'],
    ['Of', title('Game of Thrones'), 'wrong'],
    ['Episode V', title('Star Wars: Episode V'), 'wrong'],
  ]))('"%s" for "%s" is %s', (typed, _title, verdict, response) => {
    expect(matchAnswer(typed, response, 'en').verdict).toBe(verdict);
  });
});

describe('digits and number words are the same number, English and French', () => {
  it.each(rows([
    ['Les 4 Fantastiques', title('Fantastic Four', 'Les Quatre Fantastiques'), 'correct'],
    ['Les 101 Dalmatiens', title('One Hundred and One Dalmatians', 'Les Cent Un Dalmatiens'), 'correct'],
    ['101 Dalmatians', title('One Hundred and One Dalmatians', 'Les Cent Un Dalmatiens'), 'correct'],
    ['Les Quatre Cents Coups', title('The 400 Blows', 'Les 400 Coups'), 'correct'],
    ['20 000 lieues sous les mers', title('20,000 Leagues Under the Sea', 'Vingt Mille Lieues sous les mers'), 'correct'],
    ['Twenty thousand leagues under the sea', title('20,000 Leagues Under the Sea', 'Vingt Mille Lieues sous les mers'), 'correct'],
    ['Vingt et un', title('21'), 'correct'],
    ['Quatre-vingt-treize', title('Ninety-Three', 'Quatre-vingt-treize'), 'correct'],
    ['93', title('Ninety-Three', 'Quatre-vingt-treize'), 'correct'],
    ['Soixante-dix-sept', title('77'), 'correct'],
    ['Septante-sept', title('77'), 'correct'],
    ['Catch twenty-two', title('Catch-22'), 'correct'],
    ['Nineteen Eighty-Four', title('1984'), 'correct'],
    ['Mille neuf cent quatre-vingt-quatre', title('1984'), 'correct'],
    ['2001 l\'odyssée de l\'espace', title('2001: A Space Odyssey', '2001, l\'Odyssée de l\'espace'), 'correct'],
    ['Two thousand and one: a space odyssey', title('2001: A Space Odyssey'), 'correct'],
    ['1er contact', title('Arrival', 'Premier Contact'), 'correct'],
    ['Premier contact', title('Arrival', '1er Contact'), 'correct'],
    ['La 25e heure', title('25th Hour', 'La 25e Heure'), 'correct'],
    ['The Twenty-Fifth Hour', title('25th Hour', 'La 25e Heure'), 'correct'],
    ['La Vingt-Cinquième Heure', title('25th Hour', 'La 25e Heure'), 'correct'],
    ['Sept ans au Tibet', title('Seven Years in Tibet', '7 ans au Tibet'), 'correct'],
    ['Les années 80', title('Les Années quatre-vingt'), 'correct'],
    // the number must be the same one
    ['Les 102 Dalmatiens', title('One Hundred and One Dalmatians', 'Les Cent Un Dalmatiens'), 'close'],
    ['Vingt-deux', title('21'), 'wrong'],
    ['1985', title('1984'), 'close'],
    // a run of single numbers is not one number
    ['One Two Three', title('One, Two, Three', 'Un, deux, trois'), 'correct'],
  ]))('"%s" for "%s" is %s', (typed, _title, verdict, response) => {
    expect(matchAnswer(typed, response, 'en').verdict).toBe(verdict);
  });
});
