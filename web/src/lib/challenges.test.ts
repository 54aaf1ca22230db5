import { describe, expect, it } from 'vitest';
import { challengeHashIn, challengeUrl, challengeWinner, facebookShareLink, formatDuration, mailtoLink } from './challenges';

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

describe('who won', () => {
  const result = (score: number, durationMs: number) => ({ score, durationMs, found: 1, total: 4 });
  it('the better score, then the shorter time, else a tie; nobody before both played', () => {
    expect(challengeWinner({ challengerResult: result(5, 9), friendResult: result(4, 1) })).toBe('challenger');
    expect(challengeWinner({ challengerResult: result(5, 9), friendResult: result(5, 8) })).toBe('friend');
    expect(challengeWinner({ challengerResult: result(5, 9), friendResult: result(5, 9) })).toBe('tie');
    expect(challengeWinner({ challengerResult: result(5, 9) })).toBeNull();
  });

  it('a time reads m:ss', () => {
    expect(formatDuration(95_000)).toBe('1:35');
    expect(formatDuration(180_000)).toBe('3:00');
    expect(formatDuration(1_400)).toBe('0:01');
  });
});
