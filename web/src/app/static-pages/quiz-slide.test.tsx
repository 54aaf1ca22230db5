import { illustrationVariants, type GameSummary } from '@quiz/shared';
import { describe, expect, it } from 'vitest';
import { gameSummary, staticSiteInput } from '../../test/fixtures';
import { renderQuizSlides } from './quiz-slide';

const UUID = '374e5a9b-78fb-43d7-966a-60ca89278172';
const input = (en: GameSummary[], fr: GameSummary[]) => staticSiteInput({ games: { en, fr } });

describe('SPEC §2 /frag/quiz_slide/{uuid}: a quiz slide fragment per live quiz and language', () => {
  const variants = illustrationVariants('0123456789abcdef', { fileName: 'upload.png', width: 1600, height: 1000 });
  const en = gameSummary({ uuid: UUID, thumbnail: '/images/0123456789abcdef.png', thumbnailVariants: variants, difficulty: 2 });
  const fr = gameSummary({ uuid: UUID, title: 'Soirée cinéma', slug: 'soiree-cinema', thumbnail: '/images/0123456789abcdef.png' });

  it('writes one file per language under the uuid, and none for a game without one', async () => {
    const files = await renderQuizSlides(input([en, gameSummary({ gameId: 2 })], [fr]));
    expect(files.map((f) => f.file)).toEqual([`pages/frag/quiz_slide/en/${UUID}.html`, `pages/frag/quiz_slide/fr/${UUID}.html`]);
  });

  it('is the card in HTML only: picture with its sized copies, number, title linking to the landing page, theme, difficulty; no script, no style sheet', async () => {
    const [html] = (await renderQuizSlides(input([en], []))).map((f) => f.body);
    expect(html).not.toMatch(/<script|<link|<style|<html|<head|\son[a-z]+=/i);
    const slide = document.createElement('div');
    slide.innerHTML = html!;
    const link = slide.querySelector('a')!;
    // Absolute: the fragment is read on other sites; _top: framed, the quiz opens in the whole window.
    expect(link.getAttribute('href')).toBe('https://quiz.example.com/quiz-seo/en/movie-night');
    expect(link.getAttribute('target')).toBe('_top');
    expect(link.textContent).toBe('Movie Night');
    const image = slide.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('https://quiz.example.com/images/0123456789abcdef.png');
    expect(image.getAttribute('srcset')).toBe(
      'https://quiz.example.com/images/0123456789abcdef-320w.v1.webp 320w, https://quiz.example.com/images/0123456789abcdef-640w.v1.webp 640w, https://quiz.example.com/images/0123456789abcdef-960w.v1.webp 960w',
    );
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(slide.textContent).toContain('#1');
    expect(slide.textContent).toContain('Movies');
    expect(slide.textContent).toContain('Medium');
    expect(slide.querySelector('article')!.getAttribute('lang')).toBe('en');
  });

  it('writes the French one in French, in ASCII (a fragment declares no charset: accents as character references)', async () => {
    const [html] = (await renderQuizSlides(input([], [fr]))).map((f) => f.body);
    expect(html).toMatch(/^[\x20-\x7e\n]*$/);
    const slide = document.createElement('div');
    slide.innerHTML = html!;
    expect(slide.querySelector('a')!.textContent).toBe('Soirée cinéma');
    expect(slide.querySelector('a')!.getAttribute('href')).toBe('https://quiz.example.com/quiz-seo/fr/soiree-cinema');
    expect(slide.textContent).toContain('Films');
    // A vector picture: served as it is, no srcset.
    expect(slide.querySelector('img')!.hasAttribute('srcset')).toBe(false);
  });
});
