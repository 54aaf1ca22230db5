import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/render-app';
import { renderUi } from '../../../test/render-ui';
import { PushScreen, type PushState } from './push-screen';
import type { SessionTransfer } from './session-transfer';

const HASH = 'h'.repeat(43);

function transfer(held: Awaited<ReturnType<SessionTransfer['heldSession']>> = { refreshToken: 'refresh-token-of-ada-0123', name: 'Ada' }): SessionTransfer {
  return { heldSession: vi.fn(() => Promise.resolve(held)), signInWithRefreshToken: vi.fn(() => Promise.resolve()) };
}

const linkState = (secondsLeft: number, hashId = HASH): PushState => ({ kind: 'link', link: { hashId, deadline: Date.now() + secondsLeft * 1000 } });

describe('the screen that makes the link (/push_session)', () => {
  it('shows the absolute link, a button to copy it, its QR code and the time left', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderUi(<PushScreen initial={linkState(600)} transfer={transfer()} locale="en" />);

    expect(screen.getByRole('heading', { level: 1, name: 'Use on another device' })).toBeInTheDocument();
    const link = `${window.location.origin}/push_session/${HASH}?l=en`;
    expect(screen.getByRole('textbox', { name: 'Link for your other device' })).toHaveValue(link);
    expect(screen.getByRole('timer')).toHaveTextContent(/^Time left: (10:00|9:59)$/);
    // The QR code's library comes on demand; the code is an image with a name.
    const qr = screen.getByRole('img', { name: 'QR code of the link, to scan with your other device' });
    await waitFor(() => expect(qr.querySelector('svg')).not.toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Copy the link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied.');
  });

  it('says so when the clipboard refuses, so that the player copies the link by hand', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    renderUi(<PushScreen initial={linkState(600)} transfer={transfer()} locale="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy the link' }));
    expect(await screen.findByText('Could not copy: select the link and copy it yourself.')).toBeInTheDocument();
  });

  it('announces the end of the link and makes a new one on request', async () => {
    const NEW = 'n'.repeat(43);
    const fetchMock = stubFetch(() => jsonResponse({ hashId: NEW, expiresAt: new Date(Date.now() + 600_000).toISOString(), expiresIn: 600 }));
    const session = transfer();
    renderUi(<PushScreen initial={linkState(0)} transfer={session} locale="en" />);

    expect(screen.getByRole('alert')).toHaveTextContent('This link has expired.');
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create a new link' }));

    expect(await screen.findByRole('textbox', { name: 'Link for your other device' })).toHaveValue(`${window.location.origin}/push_session/${NEW}?l=en`);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/push_session');
    expect(JSON.parse(String(init?.body))).toEqual({ refreshToken: 'refresh-token-of-ada-0123', name: 'Ada' });
  });

  it('asks a signed-out visitor to sign in first, in French too', () => {
    renderUi(<PushScreen initial={{ kind: 'signedOut' }} transfer={transfer(null)} locale="fr" />, { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Connectez-vous d’abord' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr');
  });

  it('explains a failure in words and offers to try again', () => {
    renderUi(<PushScreen initial={{ kind: 'failed', code: 'network_error' }} transfer={transfer()} locale="en" />);
    expect(screen.getByRole('alert')).toHaveTextContent('The link could not be created');
    expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the server.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
