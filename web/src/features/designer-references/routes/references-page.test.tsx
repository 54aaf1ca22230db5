import type { DeskReference, DeskResponse } from '@quiz/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { loadCatalogues, registerCatalogueLoaders } from '../../../lib/i18n';
import { backOfficeCatalogueLoaders } from '../../../locales/back-office-catalogues';
import * as client from '../../../lib/api-client';
import { ReferencesEditor } from './references-page';

beforeAll(async () => {
  registerCatalogueLoaders(backOfficeCatalogueLoaders);
  await Promise.all([loadCatalogues('en', 'designerRefs'), loadCatalogues('fr', 'designerRefs')]);
});

const jaws: DeskResponse = { id: 'jaws', theme: 'movie', titles: { en: ['Jaws'], fr: ['Les Dents de la mer'] }, aliases: { en: [], fr: [] }, version: 0 };
const ref: DeskReference = {
  id: 'r01', type: 'classic', zone: { kind: 'rect', x: 0.1, y: 0.1, w: 0.2, h: 0.2 }, response: 'jaws',
  hints: { main: { en: 'Shark', fr: 'Requin' }, backup: { en: 'Boat', fr: 'Bateau' } },
  choices: { en: ['Orca', 'Piranha', 'Tintorera'], fr: ['Orca', 'Piranha', 'Tintorera'] }, order: 0, version: 3,
};
const data = {
  game: { id: 1, status: 'live', title: { en: 'Movie night', fr: 'Soirée cinéma' }, image: { src: '/p.svg', width: 1600, height: 1000 } },
  references: [ref],
  responses: [jaws],
};

describe('the references editor', () => {
  it('a stale save shows what the other designer changed and loads their version on request', async () => {
    const theirs: DeskReference = { ...ref, version: 4, hints: { ...ref.hints, main: { en: 'Great white', fr: 'Grand blanc' } } };
    const call = vi.spyOn(client, 'apiCall').mockRejectedValue(new client.ApiError(409, 'stale_version', 'changed', { current: theirs }));
    renderUi(<ReferencesEditor data={data} reload={vi.fn()} />);
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Reference 1 (r01)' });
    const english = within(form).getByRole('group', { name: 'English' });
    await user.clear(within(english).getByLabelText('Main hint'));
    await user.type(within(english).getByLabelText('Main hint'), 'Fin');
    expect(screen.getByText('1 reference not saved')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save the reference' }));
    expect(call).toHaveBeenCalledWith('updateGameReference', expect.objectContaining({ params: { id: 1, refId: 'r01' }, body: expect.objectContaining({ version: 3 }) }));
    const notice = await within(form).findByRole('alert');
    expect(notice).toHaveTextContent('Someone saved this reference since you opened it');
    expect(notice).toHaveTextContent('What they changed: hints.');
    await user.click(within(notice).getByRole('button', { name: 'Load their version' }));
    expect(within(english).getByLabelText('Main hint')).toHaveValue('Great white');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Everything is saved')).toBeInTheDocument();
  });

  it('a refused save lists the fields the server named', async () => {
    vi.spyOn(client, 'apiCall').mockRejectedValue(new client.ApiError(400, 'validation_failed', 'bad', {
      issues: [{ code: 'choice_is_answer', path: ['body', 'choices', 'fr', 0], message: 'a wrong choice must not be the answer' }],
    }));
    renderUi(<ReferencesEditor data={data} reload={vi.fn()} />, { locale: 'fr' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enregistrer la référence' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('choices.fr.0 : a wrong choice must not be the answer');
  });

  it('the list and the picture select together; a zoneless reference is added from the list', async () => {
    renderUi(<ReferencesEditor data={data} reload={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a zoneless reference' }));
    expect(screen.getByRole('form', { name: 'New reference 2' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Zoneless (the whole picture)' })).toBeChecked();
    await user.click(within(screen.getByRole('list')).getByRole('button', { name: /^1\. Jaws/ }));
    expect(screen.getByRole('button', { name: '1. Jaws, rectangle zone' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reorders by the arrow buttons or by drag and drop, saving every saved reference\'s new order with its version', async () => {
    const second: DeskReference = { ...ref, id: 'r02', order: 1, version: 0, zone: { kind: 'rect', x: 0.5, y: 0.5, w: 0.1, h: 0.1 } };
    const third: DeskReference = { ...ref, id: 'r03', order: 2, version: 2, zone: null, type: 'zoneless' };
    const call = vi.spyOn(client, 'apiCall').mockImplementation(async (_name, options) => {
      const order = (options as { body: { order: { id: string; version: number }[] } }).body.order;
      const all = [ref, second, third];
      return { references: order.map((o, i) => ({ ...all.find((r) => r.id === o.id)!, order: i, version: o.version + 1 })) } as never;
    });
    renderUi(<ReferencesEditor data={{ ...data, references: [ref, second, third] }} reload={vi.fn()} />);
    const user = userEvent.setup();
    const list = screen.getByRole('list');
    await user.click(within(list).getByRole('button', { name: 'Move 1. Jaws down' }));
    expect(call).toHaveBeenLastCalledWith('updateGameRefs', expect.objectContaining({
      params: { id: 1 }, body: { order: [{ id: 'r02', version: 0 }, { id: 'r01', version: 3 }, { id: 'r03', version: 2 }] },
    }));
    const items = () => within(list).getAllByRole('listitem');
    expect(items()[1]).toHaveTextContent('2. Jaws');
    const transfer = { setData: vi.fn(), effectAllowed: '' };
    fireEvent.dragStart(items()[2]!, { dataTransfer: transfer });
    fireEvent.dragOver(items()[0]!, { dataTransfer: transfer });
    fireEvent.drop(items()[0]!, { dataTransfer: transfer });
    expect(call).toHaveBeenLastCalledWith('updateGameRefs', expect.objectContaining({
      body: { order: [{ id: 'r03', version: 3 }, { id: 'r02', version: 1 }, { id: 'r01', version: 4 }] },
    }));
  });
});
