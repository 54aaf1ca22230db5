import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { HowToPlay } from './how-to-play';

/** i18n's bundles load asynchronously in the page; the tests read the catalogues already in memory. */
describe('how to play: one for each mode SPEC §2 names (QUIZ, FREE, SCENE)', () => {
  it.each([
    ['en', 'How to play: Classic', 'How to play: Scene', 'What counts as right', /one swap of two neighbouring letters in a 4-letter word/],
    ['fr', 'Comment jouer : Classique', 'Comment jouer : Scène', 'Ce qui compte comme juste', /une inversion de deux lettres voisines dans un mot de 4 lettres/],
  ] as const)('%s: the FREE how-to says exactly what the answer reading forgives, and carries the SCENE one (the whole picture)', async (locale, title, scene, forgiven, swap) => {
    renderUi(<HowToPlay mode="FREE" onBack={vi.fn()} starting={false} />, { locale });
    expect(await screen.findByRole('heading', { level: 1, name: title.replace(' : ', '\u00a0: ') })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: forgiven })).toBeInTheDocument();
    expect(screen.getByText(swap)).toBeInTheDocument();
    const sceneSection = screen.getByRole('region', { name: scene.replace(' : ', '\u00a0: ') });
    expect(within(sceneSection).getAllByRole('listitem')).toHaveLength(3);
  });

  it('the QUIZ how-to has its own steps, and no typing rules (QUIZ picks among four)', async () => {
    renderUi(<HowToPlay mode="QUIZ" onBack={vi.fn()} starting={false} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'How to play: Challenge' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByRole('heading', { name: 'What counts as right' })).not.toBeInTheDocument();
  });
});
