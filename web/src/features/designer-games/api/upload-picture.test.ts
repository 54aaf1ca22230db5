import { describe, expect, it } from 'vitest';
import { fieldIssues } from '../components/game-form';
import { PICTURE_MAX_BYTES, pictureProblem } from './upload-picture';

describe('designer games: what the page checks before sending', () => {
  it('refuses a file that is not announced as a picture, or larger than the limit, before any upload', () => {
    expect(pictureProblem(new File(['x'], 'a.txt', { type: 'text/plain' }))).toEqual({ kind: 'wrongType' });
    expect(pictureProblem(new File(['x'], 'a.gif', { type: 'image/gif' }))).toEqual({ kind: 'wrongType' });
    const big = new File([new Uint8Array(PICTURE_MAX_BYTES + 1)], 'a.png', { type: 'image/png' });
    expect(pictureProblem(big)).toEqual({ kind: 'tooLarge' });
    expect(pictureProblem(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
  });

  it('places the API\'s issues next to their fields (body.slug.fr → slug.fr), the first per field', () => {
    const byField = fieldIssues([
      { code: 'slug_taken', path: ['body', 'slug', 'fr'], message: 'taken' },
      { code: 'too_small', path: ['body', 'title', 'en'], message: 'empty' },
      { code: 'too_big', path: ['body', 'title', 'en'], message: 'long' },
      { code: 'invalid_type', path: ['params', 'id'], message: 'not a number' },
    ]);
    expect([...byField.keys()]).toEqual(['slug.fr', 'title.en']);
    expect(byField.get('title.en')?.code).toBe('too_small');
  });
});
