import type { Locale } from '@quiz/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { errorCodeOf } from '../../../lib/errors';
import { isApiError, type ApiErrorCode } from '../../../lib/api-client';
import { checkPushedSession, consumePushedSession, isPushHash } from '../api/push-session';
import type { SessionTransfer } from './session-transfer';

export type TakeOverState =
  | { kind: 'offer'; hash: string; name: string }
  /** Unknown, expired or already used: the server tells them apart for no one. */
  | { kind: 'gone' }
  | { kind: 'failed'; code: ApiErrorCode };

const isGone = (error: unknown) => isApiError(error) && error.code === 'push_not_found';

/** Checks the link without using it: opening it (or a chat app's preview of it) takes nothing. */
export async function checkLink(hashId: string | undefined): Promise<TakeOverState> {
  if (!isPushHash(hashId)) return { kind: 'gone' };
  try {
    const { name } = await checkPushedSession(hashId);
    return { kind: 'offer', hash: hashId, name };
  } catch (error) {
    return isGone(error) ? { kind: 'gone' } : { kind: 'failed', code: errorCodeOf(error) };
  }
}

type Step = 'ready' | 'working' | 'signInFailed';

/**
 * /push_session/{hashId}: "Continue as {name}", then the session is taken (once) and this tab signs
 * in with its refresh token; home, signed in. The scores come from the server with the next init.
 */
export function TakeOverScreen({ initial, transfer, locale }: { initial: TakeOverState; transfer: SessionTransfer; locale: Locale }) {
  const { t } = useTranslation(['account', 'common', 'errors']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState(initial);
  const [step, setStep] = useState<Step>('ready');

  const home = (
    <Link className="button button--ghost" to={paths.home(locale)} replace>
      {t('push.home')}
    </Link>
  );

  if (state.kind === 'gone' || state.kind === 'failed') {
    const title = state.kind === 'gone' ? t('push.goneTitle') : t('push.failedCheckTitle');
    return (
      <div className="container page status-page push">
        <title>{`${title} – ${t('common:app.name')}`}</title>
        <div role="alert">
          <h1>{title}</h1>
          <p>{state.kind === 'gone' ? t('push.goneText') : t(`errors:${state.code}`)}</p>
        </div>
        {home}
      </div>
    );
  }

  const takeOver = async () => {
    setStep('working');
    let refreshToken: string;
    try {
      ({ refreshToken } = await consumePushedSession(state.hash));
    } catch (error) {
      setStep('ready');
      setState(isGone(error) ? { kind: 'gone' } : { kind: 'failed', code: errorCodeOf(error) });
      return;
    }
    try {
      await transfer.signInWithRefreshToken(refreshToken);
    } catch {
      setStep('signInFailed');
      return;
    }
    // What was loaded for the anonymous visitor (init: games, me, scores) is loaded again as the player.
    queryClient.clear();
    // Replace: Back never returns to a link already used.
    await navigate(paths.home(locale), { replace: true });
  };

  const title = t('push.offerTitle', { name: state.name });
  if (step === 'signInFailed') {
    return (
      <div className="container page status-page push">
        <title>{`${t('push.signInFailedTitle')} – ${t('common:app.name')}`}</title>
        <div role="alert">
          <h1>{t('push.signInFailedTitle')}</h1>
          <p>{t('push.signInFailedText')}</p>
        </div>
        {home}
      </div>
    );
  }
  const working = step === 'working';
  return (
    <div className="container page status-page push">
      <title>{`${title} – ${t('common:app.name')}`}</title>
      <h1>{title}</h1>
      <p>{t('push.offerText', { name: state.name })}</p>
      <div className="button-row">
        {/* aria-disabled rather than disabled: the button keeps focus while the sign-in runs. */}
        <button type="button" className="button" onClick={working ? undefined : () => void takeOver()} aria-disabled={working || undefined}>
          {working ? t('push.continuing') : t('push.continue', { name: state.name })}
        </button>
        {home}
      </div>
    </div>
  );
}
