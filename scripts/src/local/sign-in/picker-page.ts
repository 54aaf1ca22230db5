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

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
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
  error?: string;
}

/**
 * The local hosted UI: pick Google, Facebook or Apple, type a name, tick back-office groups. Field
 * names (`provider`, `name`, `groups`) are part of the stand-in's contract: tests post them directly.
 */
export function pickerPage(input: PickerPageInput): string {
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
  const error = input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : '';
  return page(
    'Sign in (local stand-in)',
    `<h1>Sign in</h1>
<p class="note">Local stand-in of the Cognito hosted UI: nothing leaves this machine. The same provider and
name always make the same player.</p>
${error}
<form method="post" action="/login">
${hidden}
<fieldset><legend>Continue with</legend>
${providers}
</fieldset>
<label for="name">Your name</label>
<input type="text" id="name" name="name" value="${escapeHtml(input.name ?? '')}" maxlength="${MAX_NAME_LENGTH}" required autofocus autocomplete="off">
<fieldset><legend>Back-office groups (optional)</legend>
${groups}
</fieldset>
<button type="submit">Sign in</button>
</form>`,
  );
}

/** A refusal shown instead of redirecting (an unknown client or an unregistered return URL). */
export function errorPage(message: string): string {
  return page('Sign-in error', `<h1>Sign-in error</h1><p class="error" role="alert">${escapeHtml(message)}</p>`);
}
