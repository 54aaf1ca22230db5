import type { PlayState, Share } from '@quiz/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/render-app';
import { renderUi } from '../../../test/render-ui';
import { ScoreShare } from './score-share';

/** "Share my score" (docs/adr/0031-score-shares.md). */
const PLAY_ID = '6f1c2b1e-8a4f-4a8e-9a63-2a9d1c2f6b10';
const play = { playId: PLAY_ID, gameId: 3, score: 7.5 } as PlayState;
const share: Share = {
  id: 'AbCdEfGhIjKlMnOpQrStUv', gameId: 3, number: 12, title: 'Movie Night', locale: 'en', quizPath: '/quiz/en/movie-night', score: 7.5,
  outcomes: ['found', 'hinted', 'revealed', 'missed'], createdAt: '2026-11-26T10:00:00.000Z',
  pagePath: '/share/AbCdEfGhIjKlMnOpQrStUv', shortPath: '/q/AbCdEfGhIjKlMnOpQrStUv', imagePath: '/shares/AbCdEfGhIjKlMnOpQrStUv.png',
};
const link = `${window.location.origin}/q/AbCdEfGhIjKlMnOpQrStUv`;

function serve(answer: () => Response) {
  return stubFetch((url) => (url.includes('/api/score/') ? answer() : jsonResponse({ error: { code: 'not_found', message: 'x' } }, 404)));
}

afterEach(() => vi.unstubAllGlobals());

describe('ScoreShare', () => {
  it('makes the share of the play\'s recorded score, then copies a spoiler-free text with the short link', async () => {
    const fetchMock = serve(() => jsonResponse(share, 201));
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderUi(<ScoreShare play={play} locale="en" gameNumber={12} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share my score' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/score/'));
    expect(String(call?.[0])).toContain(`/api/score/3/${PLAY_ID}`);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ score: 7.5 });
    expect(writeText).toHaveBeenCalledWith(`Picture Quiz #12 · 7.5/10\n🟩🔶🔻✖️\n${link}`);
  });

  it('goes through the Web Share API where the browser has it, the link apart', async () => {
    serve(() => jsonResponse(share, 201));
    const shareFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share: shareFn });
    renderUi(<ScoreShare play={play} locale="fr" gameNumber={12} />, { locale: 'fr' });
    await userEvent.click(screen.getByRole('button', { name: 'Partager mon score' }));
    expect(await screen.findByText('Partagé')).toBeInTheDocument();
    expect(shareFn).toHaveBeenCalledWith({ title: 'Picture Quiz n° 12 · 7,5/10', text: 'Picture Quiz n° 12 · 7,5/10\n🟩🔶🔻✖️', url: link });
  });

  it('shows the text to copy by hand when nothing can copy', async () => {
    serve(() => jsonResponse(share, 201));
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    document.execCommand = () => false;
    renderUi(<ScoreShare play={play} locale="en" gameNumber={12} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share my score' }));
    expect(await screen.findByRole('textbox', { name: 'Copy this text to share it:' })).toHaveValue(`Picture Quiz #12 · 7.5/10\n🟩🔶🔻✖️\n${link}`);
  });

  it('says so when the share cannot be made (a refused score)', async () => {
    serve(() => jsonResponse({ error: { code: 'score_not_yours', message: 'no' } }, 403));
    renderUi(<ScoreShare play={play} locale="en" gameNumber={12} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share my score' }));
    expect(await screen.findByText('The link could not be made. Please try again.')).toBeInTheDocument();
  });
});
