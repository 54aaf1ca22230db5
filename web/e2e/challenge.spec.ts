import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Response as PwResponse } from '@playwright/test';
import { freshPage, signInWithGoogle } from './account-helpers';
import { finishLater, quiz, quizPath, startPlay, TEXT, titleOf, type Locale } from './game-helpers';

/**
 * Challenges between friends (docs/adr/0032-challenges.md): a signed-in player finishes a quiz and
 * challenges a friend; the friend, anonymous in another browser, opens the link and sees who
 * challenges them but not the result (neither on the page nor in any answer of the API) until they
 * have played; then both results show side by side, and the challenger's menu shows the friend's.
 */

const WORDS = {
  en: {
    challenge: 'Challenge a friend', byEmail: 'By email', link: 'Link to your challenge', writeEmail: 'Write the email',
    facebook: /^Share on Facebook/, challenges: (name: string) => `${name} challenges you!`, waiting: /A result is waiting for you/,
    caption: (name: string) => `You against ${name}`, pending: /Waiting for your friend/, you: 'You', score: 'Score', found: 'Found', time: 'Time', menu: 'Challenges', friend: 'A friend',
    subject: (name: string) => `${name} challenges you: ${quiz.title.en}`,
  },
  fr: {
    challenge: 'Défier un ami', byEmail: 'Par e-mail', link: 'Lien vers votre défi', writeEmail: 'Écrire l’e-mail',
    facebook: /^Partager sur Facebook/, challenges: (name: string) => `${name} vous lance un défi\u00a0!`, waiting: /Un résultat vous attend/,
    caption: (name: string) => `Vous contre ${name}`, pending: /En attente de votre ami/, you: 'Vous', score: 'Score', found: 'Trouvées', time: 'Temps', menu: 'Défis', friend: 'Un ami',
    subject: (name: string) => `${name} vous lance un défi\u00a0: ${quiz.title.fr}`,
  },
} as const;

/** Names the zoneless reference of the seed quiz (the whole picture), so that the play scores. */
async function findOne(page: Page, locale: Locale) {
  const t = TEXT[locale];
  const ref = quiz.references.find((r) => r.type === 'zoneless')!;
  await page.getByRole('button', { name: t.wholeButton }).click();
  const box = page.getByRole('dialog', { name: t.wholeBox });
  await box.getByRole('textbox', { name: t.field }).fill(titleOf(ref.id, locale));
  await box.getByRole('textbox', { name: t.field }).press('Enter');
  await expect(page.locator('.game__panel > .feedback')).toHaveText(t.found(titleOf(ref.id, locale)));
}

