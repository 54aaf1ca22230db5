import type { PageBlock, PageImage, PageInline } from '@quiz/shared';

/**
 * A page's blocks as the editor shows them (docs/back-office.md "Pages (admin)"): one
 * text per block, a link written `[text](address)`, a list one item per line. Plain text both ways,
 * so that an admin edits a page with text fields, and the server's schema still checks every link.
 * A picture block holds the uploaded picture and what it shows in each language.
 */
export type BlockKind = PageBlock['kind'];
export interface EditableBlock {
  kind: BlockKind;
  text: string;
  /** `image` blocks: the published picture (from the upload), and its alt text in both languages. */
  image?: PageImage;
  alt?: { en: string; fr: string };
}

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

const inlineText = (content: readonly PageInline[]) => content.map((part) => (typeof part === 'string' ? part : `[${part.text}](${part.href})`)).join('');

export function toEditable(block: PageBlock): EditableBlock {
  switch (block.kind) {
    case 'heading':
      return { kind: 'heading', text: block.text };
    case 'paragraph':
      return { kind: 'paragraph', text: inlineText(block.content) };
    case 'list':
      return { kind: 'list', text: block.items.map(inlineText).join('\n') };
    case 'image':
      return { kind: 'image', text: '', image: block.image, alt: { ...block.alt } };
  }
}

/** A line of text with its links, as inlines (empty pieces dropped). */
export function parseInlines(text: string): PageInline[] {
  const parts: PageInline[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ text: match[1]!, href: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts.filter((part) => typeof part !== 'string' || part.trim() !== '');
}

/** The block an editable one stands for; an empty one is left out. */
export function fromEditable({ kind, text, image, alt }: EditableBlock): PageBlock | null {
  // A picture block without a picture is an empty block; its alt texts go as typed (trimmed), so
  // that a missing one is the server's 400 naming `…alt.fr` (the form asks for both first).
  if (kind === 'image') return image ? { kind, image, alt: { en: (alt?.en ?? '').trim(), fr: (alt?.fr ?? '').trim() } } : null;
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (kind === 'heading') return { kind, text: trimmed };
  if (kind === 'paragraph') return { kind, content: parseInlines(trimmed) };
  const items = trimmed.split('\n').map((line) => parseInlines(line.trim())).filter((item) => item.length > 0);
  return { kind, items };
}
