import type { Locale, PurchaseType } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { usePremiumUntil } from '../hooks/use-premium-until';
import { PackCards } from './pack-cards';
import { PremiumStatus } from './premium-status';

interface ShopPacksProps {
  locale: Locale;
  /** The section's heading (its id is `${id}-title`). */
  title: string;
  /** The heading for a premium player, who is offered nothing to buy (the title otherwise). */
  premiumTitle?: string;
  id: string;
  intro?: string;
  featured?: PurchaseType;
  /** Where the packs are offered (the purchase's ref). */
  purchaseRef: string;
}

/**
 * The packs section of every shop page: a premium player's status in place of buying (SPEC §5), the
 * three pack cards, and the one-payment note. A purchase brings the player back to the quizzes.
 */
export function ShopPacks({ locale, title, premiumTitle, id, intro, featured, purchaseRef }: ShopPacksProps) {
  const { t } = useTranslation('shop');
  const until = usePremiumUntil();
  return (
    <section className="shop-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{until && premiumTitle ? premiumTitle : title}</h2>
      {until ? <PremiumStatus until={until} locale={locale} /> : intro && <p className="shop-section__intro">{intro}</p>}
      <PackCards locale={locale} returnTo={paths.allQuizzes(locale)} premium={until !== null} featured={featured} purchaseRef={purchaseRef} />
      {!until && <p className="shop-section__note">{t('packs.oneOff')}</p>}
    </section>
  );
}