for (const locale of ['en', 'fr'] as const) {
  test(`${locale}: a player challenges a friend, who sees the result only after playing; both results side by side, and in the challenger's menu`, async ({ page, browser }, testInfo) => {
    test.slow();
    const w = WORDS[locale];
    const shot = (p: Page, name: string) => p.screenshot({ path: testInfo.outputPath(`challenge-${name}-${locale}-${testInfo.project.name}.png`), fullPage: true });
    const challenger = `Ada ${testInfo.project.name} ${locale} ${Date.now() % 100000}`;

    // The challenger signs in, plays, and challenges a friend by email.
    await page.goto(quizPath(locale));
    await signInWithGoogle(page, challenger, { locale });
    await startPlay(page, locale, 'FREE');
    await findOne(page, locale);
    await finishLater(page, locale);
    await page.getByRole('button', { name: w.challenge }).click();
    const made = page.waitForResponse((r: PwResponse) => /\/api\/challenge\/\d+\/email$/.test(r.url()) && r.request().method() === 'POST');
    await page.getByRole('button', { name: w.byEmail }).click();
    expect((await made).status()).toBe(200);
    const field = page.getByRole('textbox', { name: w.link });
    await expect(field).toHaveValue(new RegExp(`/quiz/${locale}/${quiz.slug[locale]}\\?challenge=[A-Za-z0-9_-]{24}$`));
    const link = await field.inputValue();
    const mailto = await page.getByRole('link', { name: w.writeEmail }).getAttribute('href');
    expect(mailto).toContain(`subject=${encodeURIComponent(w.subject(challenger))}`);
    expect(mailto).toContain(encodeURIComponent(link));
    expect(await page.getByRole('link', { name: w.facebook }).getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`);
    expect((await new AxeBuilder({ page }).include('.challenge').analyze()).violations).toEqual([]);
    await shot(page, 'made');
    const hash = new URL(link).searchParams.get('challenge')!;

    // The challenger's menu lists it, waiting for the friend.
    await page.goto(`/menu/${locale}`);
    await expect(page.getByRole('region', { name: w.menu }).getByRole('listitem').filter({ hasText: quiz.title[locale] }).first()).toContainText(w.pending);

    // The friend, anonymous in another browser, opens the link: who challenges, and no result.
    const friend = await freshPage(browser, testInfo);
    const bodies: unknown[] = [];
    friend.on('response', (r) => {
      if (r.url().includes('/api/challenges/') && r.request().method() === 'GET') void r.json().then((b) => bodies.push(b), () => undefined);
    });
    await friend.goto(new URL(link).pathname + new URL(link).search);
    await expect(friend.getByRole('heading', { name: w.challenges(challenger) })).toBeVisible();
    await expect(friend.getByText(w.waiting)).toBeVisible();
    await expect(friend.locator('.challenge-results')).toHaveCount(0);
    await expect.poll(() => bodies.length).toBeGreaterThan(0);
    for (const body of bodies) {
      expect(body).toMatchObject({ role: 'visitor', status: 'open' });
      expect(JSON.stringify(body)).not.toMatch(/Result|score|durationMs/);
    }
    // A direct call of the API, from the friend's browser: still no result.
    const direct = await friend.request.get(`/api/challenges/${hash}`);
    expect(direct.status()).toBe(200);
    expect(JSON.stringify(await direct.json())).not.toMatch(/Result|score|durationMs/);
    // Someone else's play (the challenger's, named by a guessed id) cannot answer: 404 as an unknown play.
    const foreign = await friend.request.post(`/api/challenges/${hash}/answer`, { data: { playId: crypto.randomUUID() } });
    expect(foreign.status()).toBe(404);
    await shot(friend, 'banner');

    // The friend plays; once their play is recorded, both results show side by side.
    await startPlay(friend, locale, 'FREE', new URL(link).pathname + new URL(link).search);
    const answered = friend.waitForResponse((r: PwResponse) => r.url().endsWith(`/api/challenges/${hash}/answer`) && r.status() === 200);
    await finishLater(friend, locale);
    expect(await (await answered).json()).toMatchObject({ role: 'friend', status: 'taken', challengerResult: { found: 1 }, friendResult: { found: 0, score: 0 } });
    const table = friend.getByRole('table', { name: w.caption(challenger) });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([w.you, challenger]);
    await expect(table.getByRole('row', { name: new RegExp(`^${w.score}`) })).toContainText('0/10');
    await expect(table.getByRole('row', { name: new RegExp(`^${w.found}`) })).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(`^${w.time}`) })).toBeVisible();
    expect((await new AxeBuilder({ page: friend }).include('.challenge-results').analyze()).violations).toEqual([]);
    await shot(friend, 'results');
    if (testInfo.project.name === 'desktop') {
      // And on a tablet.
      await friend.setViewportSize({ width: 820, height: 1180 });
      await shot(friend, 'results-tablet');
    }

    // The challenger's menu: the friend's result beside their own.
    await page.goto(`/menu/${locale}`);
    const section = page.getByRole('region', { name: w.menu });
    const item = section.getByRole('listitem').filter({ hasText: quiz.title[locale] }).first();
    await expect(item).toContainText(w.friend);
    await expect(item).toContainText(w.you);
    await shot(page, 'menu');
    if (testInfo.project.name === 'desktop') {
      await page.setViewportSize({ width: 820, height: 1180 });
      await shot(page, 'menu-tablet');
    }
    await friend.context().close();
  });
}
