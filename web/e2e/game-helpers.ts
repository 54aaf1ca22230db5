import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type Response as PwResponse } from '@playwright/test';

/**
 * Helpers for the game specs: the seed content read from disk (the answers a player would know, and
 * where the references are: the page is never told until they are found), and a player's gestures.
 */

export type Locale = 'en' | 'fr';
type Localized = { en: string; fr: string };
type LocalizedList = { en: string[]; fr: string[] };
type Zone = { kind: 'rect'; x: number; y: number; w: number; h: number } | { kind: 'polygon'; points: [number, number][] };

interface SeedReference {
  id: string;
  type: 'classic' | 'zoneless' | 'zoneonly';
  zone: Zone | null;
  response: string;
  hints: { main: Localized; backup: Localized };
}

interface SeedQuiz {
  id: number;
  number: number;
  uuid: string;
  title: Localized;
  slug: Localized;
  references: SeedReference[];
}

interface SeedResponse {
  id: string;
  titles: LocalizedList;
  aliases: LocalizedList;
}

const seedDir = path.resolve(import.meta.dirname, '../../scripts/seed');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(seedDir, file), 'utf8')) as T;

export const quiz = readJson<SeedQuiz>('games/1/quiz.json');
const responses = new Map(readJson<SeedResponse[]>('responses.json').map((r) => [r.id, r]));

function responseOf(refId: string): SeedResponse {
  const ref = quiz.references.find((r) => r.id === refId);
  const response = ref && responses.get(ref.response);
  if (!response) throw new Error(`no seed response for ${refId}`);
  return response;
}

/** The title the game shows for a reference: its first title in the play's language. */
export function titleOf(refId: string, locale: Locale): string {
  return responseOf(refId).titles[locale][0]!;
}

export function hintOf(refId: string, kind: 'main' | 'backup', locale: Locale): string {
  return quiz.references.find((r) => r.id === refId)!.hints[kind][locale];
}

const letters = (text: string) => (text.match(/\p{L}/gu) ?? []).length;

/** Every name of a reference (titles and aliases, both languages) long enough to be told apart. */
export function namesOf(refId: string): string[] {
  const r = responseOf(refId);
  return [...new Set([...r.titles.en, ...r.titles.fr, ...r.aliases.en, ...r.aliases.fr])].filter((name) => letters(name) >= 4);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Matches a name as a whole phrase, whatever its case. */
export const nameRegExp = (name: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${escape(name)}($|[^\\p{L}\\p{N}])`, 'iu');

export const quizPath = (locale: Locale) => `/quiz/${locale}/${quiz.slug[locale]}`;

/** Where a reference of game 1 is, from the seed on disk (the page itself has no zone to read). */
export function zoneOf(refId: string): Zone | null {
  const ref = quiz.references.find((r) => r.id === refId);
  if (!ref) throw new Error(`no reference ${refId} in the seed`);
  return ref.zone;
}

/** A reference's number in the game's order, as the list of references shows it ("Reference 3"). */
export function numberOf(refId: string): number {
  return quiz.references.findIndex((r) => r.id === refId) + 1;
}

export interface Point {
  x: number;
  y: number;
}

/** A point well inside a zone: a rect's centre, a (convex) polygon's mean corner. */
export function insidePoint(zone: Zone): Point {
  if (zone.kind === 'rect') return { x: zone.x + zone.w / 2, y: zone.y + zone.h / 2 };
  const n = zone.points.length;
  return { x: zone.points.reduce((s, [x]) => s + x, 0) / n, y: zone.points.reduce((s, [, y]) => s + y, 0) / n };
}

/** Clicks (as a player would) at a point of the game's picture (image coordinates, 0..1). */
export async function clickPoint(page: Page, { x, y }: Point) {
  const canvas = page.locator('.game .picture__canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the picture is not on screen');
  await canvas.click({ position: { x: x * box.width, y: y * box.height } });
}

/** Clicks (as a player would) on a reference's zone, read from the seed. */
export async function clickZone(page: Page, refId: string) {
  const zone = zoneOf(refId);
  if (!zone) throw new Error(`${refId} has no zone`);
  await clickPoint(page, insidePoint(zone));
}

/**
 * The list of references' row of `refId`, unfolded (hints, reveal). The row is found by its place,
 * so that it is still the same row once its reference is done (its title instead of its button).
 */
export async function openReference(page: Page, locale: Locale, refId: string) {
  const list = page.getByRole('region', { name: TEXT[locale].references });
  const row = list.locator('.references__list > li').nth(numberOf(refId) - 1);
  const toggle = row.getByRole('button', { name: new RegExp(`^${TEXT[locale].reference(numberOf(refId))}\\b`) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return row;
}

/** From the intro (the quiz page, or `path`: the same page with a query, say): choose the mode, press Play, read the how-to if it comes, start. */
export async function startPlay(page: Page, locale: Locale, mode: 'FREE' | 'QUIZ', path = quizPath(locale)): Promise<string> {
  const t = TEXT[locale];
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: quiz.title[locale] })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(mode === 'FREE' ? t.classic : t.challenge) }).check();
  const started = page.waitForResponse((r: PwResponse) => r.url().endsWith('/api/plays') && r.request().method() === 'POST');
  await page.getByRole('button', { name: t.play, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${t.howTo}${mode === 'FREE' ? t.classic : t.challenge}` })).toBeVisible();
  await page.getByRole('button', { name: t.start }).click();
  const play = (await (await started).json()) as { play: { playId: string } };
  await expect(page.getByRole('timer', { name: t.timeLeft })).toBeVisible();
  return play.play.playId;
}

