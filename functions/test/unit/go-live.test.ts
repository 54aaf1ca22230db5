import { describe, expect, it } from 'vitest';
import { goLiveIssues } from '../../src/domain/go-live';

const complete = {
  id: 'r01', type: 'classic', zone: { kind: 'rect', x: 0.1, y: 0.1, w: 0.2, h: 0.2 }, response: 'w',
  hints: { main: { en: 'a', fr: 'b' }, backup: { en: 'c', fr: 'd' } },
  choices: { en: ['A', 'B', 'C'], fr: ['A', 'B', 'C'] },
};
const response = { id: 'w', theme: 'movie', titles: { en: ['W'], fr: ['V'] }, aliases: { en: [], fr: [] } };
const picture = { image: { src: '/images/abc.png' } };
const paths = (issues: { path: unknown[] }[]) => issues.map((i) => i.path.join('.'));

describe('go-live completeness', () => {
  it('a game with a picture and complete references in both languages may go live', () => {
    expect(goLiveIssues(picture, [complete], new Map([['w', response]]))).toEqual([]);
  });

  it('needs a picture and at least one reference', () => {
    expect(paths(goLiveIssues({}, [], new Map()))).toEqual(['image', 'references']);
  });

  it.each([
    ['a French hint', { ...complete, hints: { ...complete.hints, backup: { en: 'c', fr: '' } } }, 'references.r01.hints.backup.fr'],
    ['three French choices', { ...complete, choices: { en: ['A', 'B', 'C'], fr: ['A'] } }, 'references.r01.choices.fr'],
    ['a zone on a classic reference', { ...complete, zone: null }, 'references.r01.zone'],
    ['a response', { ...complete, response: '' }, 'references.r01.response'],
  ])('lists a reference lacking %s', (_, ref, path) => {
    expect(paths(goLiveIssues(picture, [ref], new Map([['w', response]])))).toContain(path);
  });

  it('lists a response without an English title, or that does not exist', () => {
    expect(paths(goLiveIssues(picture, [complete], new Map([['w', { ...response, titles: { en: [], fr: ['V'] } }]])))).toEqual(['references.r01.response.titles.en']);
    expect(paths(goLiveIssues(picture, [complete], new Map()))).toEqual(['references.r01.response']);
  });
});
