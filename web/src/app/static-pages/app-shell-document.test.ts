import { describe, expect, it } from 'vitest';
import { staticSiteInput } from '../../test/fixtures';
import { appShellDocument } from './render';

/** The app's index.html as Vite writes it: the module scripts first in the head, then the styles. */
const viteShell = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Picture Quiz</title>
    <script type="module" crossorigin src="/assets/react-1.js"></script>
    <script type="module" crossorigin src="/assets/app-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/app-1.css">
  </head>
  <body>
    <div id="root"></div>
    <script nomodule src="/old-browser.js"></script>
  </body>
</html>`;

const headOrder = (html: string) =>
  [...new DOMParser().parseFromString(html, 'text/html').head.children].flatMap((element) => {
    const address = element.getAttribute('src') ?? (element.matches('link[rel="stylesheet"], link[rel="preload"]') ? element.getAttribute('href') : null);
    return address ? [address] : [];
  });

describe('docs/adr/0007-web-app-weight-by-splitting.md: a pre-rendered app page asks for its styles and its picture before the app\'s code', () => {
  const html = appShellDocument(
    staticSiteInput({ appShell: viteShell }),
    { locale: 'fr', title: 'Quiz n° 1', description: 'Une scène.', alternates: { fr: '/quiz/fr/une-scene' }, preloadImage: '/images/scene.svg' },
    '<main>intro</main>',
    ['/assets/quiz-route.css'],
  );

  it('puts the module scripts last in the head, after the stylesheets and the picture\'s preload', () => {
    expect(headOrder(html)).toEqual(['/assets/app-1.css', '/images/scene.svg', '/assets/quiz-route.css', '/assets/react-1.js', '/assets/app-1.js']);
  });

  it('keeps each script once, in its order, the old browsers\' one in the body, and the page\'s content in #root', () => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect([...doc.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'))).toEqual(['/assets/react-1.js', '/assets/app-1.js']);
    expect(doc.body.querySelector('script[nomodule]')?.getAttribute('src')).toBe('/old-browser.js');
    expect(doc.getElementById('root')?.innerHTML).toBe('<main>intro</main>');
    expect(doc.documentElement.lang).toBe('fr');
  });
});
