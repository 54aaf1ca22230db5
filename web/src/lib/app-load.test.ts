import { afterEach, describe, expect, it } from 'vitest';
import { appLoadReached, markAppLoad, resetAppLoadForTests } from './app-load';

afterEach(() => resetAppLoadForTests());

const announced = () => {
  const states: string[] = [];
  window.addEventListener('quiz:load', (event) => states.push((event as CustomEvent<string>).detail));
  return states;
};

describe('app load states (SPEC §4: all ready once both web-app ready and DOM ready)', () => {
  it('is all ready when the app is ready after the DOM', () => {
    const states = announced();
    markAppLoad('init');
    markAppLoad('domReady');
    markAppLoad('webAppLoad');
    expect(appLoadReached('allReady')).toBe(false);
    markAppLoad('webAppReady');
    expect(states).toEqual(['init', 'domReady', 'webAppLoad', 'webAppReady', 'allReady']);
    expect(document.documentElement.dataset.appLoad).toBe('init domReady webAppLoad webAppReady allReady');
  });

  it('is all ready when the DOM is ready after the app, and not before', () => {
    const states = announced();
    markAppLoad('webAppReady');
    expect(states).toEqual(['webAppReady']);
    markAppLoad('assetsReady');
    expect(appLoadReached('allReady')).toBe(false);
    markAppLoad('domReady');
    expect(states.at(-1)).toBe('allReady');
  });

  it('announces each state once', () => {
    const states = announced();
    markAppLoad('domReady');
    markAppLoad('domReady');
    markAppLoad('webAppReady');
    markAppLoad('webAppReady');
    expect(states).toEqual(['domReady', 'webAppReady', 'allReady']);
  });
});
