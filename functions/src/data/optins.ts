import { GetCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { consentSchema, LOCALES, OPTINS, TABLE, type Consent } from '@quiz/shared';
import * as z from 'zod/mini';
import { db, queryAll, tableName } from './client';
import { transactWriteOnce } from './idempotent';
import { keys } from './keys';

/**
 * Opt-ins and the messenger binding (access pattern 18, docs/adr/0033-qr-links-and-opt-ins.md
 *), in the player's own partition `USER#{sub}`: the current state of each consent
 * (`CONSENT#{optin}`), the ledger of every change (`CONSENTLOG#{subject}#{at}#{id}`, never
 * overwritten) and the binding (`MESSENGER`).
 */

/** One change, as the ledger keeps it: a consent given or withdrawn (with its words), or a binding made or removed. */
export const consentLogItemSchema = z.object({
  subject: z.union([z.enum(OPTINS), z.literal('messenger')]),
  action: z.enum(['given', 'withdrawn', 'bound', 'unbound']),
  at: z.iso.datetime(),
  locale: z.optional(z.enum(LOCALES)),
  version: z.optional(z.int()),
  text: z.optional(z.string()),
  /** For a binding: the SHA-256 (hex) of the token the messenger gave, never the token. */
  tokenDigest: z.optional(z.string()),
});
export type ConsentLogItem = z.infer<typeof consentLogItemSchema>;

const bindingItemSchema = z.object({ boundAt: z.iso.datetime(), tokenDigest: z.string() });
export type MessengerBindingItem = z.infer<typeof bindingItemSchema>;

const ledgerPut = (sub: string, entry: ConsentLogItem, id: string) => ({
  Put: {
    TableName: tableName(),
    Item: { ...keys.consentLogEntry(sub, entry.subject, entry.at, id), ...entry },
    // A ledger entry is written once: a repeated id could never replace the proof of another change.
    ConditionExpression: 'attribute_not_exists(#pk)',
    ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
  },
});

/**
 * Access pattern 18: record a consent change — its ledger entry and the consent as it now stands, in
 * one transaction (neither without the other).
 */
export async function writeConsent(sub: string, consent: Consent, entryId: string): Promise<void> {
  const entry: ConsentLogItem = {
    subject: consent.optin, action: consent.given ? 'given' : 'withdrawn', at: consent.at,
    locale: consent.locale, version: consent.version, text: consent.text,
  };
  const input: TransactWriteCommandInput = {
    TransactItems: [
      ledgerPut(sub, entry, entryId),
      { Put: { TableName: tableName(), Item: { ...keys.consent(sub, consent.optin), ...consent } } },
    ],
  };
  await transactWriteOnce(input);
}

/** Access pattern 18: the player's consents as they stand (one small Query of their partition). */
export async function listConsents(sub: string): Promise<Consent[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
    ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#sk': TABLE.sortKey },
    ExpressionAttributeValues: { ':pk': keys.userPk(sub), ':prefix': keys.consentsPrefix },
    ConsistentRead: true,
  });
  return items.map((item) => consentSchema.parse(item));
}

/** Access pattern 18: the ledger of one subject (an opt-in or `messenger`), oldest first. */
export async function listConsentLog(sub: string, subject?: string): Promise<ConsentLogItem[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
    ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#sk': TABLE.sortKey },
    ExpressionAttributeValues: { ':pk': keys.userPk(sub), ':prefix': subject ? `${keys.consentLogPrefix}${subject}#` : keys.consentLogPrefix },
    ConsistentRead: true,
  });
  return items.map((item) => consentLogItemSchema.parse(item));
}

/** Access pattern 18: the player's messenger binding, if any. */
export async function getMessengerBinding(sub: string): Promise<MessengerBindingItem | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.messengerBinding(sub), ConsistentRead: true }));
  return Item ? bindingItemSchema.parse(Item) : undefined;
}

/** Access pattern 18: bind (or bind again: the new token replaces the old) with its ledger entry. */
export async function writeMessengerBinding(sub: string, binding: MessengerBindingItem, entryId: string): Promise<void> {
  await transactWriteOnce({
      TransactItems: [
        ledgerPut(sub, { subject: 'messenger', action: 'bound', at: binding.boundAt, tokenDigest: binding.tokenDigest }, entryId),
        { Put: { TableName: tableName(), Item: { ...keys.messengerBinding(sub), ...binding } } },
      ],
    });
}

/**
 * Access pattern 18: remove the binding with its ledger entry; false when there was none (nothing is
 * written then: the Delete's condition fails the whole transaction).
 */
export async function removeMessengerBinding(sub: string, at: string, entryId: string): Promise<boolean> {
  try {
    await transactWriteOnce({
        TransactItems: [
          ledgerPut(sub, { subject: 'messenger', action: 'unbound', at }, entryId),
          {
            Delete: {
              TableName: tableName(),
              Key: keys.messengerBinding(sub),
              ConditionExpression: 'attribute_exists(#pk)',
              ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
            },
          },
        ],
      });
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'TransactionCanceledException') return false;
    throw error;
  }
}
