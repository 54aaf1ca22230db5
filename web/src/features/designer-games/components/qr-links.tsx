import { LOCALES, qrQuizPath, type Locale } from '@quiz/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode, qrSvg } from '../../../components/ui/qr-code';
import type { DeskGame } from '../api/desk-games';

/** The language a quiz was made for first (SPEC §3 game language), then the other; `auto`: as listed. */
function localesFor(language: DeskGame['language']): readonly Locale[] {
  if (language === 'french') return ['fr', 'en'];
  if (language === 'english') return ['en', 'fr'];
  return LOCALES;
}

/**
 * The quiz's QR links (SPEC §2 /qr-quiz/{hash}), one per language, for print and
 * marketing: the link, its code, a download of the code as SVG (scales to any print size) and a copy
 * of the link. The links are derived from the game's number and language: nothing is created.
 */
export function QrLinks({ game }: { game: Pick<DeskGame, 'id' | 'number' | 'language' | 'status'> }) {
  const { t } = useTranslation('designerGames');
  return (
    <section className="dg-refs dg-qr" aria-labelledby="dg-qr-title">
      <h2 id="dg-qr-title">{t('qr.title')}</h2>
      <p>{t('qr.help')}</p>
      {game.status !== 'live' && <p className="dg-field__help">{t('qr.notLive')}</p>}
      <ul className="dg-qr__list">
        {localesFor(game.language).map((locale) => (
          <QrLink key={locale} gameId={game.id} number={game.number} locale={locale} />
        ))}
      </ul>
    </section>
  );
}

function QrLink({ gameId, number, locale }: { gameId: number; number: number; locale: Locale }) {
  const { t } = useTranslation('designerGames');
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const language = t(`qr.languageName.${locale}`);
  const link = `${window.location.origin}${qrQuizPath(gameId, locale)}`;

  const download = async () => {
    const url = URL.createObjectURL(new Blob([await qrSvg(link)], { type: 'image/svg+xml' }));
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = `quiz-${number}-${locale}-qr.svg`;
    anchor.click();
    URL.revokeObjectURL(url);
  };
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <li className="dg-qr__item">
      <h3>{t('qr.language', { language })}</h3>
      <QrCode text={link} label={t('qr.qrLabel', { language })} className="dg-qr__code" />
      <a href={link} hrefLang={locale} className="dg-qr__link">{link}</a>
      <div className="dg-qr__actions">
        <button type="button" className="button button--small button--secondary" onClick={() => void download()}>
          {t('qr.download', { language })}
        </button>
        <button type="button" className="button button--small button--ghost" onClick={() => void copyLink()}>
          {t('qr.copy')}
        </button>
      </div>
      <p role="status" className="dg-field__help">{copy === 'copied' ? t('qr.copied') : copy === 'failed' ? t('qr.copyFailed') : ''}</p>
    </li>
  );
}
