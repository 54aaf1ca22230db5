import { LOCALES, type Consent, type OptinsResponse } from '@quiz/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en/optins.json';
import fr from '../../../locales/fr/optins.json';
import { accountStore } from '../../../lib/account-state';
import { loadCatalogues } from '../../../lib/i18n';
import { jsonResponse, stubFetch } from '../../../test/render-app';
import { renderUi } from '../../../test/render-ui';
import { ConsentsPanel } from './consents-panel';

/** The signed-in player's consents in the menu (docs/adr/0033-qr-links-and-opt-ins.md). */
beforeAll(async () => {
  await Promise.all(LOCALES.map((locale) => loadCatalogues(locale, 'optins')));
});

const GIVEN: Consent = { optin: 'newsletter', given: true, at: '2026-11-20T09:30:00.000Z', locale: 'fr', version: 1, text: fr.optin.newsletter.text };

function signedIn() {
  accountStore.setForTests({ status: 'signedIn', idName: 'Ada' });
}

const item = (name: string) => screen.getByRole('listitem', { name });

describe('the consents panel of the menu', () => {
  it('asks an anonymous visitor to sign in, and calls nothing', () => {
    accountStore.setForTests({ status: 'anonymous' });
    const calls = stubFetch(() => jsonResponse({}));
    renderUi(<ConsentsPanel locale="en" />);
    expect(screen.getByText(en.signInHint)).toBeInTheDocument();
    expect(calls).not.toHaveBeenCalled();
  });

  it('shows each consent with its state, its date and the words agreed to, and the messenger binding', async () => {
    signedIn();
    stubFetch(() => jsonResponse({ consents: [GIVEN], messenger: { boundAt: '2026-11-21T08:00:00.000Z' } } satisfies OptinsResponse));
    renderUi(<ConsentsPanel locale="en" />);
    await screen.findByRole('listitem', { name: 'Newsletter' });
    const newsletter = item('Newsletter');
    expect(within(newsletter).getByText(/^Agreed on November 20, 2026/)).toBeInTheDocument();
    // The words agreed to, in the language they were shown in.
    expect(within(newsletter).getByText(fr.optin.newsletter.text)).toHaveAttribute('lang', 'fr');
    expect(within(newsletter).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(within(item('New quiz alerts')).getByText('Not agreed')).toBeInTheDocument();
    expect(within(item('Messenger')).getByText(/^Linked on November 21, 2026/)).toBeInTheDocument();
  });

  it('gives a consent with the exact words shown and their version, then shows it agreed', async () => {
    signedIn();
    const at = '2026-11-26T10:00:00.000Z';
    const calls = stubFetch(async (url, init) => {
      if (url === '/api/optins') return jsonResponse({ consents: [], messenger: null });
      const body = JSON.parse(String(init?.body)) as { given: boolean; locale: 'en'; version: number; text: string };
      return jsonResponse({ optin: 'new_quiz_alerts', at, ...body });
    });
    renderUi(<ConsentsPanel locale="en" />);
    await screen.findByRole('listitem', { name: 'New quiz alerts' });
    await userEvent.click(within(item('New quiz alerts')).getByRole('button', { name: 'I agree' }));
    expect(await within(item('New quiz alerts')).findByText(/^Agreed on November 26, 2026/)).toBeInTheDocument();
    const post = calls.mock.calls.find(([url]) => url === '/api/optin/new_quiz_alerts');
    expect(post?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ given: true, locale: 'en', version: 1, text: en.optin.new_quiz_alerts.text });
  });

  it('keeps the old state and says so when a save fails (nothing is lost)', async () => {
    signedIn();
    let release: () => void = () => undefined;
    stubFetch(async (url) => {
      if (url === '/api/optins') return jsonResponse({ consents: [GIVEN], messenger: null });
      await new Promise<void>((resolve) => (release = resolve));
      return jsonResponse({ error: { code: 'internal_error', message: 'down' } }, 500);
    });
    renderUi(<ConsentsPanel locale="en" />);
    await screen.findByRole('listitem', { name: 'Newsletter' });
    await userEvent.click(within(item('Newsletter')).getByRole('button', { name: 'Withdraw' }));
    // While saving: said on the button, the item busy, a second press ignored.
    const saving = within(item('Newsletter')).getByRole('button', { name: 'Saving…' });
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    expect(item('Newsletter')).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await within(item('Newsletter')).findByRole('alert')).toHaveTextContent(en.saveError);
    expect(within(item('Newsletter')).getByText(/^Agreed on/)).toBeInTheDocument();
    expect(within(item('Newsletter')).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
  });

  it('speaks French in French', async () => {
    signedIn();
    stubFetch(() => jsonResponse({ consents: [{ ...GIVEN, given: false }], messenger: null }));
    renderUi(<ConsentsPanel locale="fr" />, { locale: 'fr' });
    await screen.findByRole('listitem', { name: fr.optin.newsletter.name });
    expect(within(item(fr.optin.newsletter.name)).getByText(/^Retiré le 20 novembre 2026/)).toBeInTheDocument();
    expect(within(item(fr.optin.newsletter.name)).getByRole('button', { name: 'J’accepte' })).toBeInTheDocument();
    expect(within(item('Messenger')).getByText(fr.messenger.notLinked)).toBeInTheDocument();
  });
});
