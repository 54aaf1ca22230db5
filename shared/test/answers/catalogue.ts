import type { Response } from '../../src/schemas/content';

/**
 * A small catalogue of realistic responses, written as designers write them (content.ts): official
 * titles per language, aliases, and for a saga the titles of its other works.
 */

type Titles = { en: string[]; fr: string[] };

function work(
  id: string,
  theme: Response['theme'],
  titles: Titles,
  aliases: Titles = { en: [], fr: [] },
  saga?: { id: string; otherWorks: Titles[] },
): Response {
  return saga === undefined ? { id, theme, titles, aliases } : { id, theme, titles, aliases, saga };
}

/** Each work of a saga as a response whose `otherWorks` are its siblings. */
function saga(id: string, theme: Response['theme'], works: { id: string; titles: Titles; aliases?: Titles }[]): Response[] {
  return works.map((w) =>
    work(w.id, theme, w.titles, w.aliases, {
      id,
      otherWorks: works.filter((other) => other !== w).map((other) => other.titles),
    }),
  );
}

const [alien, aliens, alien3, alienResurrection] = saga('alien', 'movie', [
  { id: 'alien', titles: { en: ['Alien'], fr: ['Alien, le huitième passager'] } },
  { id: 'aliens', titles: { en: ['Aliens'], fr: ['Aliens, le retour'] } },
  { id: 'alien-3', titles: { en: ['Alien³'], fr: ['Alien 3'] } },
  {
    id: 'alien-resurrection',
    titles: { en: ['Alien: Resurrection'], fr: ['Alien, la résurrection'] },
    aliases: { en: ['Alien 4'], fr: ['Alien 4'] },
  },
]);

const [phantomMenace, newHope, empire, jedi] = saga('star-wars', 'movie', [
  {
    id: 'star-wars-1',
    titles: { en: ['Star Wars: Episode I – The Phantom Menace'], fr: ['Star Wars, épisode I : La Menace fantôme'] },
  },
  {
    id: 'star-wars-4',
    titles: {
      en: ['Star Wars: Episode IV – A New Hope'],
      fr: ['Star Wars, épisode IV : Un nouvel espoir', 'La Guerre des étoiles'],
    },
  },
  {
    id: 'star-wars-5',
    titles: {
      en: ['Star Wars: Episode V – The Empire Strikes Back'],
      fr: ["Star Wars, épisode V : L'Empire contre-attaque"],
    },
  },
  {
    id: 'star-wars-6',
    titles: { en: ['Star Wars: Episode VI – Return of the Jedi'], fr: ['Star Wars, épisode VI : Le Retour du Jedi'] },
  },
]);

const [backToTheFuture, backToTheFuture2, backToTheFuture3] = saga('back-to-the-future', 'movie', [
  { id: 'back-to-the-future', titles: { en: ['Back to the Future'], fr: ['Retour vers le futur'] }, aliases: { en: ['BTTF'], fr: [] } },
  { id: 'back-to-the-future-2', titles: { en: ['Back to the Future Part II'], fr: ['Retour vers le futur 2'] } },
  { id: 'back-to-the-future-3', titles: { en: ['Back to the Future Part III'], fr: ['Retour vers le futur 3'] } },
]);

const [fellowship, twoTowers, returnOfTheKing] = saga('lord-of-the-rings', 'movie', [
  {
    id: 'lotr-fellowship',
    titles: {
      en: ['The Lord of the Rings: The Fellowship of the Ring'],
      fr: ["Le Seigneur des anneaux : La Communauté de l'anneau"],
    },
    aliases: { en: ['LOTR'], fr: ['SDA'] },
  },
  {
    id: 'lotr-two-towers',
    titles: { en: ['The Lord of the Rings: The Two Towers'], fr: ['Le Seigneur des anneaux : Les Deux Tours'] },
  },
  {
    id: 'lotr-return-of-the-king',
    titles: { en: ['The Lord of the Rings: The Return of the King'], fr: ['Le Seigneur des anneaux : Le Retour du roi'] },
  },
]);

const [philosophersStone, chamberOfSecrets, prisonerOfAzkaban] = saga('harry-potter', 'movie', [
  {
    id: 'harry-potter-1',
    titles: {
      en: ["Harry Potter and the Philosopher's Stone", "Harry Potter and the Sorcerer's Stone"],
      fr: ["Harry Potter à l'école des sorciers"],
    },
  },
  {
    id: 'harry-potter-2',
    titles: { en: ['Harry Potter and the Chamber of Secrets'], fr: ['Harry Potter et la Chambre des secrets'] },
  },
  {
    id: 'harry-potter-3',
    titles: { en: ['Harry Potter and the Prisoner of Azkaban'], fr: ["Harry Potter et le Prisonnier d'Azkaban"] },
  },
]);

const [rocky, rocky2, rocky3, rocky4] = saga('rocky', 'movie', [
  { id: 'rocky', titles: { en: ['Rocky'], fr: ['Rocky'] } },
  { id: 'rocky-2', titles: { en: ['Rocky II'], fr: ['Rocky II'] } },
  { id: 'rocky-3', titles: { en: ['Rocky III'], fr: ["Rocky III, l'œil du tigre"] } },
  { id: 'rocky-4', titles: { en: ['Rocky IV'], fr: ['Rocky IV'] } },
]);

const [toyStory, toyStory2, toyStory3, toyStory4] = saga('toy-story', 'movie', [
  { id: 'toy-story', titles: { en: ['Toy Story'], fr: ['Toy Story'] } },
  { id: 'toy-story-2', titles: { en: ['Toy Story 2'], fr: ['Toy Story 2'] } },
  { id: 'toy-story-3', titles: { en: ['Toy Story 3'], fr: ['Toy Story 3'] } },
  { id: 'toy-story-4', titles: { en: ['Toy Story 4'], fr: ['Toy Story 4'] } },
]);

