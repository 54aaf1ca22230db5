import { PREMIUM_PACKS, type Locale, type PackOffer, type PurchaseType } from '@quiz/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { errorCodeOf } from '../../../lib/errors';
import { formatMoney } from '../../../lib/money';
import { productsQueryOptions } from '../../../lib/products';

interface PackCardsProps {
  locale: Locale;
  /** Where a paid player comes back to. */
  returnTo: string;
  /** The player is premium: no buy links (SPEC §5, a premium player cannot buy again). */
  premium: boolean;
  /** The pack shown first and larger (the special pack's 3 hours); else the 3 months stand out as the best value. */
  featured?: PurchaseType;
  /** Where the packs are offered (the purchase's ref: `shop`, `specialpack` …). */
  purchaseRef: string;
}

const BADGE: Partial<Record<PurchaseType, 'bestValue' | 'try'>> = { stripe_premium_p3m: 'bestValue', stripe_premium_pt3h: 'try' };

/**
 * The three premium packs as cards, at the server's prices in the visitor's currency (GET
 * /api/products), each with a link that starts its purchase. The names show at once; the prices
 * and links once the server has answered, or a way to ask again when it could not.
 */
export function PackCards({ locale, returnTo, premium, featured, purchaseRef }: PackCardsProps) {
  const { t } = useTranslation(['shop', 'errors']);
  const { data, error, isPending, refetch, isFetching } = useQuery(productsQueryOptions(locale));
  const order = featured ? [featured, ...PREMIUM_PACKS.filter((type) => type !== featured)] : [...PREMIUM_PACKS];

  if (error && !data) {
    return (
      <div className="pack-cards__error" role="alert">
        <p>
          {t('packs.failed')} {t(`errors:${errorCodeOf(error)}`)}
        </p>
        {/* aria-disabled rather than disabled: the button keeps focus while the retry runs. */}
        <button type="button" className="button" onClick={isFetching ? undefined : () => void refetch()} aria-disabled={isFetching || undefined}>
          {t('packs.retry')}
        </button>
      </div>
    );
  }
  return (
    <>
      <ul className={featured ? 'pack-cards pack-cards--featured' : 'pack-cards'} aria-busy={isPending || undefined}>
        {order.map((type) => (
          <PackCard
            key={type}
            type={type}
            offer={data?.packs.find((pack) => pack.type === type) ?? null}
            locale={locale}
            returnTo={returnTo}
            purchaseRef={purchaseRef}
            premium={premium}
            highlighted={featured ? type === featured : type === 'stripe_premium_p3m'}
            tryIt={type === featured}
          />
        ))}
      </ul>
      {isPending && (
        <p className="pack-cards__loading" role="status">
          {t('packs.loading')}
        </p>
      )}
    </>
  );
}

interface PackCardProps {
  type: PurchaseType;
  /** null while the prices load. */
  offer: PackOffer | null;
  locale: Locale;
  returnTo: string;
  purchaseRef: string;
  premium: boolean;
  highlighted: boolean;
  /** The featured pack's link says "try it" rather than "buy". */
  tryIt: boolean;
}

function PackCard({ type, offer, locale, returnTo, purchaseRef, premium, highlighted, tryIt }: PackCardProps) {
  const { t } = useTranslation('shop');
  const id = `pack-${type}`;
  const badge = BADGE[type];
  const name = t(`packs.name.${type}`);
  const price = offer ? formatMoney(offer.amount, offer.currency, locale) : null;
  const months = offer && 'months' in offer.duration ? offer.duration.months : 1;
  return (
    <li className={highlighted ? 'pack-card pack-card--highlighted' : 'pack-card'}>
      <article aria-labelledby={id}>
        {badge && <p className="pack-card__badge">{t(`packs.badge.${badge}`)}</p>}
        <h3 id={id} className="pack-card__name">
          {name}
        </h3>
        <p className="pack-card__price">
          {price ?? <span className="pack-card__price-placeholder skeleton" aria-hidden="true" />}
        </p>
        {offer && months > 1 && (
          <p className="pack-card__per-month">{t('packs.perMonth', { price: formatMoney(Math.round(offer.amount / months), offer.currency, locale) })}</p>
        )}
        <p className="pack-card__pitch">{t(`packs.pitch.${type}`)}</p>
        {price && !premium && (
          <Link className={highlighted ? 'button pack-card__buy' : 'button button--secondary pack-card__buy'} to={paths.purchase(type, locale, returnTo, purchaseRef)}>
            {tryIt ? t('special.cta', { price }) : t('packs.buy', { pack: name })}
          </Link>
        )}
      </article>
    </li>
  );
}
