import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Rules of the game screen's look that a change of game.css could undo (docs/game.md "On the
 * screen"). Each rule is read with the at-rules around it (`@media (hover: hover)` …).
 */
function rulesOf(source: string): { context: string[]; selector: string; body: string }[] {
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: { context: string[]; selector: string; body: string }[] = [];
  const context: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') {
      const head = text.slice(start, i).trim();
      const end = head.startsWith('@') ? -1 : text.indexOf('}', i);
      if (end === -1) context.push(head);
      else {
        rules.push({ context: [...context], selector: head, body: text.slice(i + 1, end) });
        i = end;
      }
      start = i + 1;
    } else if (text[i] === '}') {
      context.pop();
      start = i + 1;
    }
  }
  return rules;
}

// Read from disk: the test environment hands a stylesheet import over empty.
const css = readFileSync(path.join(path.dirname(import.meta.filename ?? ''), 'game.css'), 'utf8');
const rules = rulesOf(css);

describe('game.css: the game screen on a phone and a desktop', () => {
  it('reads the rules with their at-rules', () => {
    expect(rulesOf('@media (x) { .a { color: red; } } .b { top: 0; }')).toEqual([
      { context: ['@media (x)'], selector: '.a', body: ' color: red; ' },
      { context: [], selector: '.b', body: ' top: 0; ' },
    ]);
  });

  it('no QUIZ option looks chosen before a choice on a phone: its hover look only where a pointer hovers', () => {
    const hovers = rules.filter((rule) => /\.option:hover/.test(rule.selector));
    expect(hovers.length).toBeGreaterThan(0);
    for (const rule of hovers) expect(rule.context, rule.selector).toContain('@media (hover: hover)');
  });

  it('the References panel, scrolled to (a focus, a link), stops below the sticky game bar, as the picture does', () => {
    const margin = (selector: string) => rules.find((rule) => rule.selector.split(/,\s*/).includes(selector) && /scroll-margin-top/.test(rule.body))?.body;
    expect(margin('.game .references')).toMatch(/scroll-margin-top:\s*6\.5rem/);
    expect(margin('.game .references')).toBe(margin('.game .picture__frame'));
  });

  it('on a tall desktop the panel beside the picture stays below the sticky game bar, scrolls inside and leaves room for what follows it', () => {
    const tall = (selector: string) => rules.find((rule) => rule.selector === selector && rule.context.includes('@media (min-width: 1000px) and (min-height: 720px)') && /position:\s*sticky/.test(rule.body))?.body ?? '';
    const top = (body: string) => /(?:^|;)\s*top:\s*([^;]+);/.exec(body)?.[1];
    // As far down as the picture sticks (below the bar), never higher.
    expect(top(tall('.game__panel'))).toBe(top(tall('.game__stage')));
    expect(tall('.game__panel')).toMatch(/overflow-y:\s*auto/);
    expect(tall('.game__panel')).toMatch(/max-height:\s*calc\(100svh - 5rem - \d+rem\)/);
  });
});
