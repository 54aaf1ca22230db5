import type { PublicCompetition } from '@quiz/shared';
import { describe, expect, it } from 'vitest';
import { staticSiteInput } from '../../test/fixtures';
import { renderCompetitionRules } from './competition-rules';
import { renderStaticSite } from './render';

const competition: PublicCompetition = {
  id: 'c-0123456789ab', titles: { en: 'Winter cup', fr: 'Coupe d’hiver' },
  rules: { en: 'Play fair.\n\nOne prize <b>only</b>.', fr: 'Jouez loyalement.\n\nUn seul prix.' },
  start: '2026-12-01T00:00', end: '2026-12-08T00:00', timeZone: 'Europe/Paris',
  startsAt: '2026-11-30T23:00:00.000Z', endsAt: '2026-12-07T23:00:00.000Z',
  quizzes: [{ gameId: 1, number: 1, title: { en: 'Movie Night', fr: 'Soirée cinéma' }, slug: { en: 'movie-night', fr: 'soiree-cinema' } }],
};

describe('/competition/{id}/rules: pre-rendered in both languages', () => {
  it('writes one file per language; none without published competitions', async () => {
    expect(await renderCompetitionRules(staticSiteInput())).toEqual([]);
    const files = await renderCompetitionRules(staticSiteInput({ competitions: [competition] }));
    expect(files.map((f) => f.file)).toEqual(['pages/competition/c-0123456789ab/rules.en.html', 'pages/competition/c-0123456789ab/rules.fr.html']);
  });

  it('shows the title, the period in its written time zone, the rules as text, the quizzes and the leaderboard\'s link; each language names the other', async () => {
    const [en, fr] = (await renderCompetitionRules(staticSiteInput({ competitions: [competition] }))).map((f) => f.body);
    const doc = new DOMParser().parseFromString(en!, 'text/html');
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.querySelector('h1')!.textContent).toBe('Winter cup');
    expect(doc.body.textContent).toContain('From December 1, 2026 at 12:00 AM to December 8, 2026 at 12:00 AM');
    expect(doc.body.textContent).toContain('Times of the Europe/Paris time zone');
    // The organiser's text is text: never markup.
    expect(doc.querySelector('b')).toBeNull();
    expect(doc.body.textContent).toContain('One prize <b>only</b>.');
    expect(doc.querySelector('a[href="/quiz/en/movie-night"]')!.textContent).toBe('#1 Movie Night');
    expect(doc.querySelector('a[href="/competition/c-0123456789ab"]')!.textContent).toBe('See the leaderboard');
    expect(doc.querySelector('link[rel="alternate"][hreflang="fr"]')!.getAttribute('href')).toBe('https://quiz.example.com/competition/c-0123456789ab/rules?l=fr');
    const french = new DOMParser().parseFromString(fr!, 'text/html');
    expect(french.querySelector('h1')!.textContent).toBe('Coupe d’hiver');
    expect(french.body.textContent).toContain('Du 1 décembre 2026 à 00:00 au 8 décembre 2026 à 00:00');
    expect(french.querySelector('a[href="/quiz/fr/soiree-cinema"]')).not.toBeNull();
  });

  it('the sitemap lists the rules in both languages and the competition\'s page', async () => {
    const files = await renderStaticSite(staticSiteInput({ competitions: [competition] }));
    const sitemap = files.find((f) => f.file === 'sitemap.xml')!.body;
    expect(sitemap).toContain('<loc>https://quiz.example.com/competition/c-0123456789ab/rules?l=en</loc>');
    expect(sitemap).toContain('<loc>https://quiz.example.com/competition/c-0123456789ab/rules?l=fr</loc>');
    expect(sitemap).toContain('<loc>https://quiz.example.com/competition/c-0123456789ab</loc>');
  });
});
