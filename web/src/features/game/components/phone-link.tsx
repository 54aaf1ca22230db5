import { qrQuizPath, type Locale } from '@quiz/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The QR code's code (and the qrcode package) load only when a player opens this panel.
const QrCode = lazy(() => import('../../../components/ui/qr-code').then((m) => ({ default: m.QrCode })));

/**
 * "Play on your phone" (SPEC §2 /qr-quiz/{hash}): on a wide screen, the QR code of this
 * quiz's QR link in the page's language, which opens it on a phone in that language. Hidden on
 * narrow screens (already a phone) by the stylesheet.
 */
export function PhoneLink({ gameId, locale }: { gameId: number; locale: Locale }) {
  const { t } = useTranslation('game');
  const [open, setOpen] = useState(false);
  return (
    <details className="phone-link" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('phone.title')}</summary>
      {open && <PhoneLinkBody link={`${window.location.origin}${qrQuizPath(gameId, locale)}`} locale={locale} />}
    </details>
  );
}

/** The open panel: the link is the page's own origin's, so it is built in the browser only (the intro is pre-rendered too). */
function PhoneLinkBody({ link, locale }: { link: string; locale: Locale }) {
  const { t } = useTranslation('game');
  return (
    <div className="phone-link__body">
      <Suspense fallback={<div className="qr-code qr-code--pending phone-link__qr" role="img" aria-label={t('phone.qrLabel')} aria-busy="true" />}>
        <QrCode text={link} label={t('phone.qrLabel')} className="phone-link__qr" />
      </Suspense>
      <div className="phone-link__text">
        <p>{t('phone.hint', { language: t(`phone.languageName.${locale}`) })}</p>
        <p>
          {t('phone.link')} <a href={link} className="phone-link__url">{link}</a>
        </p>
      </div>
    </div>
  );
}
