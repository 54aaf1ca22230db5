import { BACK_OFFICE_ERROR_CODES, ERROR_CODES, LOCALES, type Locale } from '@quiz/shared';
import { describe, expect, it } from 'vitest';
import { backOfficeCatalogueLoaders } from '../locales/back-office-catalogues';
import { catalogueLoaders } from '../locales/catalogues';
import { i18n } from './i18n';

type Namespaces = Record<string, Record<string, unknown>>;

/** Every namespace of every bundle, as each language's chunks hold them, a namespace's keys from all bundles (as i18n merges them). */
async function catalogueOf(locale: Locale, bundles = [...Object.values(catalogueLoaders), ...Object.values(backOfficeCatalogueLoaders)]): Promise<Namespaces> {
  const loaded = (await Promise.all(bundles.map((loaders) => loaders[locale]()))) as Namespaces[];
  const merged: Namespaces = {};
  for (const bundle of loaded) for (const [ns, texts] of Object.entries(bundle)) merged[ns] = { ...merged[ns], ...texts };
  return merged;
}
const resources = { en: await catalogueOf('en'), fr: await catalogueOf('fr') };
const namespaces = Object.keys(resources.en);

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf of a catalogue as a dotted key, with its value. */
function leaves(node: unknown, prefix = ''): [string, unknown][] {
  if (typeof node !== 'object' || node === null) return [[prefix, node]];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

describe('catalogues', () => {
  it.each(namespaces)('en and fr have exactly the same keys in %s', (ns) => {
    const en = leaves(resources.en[ns]).map(([key]) => key).sort();
    const fr = leaves(resources.fr[ns]).map(([key]) => key).sort();
    expect(fr).toEqual(en);
  });

  it.each(LOCALES.flatMap((lng) => namespaces.map((ns) => [lng, ns] as const)))(
    '%s/%s has no empty or non-string text',
    (lng, ns) => {
      for (const [key, value] of leaves(resources[lng][ns])) {
        expect(typeof value, `${lng}/${ns}:${key}`).toBe('string');
        expect((value as string).trim(), `${lng}/${ns}:${key}`).not.toBe('');
      }
    },
  );

  it.each(LOCALES)('%s has the one and other forms of every plural', (lng) => {
    for (const ns of namespaces) {
      const keys = new Set(leaves(resources[lng][ns]).map(([key]) => key));
      for (const key of keys) {
        const base = key.replace(PLURAL_SUFFIX, '');
        if (base === key) continue;
        expect(keys.has(`${base}_one`) && keys.has(`${base}_other`), `${lng}/${ns}:${base}`).toBe(true);
      }
    }
  });

  it.each(LOCALES)('%s translates every API error code and the client ones', (lng) => {
    for (const code of [...ERROR_CODES, 'network_error', 'invalid_response', 'session_expired']) {
      expect(Object.keys(resources[lng].errors as object)).toContain(code);
    }
  });

  it.each(LOCALES)('%s: the player\'s pages carry no back-office error text; the desk\'s texts bring them all', async (lng) => {
    const player = await catalogueOf(lng, Object.values(catalogueLoaders));
    const desk = await backOfficeCatalogueLoaders.desk[lng]();
    const playerCodes = Object.keys(player.errors ?? {});
    for (const code of BACK_OFFICE_ERROR_CODES) {
      expect(playerCodes).not.toContain(code);
      expect(Object.keys(desk.errors)).toContain(code);
    }
    expect(playerCodes.sort()).toEqual(
      [...ERROR_CODES.filter((code) => !(BACK_OFFICE_ERROR_CODES as readonly string[]).includes(code)), 'network_error', 'invalid_response', 'session_expired'].sort(),
    );
  });

  it('interpolates and pluralises in both languages', () => {
    expect(i18n.getFixedT('en', 'home')('card.refs', { count: 1 })).toBe('1 reference');
    expect(i18n.getFixedT('en', 'home')('card.refs', { count: 12 })).toBe('12 references');
    expect(i18n.getFixedT('fr', 'home')('card.refs', { count: 0 })).toBe('0 référence');
    expect(i18n.getFixedT('fr', 'home')('card.refs', { count: 12 })).toBe('12 références');
  });
});