/** Finds a reference as a player would: a click on its zone, its title typed, "Found" read. */
export async function findReference(page: Page, locale: Locale, refId: string) {
  const t = TEXT[locale];
  await clickZone(page, refId);
  const box = page.getByRole('dialog', { name: t.spotBox });
  await box.getByRole('textbox', { name: t.field }).fill(titleOf(refId, locale));
  await box.getByRole('textbox', { name: t.field }).press('Enter');
  await expect(page.locator('.game__panel > .feedback')).toHaveText(t.found(titleOf(refId, locale)));
}

/** "Finish later", confirmed: the part ends, the run is kept ("To be continued"). */
export async function finishLater(page: Page, locale: Locale) {
  const t = TEXT[locale];
  await page.getByRole('button', { name: t.finishLater }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: t.finishLater }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.toBeContinued })).toBeVisible();
}

/** "End and see the answers", confirmed: the run ends and its answers show. */
export async function endRun(page: Page, locale: Locale) {
  const t = TEXT[locale];
  await page.getByRole('button', { name: t.endRun }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: t.endRun }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.answers })).toBeVisible();
}

/** The words a player reads, per language (the specs check the page in both). */
export const TEXT = {
  en: {
    classic: 'Classic',
    challenge: 'Challenge',
    play: 'Play',
    howTo: 'How to play: ',
    start: 'Start the game',
    timeLeft: 'Time left',
    spotBox: 'What do you see here?',
    wholeBox: 'Something in the whole picture',
    wholeButton: 'Name something in the whole picture',
    field: 'Title of the work',
    found: (title: string) => `Found: ${title}!`,
    close: /^Almost!$/,
    otherOpus: 'Not this one: another opus of the same saga',
    elsewhere: 'It’s in the picture, but somewhere else',
    wrong: 'Not this title',
    revealed: (title: string) => `Revealed: ${title}`,
    locked: 'Wrong choice: this question is locked',
    hint: 'Get a hint',
    reveal: 'Reveal the answer',
    revealYes: 'Yes, reveal',
    references: 'References',
    reference: (n: number) => `Reference ${n}`,
    count: (found: number) => `${found} / 11 found`,
    question: (n: number) => `Question ${n} / 11`,
    next: 'Next',
    whole: 'The picture as a whole',
    finishLater: 'Finish later',
    toBeContinued: 'To be continued',
    continue: 'Continue',
    endRun: 'End and see the answers',
    startOver: 'Start again from scratch',
    score: 'Your score',
    seeAnswers: 'See the answers',
    answers: 'The answers',
    allReferences: 'All references',
    statusFound: 'Found',
    statusRevealed: 'Revealed',
    statusMissed: 'Missed',
    sorry: 'Sorry…',
    timeUp: "Time's up!",
    share: 'Share my score',
    copied: 'Link copied',
  },
  fr: {
    classic: 'Classique',
    challenge: 'Défi',
    play: 'Jouer',
    howTo: 'Comment jouer\u00a0: ',
    start: 'Commencer la partie',
    timeLeft: 'Temps restant',
    spotBox: 'Que voyez-vous ici\u00a0?',
    wholeBox: 'Quelque chose dans toute l’image',
    wholeButton: 'Nommer quelque chose dans toute l’image',
    field: 'Titre de l’œuvre',
    found: (title: string) => `Trouvé\u00a0: ${title}\u00a0!`,
    // French puts a no-break space before “!”.
    close: /^Presque\s!$/,
    otherOpus: 'Pas celui-ci\u00a0: un autre opus de la même saga',
    elsewhere: 'C’est dans l’image, mais ailleurs',
    wrong: 'Ce n’est pas ce titre',
    revealed: (title: string) => `Révélé\u00a0: ${title}`,
    locked: 'Mauvais choix\u00a0: cette question est verrouillée',
    hint: 'Obtenir un indice',
    reveal: 'Révéler la réponse',
    revealYes: 'Oui, révéler',
    references: 'Les références',
    reference: (n: number) => `Référence ${n}`,
    count: (found: number) => `${found} / 11 trouvées`,
    question: (n: number) => `Question ${n} / 11`,
    next: 'Suivante',
    whole: 'L’image tout entière',
    finishLater: 'Finir plus tard',
    toBeContinued: 'À suivre',
    continue: 'Continuer',
    endRun: 'Terminer et voir les réponses',
    startOver: 'Recommencer depuis le début',
    score: 'Votre score',
    seeAnswers: 'Voir les réponses',
    answers: 'Les réponses',
    allReferences: 'Toutes les références',
    statusFound: 'Trouvée',
    statusRevealed: 'Révélée',
    statusMissed: 'Manquée',
    sorry: 'Désolé…',
    timeUp: 'Temps écoulé\u00a0!',
    share: 'Partager mon score',
    copied: 'Lien copié',
  },
} as const;
