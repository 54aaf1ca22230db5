import { describe, expect, it } from 'vitest';
import { missingFeatures } from './browser-support';

describe('old browser (SPEC §8)', () => {
  it('names nothing missing in a browser that can play', () => {
    class Dialog {
      showModal() {}
    }
    const modern = { HTMLDialogElement: Dialog, structuredClone: () => null, Intl, fetch: () => null, AbortController } as unknown as typeof globalThis;
    expect(missingFeatures(modern)).toEqual([]);
  });

  it('names what a browser lacks (native dialogs, structuredClone)', () => {
    const old = { HTMLDialogElement: class {}, Intl, fetch: () => null, AbortController } as unknown as typeof globalThis;
    expect(missingFeatures(old)).toEqual(['dialog', 'structuredClone']);
  });
});
