import type { Me } from '@quiz/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { accountStore } from '../../lib/account-state';
import { gameSummary, initResponse } from '../../test/fixtures';
import { jsonResponse, renderApp, stubFetch } from '../../test/render-app';

/** docs/back-office.md "Review kinds" and "Names": the tester picks the kind (no silent default); people by name. */

const tester: Me = {
  isPremium: false,
  types: ['connected'],
  user: { id: 'sub-tess', name: 'Tess', isPlayer: true, isPremium: false, premiumUntil: null, premium: null, groups: ['tester'], statsScores: {} },
};
const reviews = {
  game: { id: 5, number: 5, status: 'test', title: { en: 'Harbour', fr: 'Port' } },
  references: [{ refId: 'r01', number: 1, title: { en: 'Jaws', fr: 'Les Dents de la mer' } }],
  reviews: [{
    id: '00000000-0000-4000-8000-000000000001', gameId: 5, refId: 'r01', kind: 'typo', text: 'A typo in the hint',
    author: { sub: 'sub-other', username: 'google_148106000272642497643' }, createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z', version: 0, acknowledged: null,
  }],
};

afterEach(() => accountStore.setForTests({}));

describe('a tester\'s review form', () => {
  it('sends nothing until the tester picks a kind, then sends the kind picked; another tester is named, never by sign-in id', async () => {
    const sent: unknown[] = [];
    stubFetch((url, init) => {
      if (url.startsWith('/api/desk/tester/games/5/reviews')) return jsonResponse(reviews);
      if (url.startsWith('/api/desk/question_reviews/')) {
        sent.push(JSON.parse(String(init?.body)));
        return jsonResponse({ ...reviews.reviews[0], id: url.split('/').pop(), kind: 'wrong_zone' });
      }
      return jsonResponse(initResponse([gameSummary()]));
    });
    accountStore.setForTests({ status: 'signedIn', me: tester });
    renderApp('/desk/tester/games/5');
    const region = await screen.findByRole('region', { name: '#1 – Jaws' }, { timeout: 10_000 });
    expect(within(region).getByText('Review by Unnamed staff member')).toBeVisible();
    expect(screen.queryByText(/google_/)).toBeNull();

    await userEvent.click(within(region).getByRole('button', { name: /^Add a review/ }));
    const kind = within(region).getByLabelText('Kind');
    expect(kind).toHaveValue('');
    await userEvent.type(within(region).getByLabelText('What is wrong'), 'The zone is too small');
    await userEvent.click(within(region).getByRole('button', { name: 'Save the review' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('Choose the kind of problem.');
    expect(sent).toEqual([]);

    await userEvent.selectOptions(kind, 'wrong_zone');
    await userEvent.click(within(region).getByRole('button', { name: 'Save the review' }));
    await screen.findByText('Review saved.');
    expect(sent).toEqual([expect.objectContaining({ kind: 'wrong_zone', text: 'The zone is too small', refId: 'r01', version: null })]);
  }, 20_000);
});
