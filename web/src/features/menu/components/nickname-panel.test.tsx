import { LOCALES, type Me } from '@quiz/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en/competition.json';
import fr from '../../../locales/fr/competition.json';
import { accountStore } from '../../../lib/account-state';
import { loadCatalogues } from '../../../lib/i18n';
import { jsonResponse, stubFetch } from '../../../test/render-app';
import { renderUi } from '../../../test/render-ui';
import { NicknamePanel } from './nickname-panel';

/** The public nickname field of the menu (docs/adr/0034-competitions-and-leaderboards.md "Names"). */
beforeAll(async () => {
  await Promise.all(LOCALES.map((locale) => loadCatalogues(locale, 'competition')));
});

const meWith = (nickname?: string): Me => ({
  isPremium: false, types: ['connected'],
  user: { id: 'sub-1', name: 'google_1', isPlayer: true, isPremium: false, premiumUntil: null, premium: null, groups: [], statsScores: {}, ...(nickname ? { nickname } : {}) },
});
const signedIn = (nickname?: string) => accountStore.setForTests({ status: 'signedIn', idName: 'Ada', me: meWith(nickname) });
const field = (name = en.nickname.label) => screen.getByRole('textbox', { name });

describe('the public name field of the menu', () => {
  it('asks an anonymous visitor to sign in, and shows no field', () => {
    accountStore.setForTests({ status: 'anonymous' });
    renderUi(<NicknamePanel />);
    expect(screen.getByText(en.nickname.signInHint)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('saves a nickname with the keyboard (Enter), sends it normalised, and says it is saved', async () => {
    signedIn();
    const calls = stubFetch((_url, init) => jsonResponse({ nickname: JSON.parse(String(init?.body)).nickname, boardEntries: 1 }));
    renderUi(<NicknamePanel />);
    expect(screen.getByText(en.nickname.none)).toBeInTheDocument();
    await userEvent.type(field(), '  Quiz   Queen {Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: leaderboards now show “Quiz Queen”.');
    const put = calls.mock.calls.find(([url]) => url === '/api/me/nickname');
    expect(put?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ nickname: 'Quiz Queen' });
  });

  it('says why a name is refused before sending it, marks the field invalid, and sends nothing', async () => {
    signedIn();
    const calls = stubFetch(() => jsonResponse({}));
    renderUi(<NicknamePanel />);
    for (const [text, problem] of [['ab', en.nickname.problem.too_short.replace('{{min}}', '3')], ['ana@mail.com', en.nickname.problem.email], ['www.x.fr', en.nickname.problem.url], ['google_42', en.nickname.problem.username], ['A <b>', en.nickname.problem.characters]] as const) {
      await userEvent.clear(field());
      await userEvent.type(field(), text);
      await userEvent.click(screen.getByRole('button', { name: en.nickname.save }));
      expect(screen.getByRole('alert')).toHaveTextContent(problem);
      expect(field()).toHaveAttribute('aria-invalid', 'true');
      expect(field()).toHaveAccessibleDescription(expect.stringContaining(problem));
    }
    expect(calls).not.toHaveBeenCalled();
    // Once fixed, the message goes as the player types.
    await userEvent.clear(field());
    await userEvent.type(field(), 'Ada Quiz');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it('shows the server\'s refusal by its rule, and a failed save as an error that changed nothing', async () => {
    signedIn('Old Name');
    let answer = jsonResponse({ error: { code: 'nickname_invalid', message: 'x', issues: [{ code: 'username', path: ['body', 'nickname'], message: 'x' }] } }, 400);
    stubFetch(() => answer);
    renderUi(<NicknamePanel />);
    expect(field()).toHaveValue('Old Name');
    await userEvent.clear(field());
    await userEvent.type(field(), 'My Own Name');
    await userEvent.click(screen.getByRole('button', { name: en.nickname.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.nickname.problem.username);
    answer = jsonResponse({ error: { code: 'internal_error', message: 'down' } }, 500);
    await userEvent.click(screen.getByRole('button', { name: en.nickname.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be saved: nothing changed/);
    expect(screen.getByText('Leaderboards show: Old Name')).toBeInTheDocument();
  });

  it('removes the name (null) with its own button', async () => {
    signedIn('Old Name');
    const calls = stubFetch(() => jsonResponse({ nickname: null, boardEntries: 2 }));
    renderUi(<NicknamePanel />);
    await userEvent.click(screen.getByRole('button', { name: en.nickname.remove }));
    expect(await screen.findByRole('status')).toHaveTextContent(en.nickname.removed);
    expect(JSON.parse(String(calls.mock.calls[0]?.[1]?.body))).toEqual({ nickname: null });
  });

  it('speaks French in French', async () => {
    signedIn();
    stubFetch(() => jsonResponse({}));
    renderUi(<NicknamePanel />, { locale: 'fr' });
    expect(screen.getByRole('heading', { name: fr.nickname.title })).toBeInTheDocument();
    await userEvent.type(field(fr.nickname.label), 'ab{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Trop court : au moins 3 caractères.');
  });
});
