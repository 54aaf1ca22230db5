import { describe, expect, it } from 'vitest';
import { challengeHashIn, challengeUrl, challengeWinner, compareShownResults, facebookShareLink, formatDuration, mailtoLink } from './challenges';

/** The links a challenge travels by (SPEC §3 promise types email and facebook), and the page's verdict. */
describe('challenge links', () => {
  const view = { locale: 'fr' as const, slug: 'soirée cinéma', hash: 'Ab-_'.repeat(6) };

  it('the friend\'s link is the quiz page in the challenge\'s language, carrying the hash', () => {
    const url = challengeUrl(view, 'https://quiz.example');
    expect(url).toBe(`https://quiz.example/quiz/fr/soir%C3%A9e%20cin%C3%A9ma?challenge=${view.hash}`);
    expect(challengeHashIn(new URL(url).searchParams)).toBe(view.hash);
  });

  it('a malformed or missing hash is no challenge', () => {
    expect(challengeHashIn(new URLSearchParams('challenge=short'))).toBeNull();
    expect(challengeHashIn(new URLSearchParams('challenge=' + 'a'.repeat(23) + '!'))).toBeNull();
    expect(challengeHashIn(new URLSearchParams(''))).toBeNull();
  });

  it('email: a mailto link with the subject and text encoded; facebook: the sharer with the link', () => {
    const link = mailtoLink('Ada vous lance un défi : Quiz & co', 'Bonjour,\n\nhttps://quiz.example/quiz/fr/x?challenge=abc');
    expect(link).toBe('mailto:?subject=Ada%20vous%20lance%20un%20d%C3%A9fi%20%3A%20Quiz%20%26%20co&body=Bonjour%2C%0A%0Ahttps%3A%2F%2Fquiz.example%2Fquiz%2Ffr%2Fx%3Fchallenge%3Dabc');
    expect(facebookShareLink('https://quiz.example/quiz/en/a?challenge=b')).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fquiz.example%2Fquiz%2Fen%2Fa%3Fchallenge%3Db');
  });
});

describe('who won: on what is shown (docs/adr/0032-challenges.md: a tie is a tie)', () => {
  const result = (score: number, durationMs: number) => ({ score, durationMs, found: 3, total: 12 });

  it.each([
    ['the issue\'s case: 2.5/10 and 0:09 both', result(2.5, 9_400), result(2.5, 8_600), 'tie'],
    ['the same to the millisecond', result(5, 9_000), result(5, 9_000), 'tie'],
    ['times that show the same second (9.499 s and 8.5 s read 0:09)', result(7, 9_499), result(7, 8_500), 'tie'],
    ['scores that show the same tenth', result(2.54, 60_000), result(2.46, 60_000), 'tie'],
    ['a better score, however slow', result(5, 179_000), result(4.9, 1_000), 'challenger'],
    ['a better score for the friend', result(2.5, 1_000), result(2.6, 179_000), 'friend'],
    ['equal scores, a second less for the friend', result(5, 9_500), result(5, 9_499), 'friend'],
    ['equal scores, a second less for the challenger', result(5, 61_000), result(5, 62_000), 'challenger'],
  ] as const)('%s → %s', (_, challengerResult, friendResult, winner) => {
    expect(challengeWinner({ challengerResult, friendResult })).toBe(winner);
    // The same comparison either way round.
    expect(Math.sign(compareShownResults(challengerResult, friendResult))).toBe(-Math.sign(compareShownResults(friendResult, challengerResult)) || 0);
  });

  it('nobody before both played', () => {
    expect(challengeWinner({ challengerResult: result(5, 9) })).toBeNull();
  });

  it('a time reads m:ss', () => {
    expect(formatDuration(95_000)).toBe('1:35');
    expect(formatDuration(180_000)).toBe('3:00');
    expect(formatDuration(1_400)).toBe('0:01');
  });
});
