import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeUrl, LOCAL_CLIENT_ID, pickOnPage, pkcePair, startSignInStandIn, type FlowOptions, type SignInStandIn } from '../../src/local/sign-in';

/**
 * Issue "The game as a newcomer finds it": the local sign-in page follows the language the sign-in
 * started from, as Cognito's managed login does with `lang=fr`; English otherwise (Cognito's default).
 */

const WEB = 'http://127.0.0.1:3998';
const REDIRECT_URI = `${WEB}/auth-success`;
let standIn: SignInStandIn;

beforeAll(async () => {
  standIn = await startSignInStandIn({ webOrigins: [WEB] });
});
afterAll(() => standIn.stop());

const flow = (lang?: string): FlowOptions => ({ authority: standIn.url, clientId: LOCAL_CLIENT_ID, redirectUri: REDIRECT_URI, ...(lang ? { lang } : {}) });

async function pageAt(url: URL | string, init?: RequestInit): Promise<{ status: number; html: string }> {
  const res = await fetch(url, { redirect: 'manual', ...init });
  return { status: res.status, html: await res.text() };
}

/** What a person reads on a page: its title and body text, tags and hidden fields aside, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<input type="hidden"[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

/** French typography faults: a : ; ! ? without a no-break space before it, a straight apostrophe. */
function frenchTypographyFaults(text: string): string[] {
  const faults = [...text.matchAll(/(.)([:;!?])/gu)].filter(([, before]) => before !== '\u00a0' && before !== '\u202f').map(([fault]) => fault);
  if (text.includes("'")) faults.push("'");
  return faults;
}

const ENGLISH = ['Sign in', 'Your name', 'Continue with', 'Back-office groups', 'local stand-in', 'Unknown', 'registered'];

describe('the picker in the language the sign-in started from', () => {
  it('is in French for lang=fr: every text, <html lang="fr">, French typography', async () => {
    const { status, html } = await pageAt(authorizeUrl(flow('fr'), pkcePair()));
    expect(status).toBe(200);
    expect(html).toContain('<html lang="fr">');
    const text = visibleText(html);
    for (const french of ['Connexion (simulation locale)', 'Connexion', 'Continuer avec', 'Votre nom', 'Groupes du back-office (facultatif)', 'Se connecter']) {
      expect(text).toContain(french);
    }
    expect(text).toContain('Simulation locale de la page de connexion de Cognito\u00a0: rien ne quitte cette machine.');
    for (const english of ENGLISH) expect(text).not.toContain(english);
    expect(frenchTypographyFaults(text)).toEqual([]);
  });

  it('stays in French when the form comes back with a mistake, and says it in French', async () => {
    const picker = await pageAt(authorizeUrl(flow('fr'), pkcePair()));
    const form = new URLSearchParams();
    for (const [, name, value] of picker.html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) form.append(name!, value!);
    expect(form.get('lang')).toBe('fr');
    form.append('provider', 'Google');
    form.append('name', '   ');
    const { status, html } = await pageAt(`${standIn.url}/login`, { method: 'POST', body: form });
    expect(status).toBe(400);
    expect(html).toContain('<html lang="fr">');
    const text = visibleText(html);
    expect(text).toContain('Tapez un nom (de 1 à 60 caractères).');
    for (const english of ENGLISH) expect(text).not.toContain(english);
    expect(frenchTypographyFaults(text)).toEqual([]);
  });

  it('signs in all the same in French (the language is no part of the code or the tokens)', async () => {
    const back = await pickOnPage(authorizeUrl({ ...flow('fr'), state: 'st-fr' }, pkcePair()), { name: 'Ada' });
    expect(back.origin + back.pathname).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe('st-fr');
    expect(back.searchParams.get('code')).toBeTruthy();
    expect(back.searchParams.has('lang')).toBe(false);
  });

  it.each([
    ['no lang', undefined],
    ['lang=en', 'en'],
    ['a language the site does not have (lang=de)', 'de'],
  ])('is in English for %s, as Cognito\'s default', async (_, lang) => {
    const { html } = await pageAt(authorizeUrl(flow(lang), pkcePair()));
    expect(html).toContain('<html lang="en">');
    const text = visibleText(html);
    for (const english of ['Sign in (local stand-in)', 'Continue with', 'Your name', 'Back-office groups (optional)']) expect(text).toContain(english);
    expect(text).not.toContain('Connexion');
  });
});

describe('the refusals in the language of the request', () => {
  it('an unknown client, in French for lang=fr', async () => {
    const url = authorizeUrl({ ...flow('fr'), clientId: 'someone-else' }, pkcePair());
    const { status, html } = await pageAt(url);
    expect(status).toBe(400);
    expect(html).toContain('<html lang="fr">');
    const text = visibleText(html);
    expect(text).toContain('Erreur de connexion');
    expect(text).toContain('Client inconnu\u00a0: client_id n’est pas un client de ce groupe d’utilisateurs.');
    expect(frenchTypographyFaults(text)).toEqual([]);
  });

  it('an unregistered callback, in French for lang=fr', async () => {
    const { html } = await pageAt(authorizeUrl({ ...flow('fr'), redirectUri: 'https://evil.example/auth-success' }, pkcePair()));
    expect(visibleText(html)).toContain('redirect_uri n’est pas une URL de retour enregistrée pour ce client.');
  });

  it('an unregistered sign-out URL, in French for lang=fr', async () => {
    const query = new URLSearchParams({ client_id: LOCAL_CLIENT_ID, logout_uri: 'https://evil.example/logout', lang: 'fr' });
    const { status, html } = await pageAt(`${standIn.url}/logout?${query}`);
    expect(status).toBe(400);
    expect(html).toContain('<html lang="fr">');
    expect(visibleText(html)).toContain('logout_uri n’est pas une URL de déconnexion enregistrée pour ce client.');
  });

  it('in English without lang', async () => {
    const { html } = await pageAt(authorizeUrl({ ...flow(), clientId: 'someone-else' }, pkcePair()));
    expect(html).toContain('<html lang="en">');
    expect(visibleText(html)).toContain('Unknown client: client_id is not a client of this user pool.');
  });
});
