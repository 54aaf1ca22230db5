import type { DeskResponse } from '@quiz/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { loadCatalogues, registerCatalogueLoaders } from '../../../lib/i18n';
import { backOfficeCatalogueLoaders } from '../../../locales/back-office-catalogues';
import * as client from '../../../lib/api-client';
import { ResponsePicker } from './response-picker';

beforeAll(async () => {
  registerCatalogueLoaders(backOfficeCatalogueLoaders);
  await Promise.all([loadCatalogues('en', 'designerRefs'), loadCatalogues('fr', 'designerRefs')]);
});

const response = (id: string, en: string, fr: string): DeskResponse => ({
  id, theme: 'movie', titles: { en: [en], fr: [fr] }, aliases: { en: [], fr: [] }, version: 1,
});
const jaws = response('jaws', 'Jaws', 'Les Dents de la mer');
const jaws2 = response('jaws-2', 'Jaws 2', 'Les Dents de la mer 2');

describe('the response combobox', () => {
  it('searches what is typed, arrows move through the matches, Enter picks, Escape closes', async () => {
    const call = vi.spyOn(client, 'apiCall').mockResolvedValue({ responses: [jaws, jaws2], next: null } as never);
    const onPick = vi.fn();
    renderUi(<ResponsePicker selected={undefined} onPick={onPick} onCreate={vi.fn()} />);
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Find a response (any title or alias, English or French)' });
    await user.type(box, 'dents');
    await waitFor(() => expect(call).toHaveBeenLastCalledWith('listGameResponses', expect.objectContaining({ query: { q: 'dents', limit: 8 } })));
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(jaws2);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when nothing matches, and offers to create the response from what was typed', async () => {
    vi.spyOn(client, 'apiCall').mockResolvedValue({ responses: [], next: null } as never);
    const onCreate = vi.fn();
    renderUi(<ResponsePicker selected={jaws} onPick={vi.fn()} onCreate={onCreate} />, { locale: 'fr' });
    const user = userEvent.setup();
    expect(screen.getByText('Jaws')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox'), 'Zéphyr');
    expect(await screen.findByText('Aucune réponse ne correspond : créez-la.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Nouvelle réponse' }));
    expect(onCreate).toHaveBeenCalledWith('Zéphyr');
  });
});
