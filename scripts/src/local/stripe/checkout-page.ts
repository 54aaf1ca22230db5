import type { SimulatedSession } from './simulator';

const TEXT = {
  en: {
    title: 'Test checkout', note: 'Local payment simulator: no card, no money. Choose what the payment does.',
    pay: 'Pay', delayed: 'Pay with a delayed method', decline: 'Card declined', cancel: 'Cancel and go back', total: 'Total: ',
    declined: 'Your card was declined. Try again, or cancel.',
  },
  fr: {
    title: 'Paiement de test', note: 'Simulateur de paiement local\u00a0: ni carte ni argent. Choisissez ce que fait le paiement.',
    pay: 'Payer', delayed: 'Payer par un moyen différé', decline: 'Carte refusée', cancel: 'Annuler et revenir', total: 'Total\u00a0: ',
    declined: 'Votre carte a été refusée. Réessayez, ou annulez.',
  },
} as const;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The simulator's checkout page, in the checkout's language: the pack, its price, four choices. */
export function checkoutPage(session: SimulatedSession): string {
  const locale = session.locale === 'fr' ? 'fr' : 'en';
  const t = TEXT[locale];
  const price = new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency: session.currency.toUpperCase() }).format(session.amount_total / 100);
  const button = (action: string, label: string, primary = false) =>
    `<form method="post" action="/checkout/${session.id}/${action}"><button type="submit"${primary ? ' class="primary"' : ''}>${escape(label)}</button></form>`;
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(t.title)}</title><style>
body{font-family:system-ui,sans-serif;background:#f4f4f8;color:#1b1b2f;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;padding:2rem;max-width:26rem;width:calc(100% - 2rem);box-sizing:border-box}
h1{font-size:1.4rem;margin:0 0 .5rem}p{color:#545770}dl{display:flex;justify-content:space-between;font-size:1.1rem;font-weight:700}
form{margin:.6rem 0}button{width:100%;padding:.8rem;border-radius:8px;border:2px solid #5b3cc4;background:#fff;color:#3b2a8a;font-size:1rem;font-weight:700;cursor:pointer}
button.primary{background:#5b3cc4;color:#fff}.declined{color:#a3122a;font-weight:700}button:focus-visible{outline:3px solid #f5b700;outline-offset:2px}
</style></head><body><main>
<h1>${escape(t.title)}</h1><p>${escape(t.note)}</p>${session.declined ? `<p class="declined" role="alert">${escape(t.declined)}</p>` : ''}
<dl><dt>${escape(session.productName)}</dt><dd>${escape(t.total)}${escape(price)}</dd></dl>
${button('pay', t.pay, true)}${button('delayed', t.delayed)}${button('decline', t.decline)}${button('cancel', t.cancel)}
</main></body></html>`;
}
