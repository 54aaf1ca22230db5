import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

/**
 * web/src/test/element-error.ts (docs/testing.md "Durations"): a failed query still shows the page in
 * its message, but prints it only when the message is read, not at each retry of a findBy* or waitFor.
 */
describe('a failed query of the web tests', () => {
  function failedQuery(): Error {
    render(
      <main>
        <button type="button">Play the quiz</button>
      </main>,
    );
    try {
      screen.getByRole('button', { name: 'Nowhere' });
    } catch (error) {
      return error as Error;
    }
    throw new Error('the query found a button it should not have');
  }

  it('prints the page only when its message is read', () => {
    const error = failedQuery();
    expect(Object.getOwnPropertyDescriptor(error, 'message')?.get).toBeTypeOf('function');
  });

  it('says what was not found, and shows the page as Testing Library does', () => {
    const error = failedQuery();
    expect(error.name).toBe('TestingLibraryElementError');
    expect(error.message).toContain('Unable to find an accessible element with the role "button" and name "Nowhere"');
    expect(error.message).toContain('Ignored nodes: comments, script, style');
    expect(error.message).toMatch(/<button[\s\S]*Play the quiz/);
  });

  it('keeps the page of the failure, once read', () => {
    const error = failedQuery();
    const first = error.message;
    document.body.replaceChildren();
    expect(error.message).toBe(first);
  });
});
