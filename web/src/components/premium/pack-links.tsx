import type { Locale } from '@quiz/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { formatMoney } from '../../lib/money';
import { productsQueryOptions } from '../../lib/products';
import './pack-links.css';

/**
 * The three premium packs at the server's prices in the visitor's currency (GET /api/products), each
 * a link that starts its purchase and comes back to `returnTo`; `purchaseRef` names where it is
 * offered (the purchase's ref). Used by a locked quiz's offer, the access-ended page and the popups.
 */
export function PackLinks({ locale, returnTo, purchaseRef }: { locale: Locale; returnTo: string; purchaseRef?: string }) {
  const { t } = useTranslation('common');
  const { data } = useQuery(productsQueryOptions(locale));
  if (!data) return null;
  return (
    <nav className="pack-links" aria-label={t('packs.title')}>
      <ul>
        {data.packs.map((pack) => (
          <li key={pack.type}>
            <Link className="button" to={paths.purchase(pack.type, locale, returnTo, purchaseRef)}>
              {t('packs.buy', { pack: t(`packs.${pack.type}`), price: formatMoney(pack.amount, pack.currency, locale) })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
