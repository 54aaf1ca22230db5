import { expect, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { accessTokenOf, freshPage, signInWithGoogle } from './account-helpers';

/** Helpers for the back-office's specs: a person with roles, the references editor, publishing. */

/** A new browser context signed in as `name` with these Cognito groups (the local sign-in's picker). */
export async function signedIn(browser: Browser, testInfo: TestInfo, name: string, groups: string[]): Promise<Page> {
  const page = await freshPage(browser, testInfo);
  await page.goto('/en?direct');
  await signInWithGoogle(page, name, { groups });
  return page;
}

type Box = { x: number; y: number; width: number; height: number };
/** A point of the editor's picture, from fractions of its width and height. */
export const at = (box: Box, u: number, v: number) => ({ x: box.x + u * box.width, y: box.y + v * box.height });

/** Where the editor's picture is now (the page scrolls as forms are filled, a phone's most of all). */
export async function pictureBox(page: Page): Promise<Box> {
  const surface = page.getByTestId('zone-surface');
  await surface.scrollIntoViewIfNeeded();
  return (await surface.boundingBox())!;
}

/** Drags a rectangle on the editor's picture, from one corner to the other (fractions of the picture). */
export async function drawRectangle(page: Page, [u1, v1]: [number, number], [u2, v2]: [number, number]) {
  await page.getByRole('radio', { name: 'Draw a rectangle' }).click();
  const box = await pictureBox(page);
  await page.mouse.move(at(box, u1, v1).x, at(box, u1, v1).y);
  await page.mouse.down();
  await page.mouse.move(at(box, (u1 + u2) / 2, (v1 + v2) / 2).x, at(box, (u1 + u2) / 2, (v1 + v2) / 2).y, { steps: 4 });
  await page.mouse.move(at(box, u2, v2).x, at(box, u2, v2).y, { steps: 4 });
  await page.mouse.up();
}

/** Clicks a polygon point by point and closes it on its first point. */
export async function drawPolygon(page: Page, points: [number, number][]) {
  await page.getByRole('radio', { name: 'Draw a polygon' }).click();
  const box = await pictureBox(page);
  for (const [u, v] of points) await page.mouse.click(at(box, u, v).x, at(box, u, v).y);
  await expect(page.getByRole('button', { name: 'Close the shape' })).toBeEnabled();
  await page.mouse.click(at(box, points[0]![0], points[0]![1]).x, at(box, points[0]![0], points[0]![1]).y);
}

/** The hints and the three wrong quiz choices of a reference's form, in both languages. */
export async function fillReference(form: Locator, words: string) {
  for (const [group, lang] of [['English', 'en'], ['French', 'fr']] as const) {
    const fields = form.getByRole('group', { name: group });
    await fields.getByLabel('Main hint').fill(`${words} main ${lang}`);
    await fields.getByLabel('Backup hint').fill(`${words} backup ${lang}`);
    for (const [i, choice] of ['Quartz Ferry', 'Velvet Harbour', 'Amber Summit'].entries()) {
      await fields.getByLabel(`Wrong choice ${i + 1}`).fill(`${choice} ${lang}`);
    }
  }
}

/** Finds an existing response by what is typed (any title or alias, either language) and chooses it. */
export async function pickResponse(form: Locator, page: Page, typed: string, option: RegExp) {
  const search = form.getByRole('combobox', { name: /Find a response/ });
  await search.fill(typed);
  await expect(page.getByRole('option', { name: option }).first()).toBeVisible();
  await search.press('Enter');
  await expect(form.getByText(option).first()).toBeVisible();
}

/** Creates a response titled in both languages from a reference's form, and chooses it. */
export async function createResponse(form: Locator, page: Page, titles: { en: string; fr: string }) {
  await form.getByRole('button', { name: 'New response' }).click();
  const responseForm = page.getByRole('form', { name: 'New response' });
  await responseForm.getByRole('group', { name: 'English' }).getByLabel('Titles').fill(titles.en);
  await responseForm.getByRole('group', { name: 'French' }).getByLabel('Titles').fill(titles.fr);
  await responseForm.getByLabel('Translation confidence').selectOption({ label: 'High' });
  await responseForm.getByRole('button', { name: 'Create the response' }).click();
  await expect(page.getByTestId('refs-live')).toHaveText(`Response “${titles.en}” saved and chosen.`);
}

/**
 * Publishes the site from a publish page (the admin's or the designer's) and waits for that very
 * publish to end, by its id (other tests may publish meanwhile: the server runs them in turn). A run
 * that failed (DynamoDB Local past the API's timeout on a loaded machine) is what an admin would
 * see: they publish again, once.
 */
export async function publishSite(page: Page, path = '/admin/app/publish') {
  await page.goto(path);
  // A full load of the back-office: under `npm start` Vite serves its modules one by one (seconds on a busy machine).
  await expect(page.getByRole('heading', { name: 'Publish the site' })).toBeVisible({ timeout: 30_000 });
  const token = await accessTokenOf(page);
  for (let attempt = 0; attempt < 2; attempt++) {
    const started = page.waitForResponse((r) => r.url().endsWith('/api/desk/publish') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Publish now' }).click();
    const { publish } = (await (await started).json()) as { publish: { id: string } };
    // The first publish after the server started loads the renderer (seconds).
    await expect(page.getByText('Publish started.')).toBeVisible({ timeout: 30_000 });
    const statusOf = async () => {
      // A connection the busy local server reset between two polls is one more poll, not a failure.
      const answer = await page.request.get(`/api/desk/publishes/${publish.id}`, { headers: { authorization: `Bearer ${token}` } }).catch(() => null);
      return answer ? ((await answer.json()) as { publish: { status: string } }).publish.status : 'unknown';
    };
    await expect.poll(statusOf, { timeout: 90_000, intervals: [500, 1000] }).toMatch(/^(done|failed)$/);
    if ((await statusOf()) === 'done') {
      // The page shows it too, with what it wrote.
      await expect(page.getByRole('row').filter({ hasText: /\d+ written, \d+ removed, \d+ unchanged in [\d.]+ s/ }).first()).toBeVisible({ timeout: 30_000 });
      return;
    }
  }
  throw new Error('the publish failed twice');
}
