import { getConfig, prettyDOM } from '@testing-library/react';

/**
 * Testing Library's own error, with the page printed only when the message is read. A findBy* or a
 * waitFor retries its query at every change of the page, and each failed try built this error with the
 * whole page printed (about a tenth of the web tests' CPU, docs/testing.md "Durations"), though only the
 * last one, when the test fails, is ever shown; vitest reads the message when the test fails, before the
 * page is cleaned up.
 */
export function elementErrorWithLazyDom(message: string | null, container: Element): Error {
  const error = new Error(message ?? '');
  error.name = 'TestingLibraryElementError';
  let full: string | undefined;
  Object.defineProperty(error, 'message', {
    get: () => (full ??= [message, `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`].filter(Boolean).join('\n\n')),
    configurable: true,
  });
  return error;
}
