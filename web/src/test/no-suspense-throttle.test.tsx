import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { suspenseThrottlesSkipped } from './no-suspense-throttle';

/**
 * web/src/test/no-suspense-throttle.ts (docs/testing.md "Durations"): the content that replaces a
 * Suspense fallback is committed at once in the web tests, not held back for React's 300 ms.
 */
describe('the web tests without the Suspense hold', () => {
  it('commits the content that replaces a fallback through the skipped hold', async () => {
    let load!: (module: { default: () => React.JSX.Element }) => void;
    const Page = lazy(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (load = resolve)));
    const before = suspenseThrottlesSkipped();
    render(
      <Suspense fallback={<p>Loading the page</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading the page')).toBeInTheDocument();
    // As the app's pages do: the code arrives while the test waits for the page (outside act).
    setTimeout(() => load({ default: () => <h1>The page</h1> }), 0);
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(suspenseThrottlesSkipped()).toBeGreaterThan(before);
  });

  it('leaves every other timer its delay', async () => {
    const order: string[] = [];
    await new Promise<void>((done) => {
      setTimeout(() => {
        order.push('later');
        done();
      }, 30);
      setTimeout(() => order.push('sooner'), 0);
    });
    expect(order).toEqual(['sooner', 'later']);
  });
});