export const catalogue = {
  jaws: work('jaws', 'movie', { en: ['Jaws'], fr: ['Les Dents de la mer'] }),
  alien: alien!,
  aliens: aliens!,
  alien3: alien3!,
  alienResurrection: alienResurrection!,
  phantomMenace: phantomMenace!,
  newHope: newHope!,
  empire: empire!,
  jedi: jedi!,
  backToTheFuture: backToTheFuture!,
  backToTheFuture2: backToTheFuture2!,
  backToTheFuture3: backToTheFuture3!,
  fellowship: fellowship!,
  twoTowers: twoTowers!,
  returnOfTheKing: returnOfTheKing!,
  philosophersStone: philosophersStone!,
  chamberOfSecrets: chamberOfSecrets!,
  prisonerOfAzkaban: prisonerOfAzkaban!,
  rocky: rocky!,
  rocky2: rocky2!,
  rocky3: rocky3!,
  rocky4: rocky4!,
  toyStory: toyStory!,
  toyStory2: toyStory2!,
  toyStory3: toyStory3!,
  toyStory4: toyStory4!,
  friends: work('friends', 'tv', { en: ['Friends'], fr: ['Friends'] }),
  breakingBad: work('breaking-bad', 'tv', { en: ['Breaking Bad'], fr: ['Breaking Bad'] }),
  gameOfThrones: work('game-of-thrones', 'tv', { en: ['Game of Thrones'], fr: ['Game of Thrones', 'Le Trône de fer'] }, { en: ['GoT'], fr: ['GoT'] }),
  simpsons: work('the-simpsons', 'tv', { en: ['The Simpsons'], fr: ['Les Simpson'] }),
  amelie: work(
    'amelie',
    'movie',
    { en: ['Amélie'], fr: ["Le Fabuleux Destin d'Amélie Poulain"] },
    { en: [], fr: ['Amélie Poulain'] },
  ),
  miserables: work('les-miserables', 'literature', { en: ['Les Misérables'], fr: ['Les Misérables'] }, { en: ['Les Mis'], fr: [] }),
  cocaCola: work('coca-cola', 'brand', { en: ['Coca-Cola'], fr: ['Coca-Cola'] }, { en: ['Coke'], fr: ['Coca'] }),
  superMarioBros: work('super-mario-bros', 'game', { en: ['Super Mario Bros.'], fr: ['Super Mario Bros.'] }),
  pacMan: work('pac-man', 'game', { en: ['Pac-Man'], fr: ['Pac-Man'] }),
  thriller: work('thriller', 'music', { en: ['Thriller'], fr: ['Thriller'] }),
  asterix: work('asterix-et-obelix', 'comics', { en: ['Asterix & Obelix'], fr: ['Astérix et Obélix'] }),
  theOffice: work('the-office', 'tv', { en: ['The Office'], fr: ['The Office'] }),
  fastAndFurious: work(
    'fast-and-furious',
    'movie',
    { en: ['The Fast and the Furious'], fr: ['Fast and Furious'] },
    { en: ['Fast & Furious'], fr: [] },
  ),
  pokemon: work('pokemon', 'game', { en: ['Pokémon'], fr: ['Pokémon'] }),
  upLaHaut: work('up', 'movie', { en: ['Up'], fr: ['Là-haut'] }),
  aBoutDeSouffle: work('a-bout-de-souffle', 'movie', { en: ['Breathless'], fr: ['À bout de souffle'] }),
  coeurDesHommes: work('le-coeur-des-hommes', 'movie', { en: ['The Hearts of Men'], fr: ['Le Cœur des hommes'] }),
  aeonFlux: work('aeon-flux', 'tv', { en: ['Æon Flux'], fr: ['Æon Flux'] }),
  et: work('et', 'movie', { en: ['E.T. the Extra-Terrestrial'], fr: ["E.T. l'extra-terrestre"] }, { en: ['E.T.'], fr: ['E.T.'] }),
  oceansEleven: work('oceans-eleven', 'movie', { en: ["Ocean's Eleven"], fr: ["Ocean's Eleven"] }),
  xMen: work('x-men', 'movie', { en: ['X-Men'], fr: ['X-Men'] }),
  vForVendetta: work('v-for-vendetta', 'movie', { en: ['V for Vendetta'], fr: ['V pour Vendetta'] }),
  iRobot: work('i-robot', 'movie', { en: ['I, Robot'], fr: ['I, Robot'] }),
  missionImpossible: work('mission-impossible', 'movie', { en: ['Mission: Impossible'], fr: ['Mission impossible'] }),
  borat: work('borat', 'movie', {
    en: ['Borat: Cultural Learnings of America for Make Benefit Glorious Nation of Kazakhstan'],
    fr: ['Borat, leçons culturelles sur l’Amérique au profit glorieuse nation Kazakhstan'],
  }),
  finalFantasyX: work('final-fantasy-x', 'game', { en: ['Final Fantasy X'], fr: ['Final Fantasy X'] }),
  schindlersList: work('schindlers-list', 'movie', { en: ["Schindler's List"], fr: ['La Liste de Schindler'] }),
  spiderMan: work('spider-man', 'comics', { en: ['Spider-Man'], fr: ['Spider-Man', "L'Homme-Araignée"] }),
} satisfies Record<string, Response>;

export type CatalogueKey = keyof typeof catalogue;
