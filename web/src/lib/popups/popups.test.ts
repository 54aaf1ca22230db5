import { DEFAULT_POPUPS, type PopupCatalogue } from '@quiz/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAllPopups, paidOverPath, setPopupLoaderForTests, triggerPopup } from './popups';

/** The popups are data read from GET /api/popups at the first trigger, not code in the page. */
afterEach(() => {
  closeAllPopups();
  for (const name of ['popup_pay', 'triggers_popup_until_paid']) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

const edited: PopupCatalogue = {
  ...DEFAULT_POPUPS,
  popups: DEFAULT_POPUPS.popups.map((popup) => (popup.id === 'purchase_intent_en' ? { ...popup, title: 'Edited by the admin' } : popup)),
};

describe('the popups\' data (popups an admin edits, without a redeploy)', () => {
  it('is read once, at the first trigger, and what the admin saved is what shows', async () => {
    const loader = vi.fn(() => Promise.resolve(edited));
    setPopupLoaderForTests(loader);
    expect(loader).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([triggerPopup('purchase_intent'), paidOverPath('fr')]);
    expect(first).toBe(true);
    expect(second).toBe('/fr/fin-du-premium');
    expect(loader).toHaveBeenCalledTimes(1);
    await triggerPopup('undefined_event');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('a failed read shows no popup (the caller follows its link), and the next trigger reads again', async () => {
    const loader = vi.fn<() => Promise<PopupCatalogue>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(DEFAULT_POPUPS);
    setPopupLoaderForTests(loader);
    expect(await triggerPopup('purchase_intent')).toBe(false);
    expect(await paidOverPath('en')).toBe('/en/premium-over');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('an answer that is not a catalogue is ignored as a failed read', async () => {
    setPopupLoaderForTests(() => Promise.resolve({ error: 'x' } as unknown as PopupCatalogue));
    expect(await triggerPopup('purchase_intent')).toBe(false);
    expect(await paidOverPath('en')).toBeNull();
  });
});
