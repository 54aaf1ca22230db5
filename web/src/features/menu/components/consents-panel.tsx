import { OPTINS, type Consent, type Locale, type Optin, type OptinsResponse } from '@quiz/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountState } from '../../../lib/account-state';
import { menuKeys } from '../api/keys';
import { changeConsent, optinsQueryOptions, unbindMessenger } from '../api/optins';
import './consents.css';

const formatDate = (at: string, locale: Locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(at));

/**
 * The signed-in player's consents (opt-ins) and messenger binding, in the menu: each with its
 * state, its date and the words agreed to, given or withdrawn here. The stored state changes only when
 * the server has recorded the change: a failed save leaves it as it was, with an error.
 */
export function ConsentsPanel({ locale }: { locale: Locale }) {
  const { t } = useTranslation('optins');
  const signedIn = useAccountState().status === 'signedIn';
  const optins = useQuery({ ...optinsQueryOptions(), enabled: signedIn });

  let body: ReactNode;
  if (!signedIn) body = <p className="menu-page__hint">{t('signInHint')}</p>;
  else if (optins.isPending) body = <p aria-busy="true">{t('loading')}</p>;
  else if (optins.isError) {
    body = (
      <div role="alert" className="consents__error">
        <p>{t('loadError')}</p>
        <button type="button" className="button button--secondary" onClick={() => void optins.refetch()}>{t('retry')}</button>
      </div>
    );
  } else {
    const byOptin = new Map(optins.data.consents.map((consent) => [consent.optin, consent]));
    body = (
      <ul className="consents">
        {OPTINS.map((optin) => <ConsentItem key={optin} optin={optin} consent={byOptin.get(optin) ?? null} locale={locale} />)}
        <MessengerItem binding={optins.data.messenger} locale={locale} />
      </ul>
    );
  }
  return (
    <section aria-labelledby="menu-consents" className="consents-panel">
      <h2 id="menu-consents" className="menu-page__heading">{t('title')}</h2>
      {signedIn && <p className="menu-page__hint">{t('intro')}</p>}
      {body}
    </section>
  );
}

function ConsentItem({ optin, consent, locale }: { optin: Optin; consent: Consent | null; locale: Locale }) {
  const { t } = useTranslation('optins');
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const nameId = useId();
  const given = consent?.given === true;
  // The words now shown (and sent, with their version, when the player agrees).
  const text = t(`optin.${optin}.text`);

  const change = async () => {
    setSaving(true);
    setFailed(false);
    try {
      const saved = await changeConsent(optin, !given, locale, text);
      queryClient.setQueryData<OptinsResponse>(menuKeys.optins, (old) =>
        old && { ...old, consents: [...old.consents.filter((c) => c.optin !== optin), saved] },
      );
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  const state = !consent ? t('state.never') : t(consent.given ? 'state.given' : 'state.withdrawn', { date: formatDate(consent.at, locale) });
  return (
    <li className="consent" aria-labelledby={nameId} aria-busy={saving || undefined}>
      <div className="consent__head">
        <h3 id={nameId} className="consent__name">{t(`optin.${optin}.name`)}</h3>
        <p className={`consent__state${given ? ' consent__state--given' : ''}`} aria-live="polite">{state}</p>
      </div>
      {given && consent ? (
        <figure className="consent__text">
          <figcaption>{t('agreedText', { language: t(`languageName.${consent.locale}`) })}</figcaption>
          <blockquote lang={consent.locale}>{consent.text}</blockquote>
        </figure>
      ) : (
        <p className="consent__text">{text}</p>
      )}
      <div className="consent__actions">
        <button
          type="button"
          className={given ? 'button button--secondary' : 'button'}
          onClick={saving ? undefined : () => void change()}
          aria-disabled={saving || undefined}
          aria-describedby={nameId}
        >
          {saving ? t('saving') : given ? t('withdraw') : t('give')}
        </button>
      </div>
      {failed && <p role="alert" className="consent__error">{t('saveError')}</p>}
    </li>
  );
}

function MessengerItem({ binding, locale }: { binding: OptinsResponse['messenger']; locale: Locale }) {
  const { t } = useTranslation('optins');
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const nameId = useId();

  const unlink = async () => {
    setSaving(true);
    setFailed(false);
    try {
      await unbindMessenger();
      queryClient.setQueryData<OptinsResponse>(menuKeys.optins, (old) => old && { ...old, messenger: null });
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <li className="consent" aria-labelledby={nameId} aria-busy={saving || undefined}>
      <div className="consent__head">
        <h3 id={nameId} className="consent__name">{t('messenger.name')}</h3>
        <p className={`consent__state${binding ? ' consent__state--given' : ''}`}>
          {binding ? t('messenger.linked', { date: formatDate(binding.boundAt, locale) }) : t('messenger.notLinked')}
        </p>
      </div>
      {binding && (
        <div className="consent__actions">
          <button type="button" className="button button--secondary" onClick={saving ? undefined : () => void unlink()} aria-disabled={saving || undefined} aria-describedby={nameId}>
            {saving ? t('messenger.unlinking') : t('messenger.unlink')}
          </button>
        </div>
      )}
      {failed && <p role="alert" className="consent__error">{t('messenger.unlinkError')}</p>}
    </li>
  );
}
