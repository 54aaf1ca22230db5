import { describe, expect, it } from 'vitest';
import type { PageBlock } from '@quiz/shared';
import { fromEditable, parseInlines, toEditable } from './blocks';

describe('page blocks as the admin edits them (text with [text](address) links, lists one item per line)', () => {
  it.each<PageBlock>([
    { kind: 'heading', text: 'Who we are' },
    { kind: 'paragraph', content: ['Write to ', { text: 'us', href: 'mailto:hello@example.com' }, ' or read the ', { text: 'terms', href: '/en/terms-of-use' }, '.'] },
    { kind: 'list', items: [['One'], [{ text: 'Two', href: 'https://example.com' }]] },
  ])('keeps a %s block as it was through the editor', (block) => {
    expect(fromEditable(toEditable(block))).toEqual(block);
  });

  it('reads links anywhere in a line and drops empty pieces', () => {
    expect(parseInlines('[a](/en) b [c](/fr)')).toEqual([{ text: 'a', href: '/en' }, ' b ', { text: 'c', href: '/fr' }]);
  });

  it('leaves an empty block out, and blank lines out of a list', () => {
    expect(fromEditable({ kind: 'paragraph', text: '  ' })).toBeNull();
    expect(fromEditable({ kind: 'list', text: 'a\n\nb' })).toEqual({ kind: 'list', items: [['a'], ['b']] });
  });

  it('keeps a picture block with its alt texts; one without a picture is empty; alt texts trimmed', () => {
    const image = { src: '/images/0123456789abcdef.png', width: 800, height: 500 };
    const block: PageBlock = { kind: 'image', image, alt: { en: 'The team', fr: 'L’équipe' } };
    expect(fromEditable(toEditable(block))).toEqual(block);
    expect(fromEditable({ kind: 'image', text: '' })).toBeNull();
    expect(fromEditable({ kind: 'image', text: '', image, alt: { en: ' The team ', fr: '' } })).toEqual({ kind: 'image', image, alt: { en: 'The team', fr: '' } });
  });
});
