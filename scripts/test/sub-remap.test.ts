import { describe, expect, it } from 'vitest';
import { withNewSubs } from '../src/restore/sub-remap';

/** The remap's replacement (docs/operating.md "Restore"): exact subs only, at any depth. */
const OLD = '0a1b2c3d-0000-4000-8000-00000000000a';
const NEW = 'f9e8d7c6-1111-4111-8111-11111111111f';
const OTHER = '22222222-2222-4222-8222-222222222222';

describe('withNewSubs', () => {
  it('replaces an old sub wherever it appears in a string: a key, a prefix, a rank key, a value', () => {
    expect(withNewSubs({ pk: `USER#${OLD}`, gsi1sk: `000125#000061000#2026-04-02T00:00:00.000Z#${OLD}`, owner: `sub:${OLD}` }, { [OLD]: NEW }))
      .toEqual({ pk: `USER#${NEW}`, gsi1sk: `000125#000061000#2026-04-02T00:00:00.000Z#${NEW}`, owner: `sub:${NEW}` });
  });

  it('goes into lists, maps and sets, and leaves numbers, booleans and binary alone', () => {
    const bytes = new Uint8Array([1, 2, 3]);
    expect(withNewSubs({ list: [OLD, { actor: { sub: OLD } }], set: new Set([OLD, 'x']), n: 3, ok: true, bytes }, { [OLD]: NEW }))
      .toEqual({ list: [NEW, { actor: { sub: NEW } }], set: new Set([NEW, 'x']), n: 3, ok: true, bytes });
  });

  it('leaves a UUID that is no old sub (a play id, another user) as it is', () => {
    expect(withNewSubs({ pk: `PLAY#${OTHER}`, sub: OTHER }, { [OLD]: NEW })).toEqual({ pk: `PLAY#${OTHER}`, sub: OTHER });
  });
});
