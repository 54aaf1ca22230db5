import { LOCALES, type Locale } from '@quiz/shared';
import { MAX_NAME_LENGTH, PROVIDER_NAMES, PROVIDERS, ROLE_GROUPS, type ProviderName, type RoleGroup } from './people';

/** Escapes text for HTML content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
  body { font: 16px/1.4 system-ui, sans-serif; background: #f4f1ea; color: #222; margin: 0; }
  main { max-width: 26rem; margin: 3rem auto; background: #fff; border-radius: 12px; padding: 1.5rem 2rem;
         box-shadow: 0 2px 12px rgb(0 0 0 / 0.12); }
  h1 { font-size: 1.3rem; margin: 0 0 0.25rem; }
  p.note { color: #666; font-size: 0.85rem; margin-top: 0; }
  fieldset { border: 1px solid #ddd; border-radius: 8px; margin: 1rem 0; }
  label { display: block; margin: 0.35rem 0; }
  input[type=text] { width: 100%; box-sizing: border-box; padding: 0.5rem; font-size: 1rem; }
  button { width: 100%; padding: 0.7rem; font-size: 1rem; border: 0; border-radius: 8px; background: #1f5fbf; color: #fff; cursor: pointer; }
  .error { background: #fde8e8; color: #8a1414; padding: 0.5rem 0.75rem; border-radius: 6px; }
`;

/**
 * The language of a page, one of the web app's: the authorize request's `lang`, which Cognito's
 * managed login reads too (`lang=fr`) and the web app sends from the page the sign-in started on;
 * English otherwise, as Cognito's default.
 */
export function pageLocale(lang: unknown): Locale {
  return LOCALES.find((locale) => locale === lang) ?? 'en';
}

/** Why a request gets an error page instead of a redirect (no open redirect, no guessing). */
export type Refusal = 'unknownClient' | 'unregisteredCallback' | 'unregisteredLogout' | 'repeatedParameter';

/** Why the picker's form is shown again. */
export type PickerError = { kind: 'noProvider' } | { kind: 'noName' } | { kind: 'unknownGroup'; group: string };

// French typography: ’ for the apostrophe, a no-break space (U+00A0) before : ; ! ?
const TEXTS = {
  en: {
    title: 'Sign in (local stand-in)',
    heading: 'Sign in',
    note: 'Local stand-in of the Cognito hosted UI: nothing leaves this machine. The same provider and name always make the same player.',
    continueWith: 'Continue with',
    name: 'Your name',
    groups: 'Back-office groups (optional)',
    submit: 'Sign in',
    errorTitle: 'Sign-in error',
    picker: {
      noProvider: () => 'Pick Google, Facebook or Apple.',
      noName: () => `Type a name (1 to ${MAX_NAME_LENGTH} characters).`,
      unknownGroup: (group: string) => `Unknown group ${group}.`,
    },
    refusals: {
      unknownClient: 'Unknown client: client_id is not a client of this user pool.',
      unregisteredCallback: 'redirect_uri is not a registered callback URL of this client.',
      unregisteredLogout: 'logout_uri is not a registered sign-out URL of this client.',
      repeatedParameter: 'Repeated parameters are not accepted.',
    },
  },
  fr: {
    title: 'Connexion (simulation locale)',
    heading: 'Connexion',
    note: 'Simulation locale de la page de connexion de Cognito\u00a0: rien ne quitte cette machine. Le même fournisseur et le même nom donnent toujours le même joueur.',
    continueWith: 'Continuer avec',
    name: 'Votre nom',
    groups: 'Groupes du back-office (facultatif)',
    submit: 'Se connecter',
    errorTitle: 'Erreur de connexion',
    picker: {
      noProvider: () => 'Choisissez Google, Facebook ou Apple.',
      noName: () => `Tapez un nom (de 1 à ${MAX_NAME_LENGTH} caractères).`,
      unknownGroup: (group: string) => `Groupe inconnu\u00a0: ${group}.`,
    },
    refusals: {
      unknownClient: 'Client inconnu\u00a0: client_id n’est pas un client de ce groupe d’utilisateurs.',
      unregisteredCallback: 'redirect_uri n’est pas une URL de retour enregistrée pour ce client.',
      unregisteredLogout: 'logout_uri n’est pas une URL de déconnexion enregistrée pour ce client.',
      repeatedParameter: 'Les paramètres répétés ne sont pas acceptés.',
    },
  },
} satisfies Record<Locale, unknown>;

function pickerErrorText(error: PickerError, locale: Locale): string {
  const texts = TEXTS[locale].picker;
  return error.kind === 'unknownGroup' ? texts.unknownGroup(error.group) : texts[error.kind]();
}

function page(locale: Locale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

export interface PickerPageInput {
  /** The OAuth parameters of the authorize request, carried to POST /login in hidden fields. */
  oauth: Record<string, string>;
  provider?: ProviderName;
  /** Only this provider can be picked (the request named it with `identity_provider`). */
  lockedProvider?: ProviderName;
  name?: string;
  groups?: readonly RoleGroup[];
  error?: PickerError;
  locale: Locale;
}

/**
 * The local hosted UI: pick Google, Facebook or Apple, type a name, tick back-office groups. Field
 * names (`provider`, `name`, `groups`) are part of the stand-in's contract: tests post them directly.
 */
export function pickerPage(input: PickerPageInput): string {
  const text = TEXTS[input.locale];
  const hidden = Object.entries(input.oauth)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('\n');
  const selected = input.lockedProvider ?? input.provider ?? PROVIDER_NAMES[0];
  const providers = (input.lockedProvider ? [input.lockedProvider] : PROVIDER_NAMES)
    .map((p) => {
      const checked = selected === p ? ' checked' : '';
      return `<label><input type="radio" name="provider" value="${p}"${checked} required> ${escapeHtml(PROVIDERS[p].label)}</label>`;
    })
    .join('\n');
  const groups = ROLE_GROUPS.map((g) => {
    const checked = input.groups?.includes(g) ? ' checked' : '';
    return `<label><input type="checkbox" name="groups" value="${g}"${checked}> ${g}</label>`;
  }).join('\n');
  const error = input.error ? `<p class="error" role="alert">${escapeHtml(pickerErrorText(input.error, input.locale))}</p>` : '';
  return page(
    input.locale,
    text.title,
    `<h1>${escapeHtml(text.heading)}</h1>
<p class="note">${escapeHtml(text.note)}</p>
${error}
<form method="post" action="/login">
${hidden}
<fieldset><legend>${escapeHtml(text.continueWith)}</legend>
${providers}
</fieldset>
<label for="name">${escapeHtml(text.name)}</label>
<input type="text" id="name" name="name" value="${escapeHtml(input.name ?? '')}" maxlength="${MAX_NAME_LENGTH}" required autofocus autocomplete="off">
<fieldset><legend>${escapeHtml(text.groups)}</legend>
${groups}
</fieldset>
<button type="submit">${escapeHtml(text.submit)}</button>
</form>`,
  );
}

/** A refusal shown instead of redirecting (an unknown client or an unregistered return URL). */
export function errorPage(refusal: Refusal, locale: Locale): string {
  const text = TEXTS[locale];
  return page(locale, text.errorTitle, `<h1>${escapeHtml(text.errorTitle)}</h1><p class="error" role="alert">${escapeHtml(text.refusals[refusal])}</p>`);
}
