import type { Locale } from '@quiz/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { errorCodeOf } from '../../../lib/errors';
import type { ApiErrorCode } from '../../../lib/api-client';
import { pushLink, pushSession } from '../api/push-session';
import { QrCode } from '../../../components/ui/qr-code';
import type { SessionTransfer } from './session-transfer';
import { minutesSeconds, useSecondsLeft } from './use-seconds-left';

/** A link made for this session: its hash and when it runs out on this device's clock (epoch ms). */
export interface PushedLink {
  hashId: string;
  deadline: number;
}

export type PushState =
  | { kind: 'signedOut' }
  | { kind: 'failed'; code: ApiErrorCode }
  | { kind: 'link'; link: PushedLink };

/** Makes a link for this tab's session; what the screen shows first. */
export async function createLink(transfer: SessionTransfer): Promise<PushState> {
  try {
    const held = await transfer.heldSession();
    if (!held) return { kind: 'signedOut' };
    const answer = await pushSession(held.refreshToken, held.name);
    // The countdown runs on the seconds the server gave, from now: the device's clock may be off.
    return { kind: 'link', link: { hashId: answer.hashId, deadline: Date.now() + answer.expiresIn * 1000 } };
  } catch (error) {
    return { kind: 'failed', code: errorCodeOf(error) };
  }
}

type CopyState = 'idle' | 'copied' | 'failed';

function LinkPanel({ link, locale, onRenew, renewing }: { link: PushedLink; locale: Locale; onRenew: () => void; renewing: boolean }) {
  const { t } = useTranslation('account');
  const inputId = useId();
  const url = pushLink(link.hashId, locale);
  const secondsLeft = useSecondsLeft(link.deadline);
  const [copy, setCopy] = useState<CopyState>('idle');

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  if (secondsLeft === 0) {
    return (
      <>
        <p role="alert">{t('push.expired')}</p>
        <button type="button" className="button" onClick={renewing ? undefined : onRenew} aria-disabled={renewing || undefined}>
          {renewing ? t('push.creating') : t('push.newLink')}
        </button>
      </>
    );
  }
  return (
    <>
      <div className="push__link">
        <label htmlFor={inputId}>{t('push.linkLabel')}</label>
        <div className="push__link-row">
          <input id={inputId} className="push__input" type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className="button button--secondary" onClick={() => void copyLink()}>
            {t('push.copy')}
          </button>
        </div>
        <p className="push__copy-status" role="status">
          {copy === 'copied' ? t('push.copied') : copy === 'failed' ? t('push.copyFailed') : ''}
        </p>
      </div>
      <QrCode text={url} label={t('push.qrLabel')} className="push__qr" />
      {/* A timer is not read aloud at each tick; its end is announced (the alert that replaces it). */}
      <p className="push__time" role="timer" aria-atomic="true">
        {t('push.timeLeft', { time: minutesSeconds(secondsLeft) })}
      </p>
    </>
  );
}

/** /push_session: a one-time link (and its QR code) that signs another device in as this player. */
export function PushScreen({ initial, transfer, locale }: { initial: PushState; transfer: SessionTransfer; locale: Locale }) {
  const { t } = useTranslation(['account', 'common', 'errors']);
  const [state, setState] = useState(initial);
  const [renewing, setRenewing] = useState(false);

  const renew = async () => {
    setRenewing(true);
    setState(await createLink(transfer));
    setRenewing(false);
  };

  const home = (
    <Link className="button button--ghost" to={paths.home(locale)}>
      {t('push.home')}
    </Link>
  );

  if (state.kind === 'signedOut') {
    return (
      <div className="container page status-page push">
        <title>{`${t('push.signedOutTitle')} – ${t('common:app.name')}`}</title>
        <h1>{t('push.signedOutTitle')}</h1>
        <p>{t('push.signedOutText')}</p>
        {home}
      </div>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className="container page status-page push">
        <title>{`${t('push.failedTitle')} – ${t('common:app.name')}`}</title>
        <div role="alert">
          <h1>{t('push.failedTitle')}</h1>
          <p>{t(`errors:${state.code}`)}</p>
        </div>
        <div className="button-row">
          <button type="button" className="button" onClick={renewing ? undefined : () => void renew()} aria-disabled={renewing || undefined}>
            {renewing ? t('push.creating') : t('push.retry')}
          </button>
          {home}
        </div>
      </div>
    );
  }
  return (
    <div className="container page status-page push">
      <title>{`${t('push.title')} – ${t('common:app.name')}`}</title>
      <h1>{t('push.title')}</h1>
      <p>{t('push.intro')}</p>
      <LinkPanel key={state.link.hashId} link={state.link} locale={locale} onRenew={() => void renew()} renewing={renewing} />
      <p className="push__warning">{t('push.once')}</p>
      {home}
    </div>
  );
}
