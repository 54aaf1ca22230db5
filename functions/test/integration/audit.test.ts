import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as Audit from '../../src/data/audit';
import { useIntegrationTable } from '../helpers/integration';

let audit: typeof Audit;
let send: (items: Audit.AuditEntry[]) => Promise<unknown>;

beforeAll(async () => {
  const { db } = await useIntegrationTable();
  audit = await import('../../src/data/audit');
  send = (entries) => db.send(new TransactWriteCommand({ TransactItems: entries.flatMap(audit.auditPuts) }));
});

const designer = { sub: 'sub-designer', username: 'dana' };
const admin = { sub: 'sub-admin', username: 'alex' };

describe('audit trail: who changed what and when, per target and per person', () => {
  it('lists a target\'s entries newest first, and a person\'s across targets', async () => {
    await send([
      { target: 'GAME#901', action: 'game.create', actor: designer, at: '2026-11-26T10:00:00.000Z', details: { status: 'test' } },
      { target: 'GAME#901', action: 'game.update', actor: admin, at: '2026-11-26T11:00:00.000Z', details: { fields: ['status'] } },
    ]);
    await send([{ target: 'USER#sub-player', action: 'user.grant_premium', actor: admin, at: '2026-11-26T12:00:00.000Z', details: { reason: 'contest prize' } }]);

    const ofGame = await audit.listAuditOfTarget('GAME#901');
    expect(ofGame.map((entry) => [entry.action, entry.actor.username])).toEqual([['game.update', 'alex'], ['game.create', 'dana']]);
    expect(ofGame[0]).toEqual({ target: 'GAME#901', action: 'game.update', actor: admin, at: '2026-11-26T11:00:00.000Z', details: { fields: ['status'] } });

    const byAdmin = await audit.listAuditOfActor(admin.sub);
    expect(byAdmin.map((entry) => entry.target)).toEqual(['USER#sub-player', 'GAME#901']);
    expect(await audit.listAuditOfActor('nobody')).toEqual([]);
  });

  it('two changes at the same millisecond keep both entries', async () => {
    const at = '2026-11-26T13:00:00.000Z';
    await send([
      { target: 'GAME#902', action: 'reference.update', actor: designer, at, details: { ref: 'a' } },
      { target: 'GAME#902', action: 'reference.update', actor: designer, at, details: { ref: 'b' } },
    ]);
    expect((await audit.listAuditOfTarget('GAME#902')).map((entry) => entry.details.ref).sort()).toEqual(['a', 'b']);
  });
});
