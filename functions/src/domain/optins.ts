import { createHash, randomUUID } from 'node:crypto';
import { isOptin, OPTIN_TEXT_DIGESTS, OPTINS, type Consent, type MessengerResponse, type OptinBody, type OptinsResponse } from '@quiz/shared';
import { getMessengerBinding, listConsents, removeMessengerBinding, writeConsent, writeMessengerBinding } from '../data/optins';
import { RuleError } from '../lib/errors';
import { withinRate } from './rate-limit';

/**
 * Opt-ins and the messenger binding (docs/adr/0033-qr-links-and-opt-ins.md): a
 * signed-in player gives or withdraws a consent; each change is kept in the ledger with its date, its
 * language and the exact words shown, and the consent as it stands is what the menu reads.
 */

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The consent a change makes, or why it is refused: an opt-in that does not exist (400 naming it),
 * or words that are not the ones we published for that language and version (the record must prove
 * what the player read, so a text we never showed is not recorded). Pure: the clock is passed in.
 */
export function consentOf(optin: string, body: OptinBody, now: Date): Consent {
  if (!isOptin(optin)) {
    throw new RuleError('unknown_optin', `Unknown opt-in "${optin}": the opt-ins are ${OPTINS.join(', ')}`);
  }
  const digest = OPTIN_TEXT_DIGESTS[optin][body.locale][body.version];
  if (digest === undefined || digest !== sha256(body.text)) {
    throw new RuleError('optin_text_unknown', `The text of "${optin}" (${body.locale}, version ${body.version}) is not one we published`);
  }
  return { optin, given: body.given, at: now.toISOString(), locale: body.locale, version: body.version, text: body.text };
}

/** POST /api/optin/{optin}: records the change (ledger and current state together). */
export async function changeConsent(sub: string, optin: string, body: OptinBody, now = new Date()): Promise<Consent> {
  const consent = consentOf(optin, body, now);
  await withinRate('consentChanges', { rateKeys: [`sub:${sub}`] }, now.getTime());
  await writeConsent(sub, consent, randomUUID());
  return consent;
}

/** GET /api/optins: the player's consents, in the order of OPTINS, and their binding. */
export async function listOptins(sub: string): Promise<OptinsResponse> {
  const [consents, binding] = await Promise.all([listConsents(sub), getMessengerBinding(sub)]);
  consents.sort((a, b) => OPTINS.indexOf(a.optin) - OPTINS.indexOf(b.optin));
  return { consents, messenger: binding ? { boundAt: binding.boundAt } : null };
}

/**
 * POST /api/messenger/bind: the messenger's token is a secret that links this account to a
 * conversation; only its SHA-256 is kept (enough to recognise it again), never the token.
 */
export async function bindMessenger(sub: string, token: string, now = new Date()): Promise<MessengerResponse> {
  await withinRate('consentChanges', { rateKeys: [`sub:${sub}`] }, now.getTime());
  const boundAt = now.toISOString();
  await writeMessengerBinding(sub, { boundAt, tokenDigest: sha256(token) }, randomUUID());
  return { messenger: { boundAt } };
}

/** DELETE /api/messenger/bind: removes the binding; none to remove is the same answer (and no ledger entry). */
export async function unbindMessenger(sub: string, now = new Date()): Promise<MessengerResponse> {
  await withinRate('consentChanges', { rateKeys: [`sub:${sub}`] }, now.getTime());
  await removeMessengerBinding(sub, now.toISOString(), randomUUID());
  return { messenger: null };
}
