import type { Verdict } from '@quiz/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { AnswerBox, type AnswerBoxProps } from './answer-box';
import type { Feedback } from './feedback';

function renderBox(props: Partial<AnswerBoxProps> = {}, locale: 'en' | 'fr' = 'en') {
  const handlers = { onSubmit: vi.fn(), onClose: vi.fn() };
  const view = renderUi(<AnswerBox point={{ x: 0.4, y: 0.6 }} opening={1} feedback={null} busy={false} {...handlers} {...props} />, { locale });
  return { ...handlers, view };
}

const verdict = (v: Verdict, title: string | null = null): Feedback => ({ kind: 'verdict', verdict: v, title });

describe('the answer box', () => {
  it('opens as a labelled dialog about the pinned spot, with the focus in its text field', () => {
    renderBox();
    const box = screen.getByRole('dialog', { name: 'What do you see here?' });
    expect(box).toHaveAccessibleDescription('Your answer is about the pinned spot. Click or tap another one to move the pin.');
    expect(screen.getByRole('textbox', { name: 'Title of the work' })).toHaveFocus();
  });

  it('has the same title wherever the spot is: it never tells a reference from nothing', () => {
    const { view } = renderBox({ point: { x: 0.15, y: 0.2 } });
    const first = screen.getByRole('dialog').textContent;
    view.unmount();
    renderBox({ point: { x: 0.95, y: 0.95 } });
    expect(screen.getByRole('dialog').textContent).toBe(first);
  });

  it('without a spot, names the whole picture', () => {
    renderBox({ point: null });
    expect(screen.getByRole('dialog', { name: 'Something in the whole picture' })).toHaveAccessibleDescription(
      'A work shown by the picture as a whole, or spread all over it.',
    );
  });

  it('takes the focus back, keeping the text, when the player clicks another spot', async () => {
    function Host() {
      const [opening, setOpening] = useState(1);
      return (
        <>
          <button type="button" onClick={() => setOpening((n) => n + 1)}>
            Another spot
          </button>
          <AnswerBox point={{ x: 0.1 * opening, y: 0.2 }} opening={opening} feedback={null} busy={false} onSubmit={vi.fn()} onClose={vi.fn()} />
        </>
      );
    }
    renderUi(<Host />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Title of the work' });
    await userEvent.type(field, 'Jaws');
    await userEvent.click(screen.getByRole('button', { name: 'Another spot' }));
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Jaws');
    // Selected: Enter sends it about the new spot, typing replaces it.
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 4]);
  });

  it('sends the trimmed text, and not an empty one', async () => {
    const { onSubmit } = renderBox();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title of the work' }), '  Jurassic Prak {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Jurassic Prak');
  });

  it('closes with Escape and with its close button', async () => {
    const { onClose } = renderBox();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('offers no hint nor reveal: those are in the list of references', () => {
    renderBox();
    expect(screen.queryByRole('button', { name: /hint|reveal/i })).not.toBeInTheDocument();
  });

  it.each([
    ['correct', verdict('correct', 'Jurassic Park'), 'Found: Jurassic Park!'],
    ['close', verdict('close'), 'Almost!'],
    ['other_opus', verdict('other_opus'), 'Not this one: another opus of the same saga'],
    ['elsewhere', verdict('elsewhere'), 'It’s in the picture, but somewhere else'],
    ['wrong', verdict('wrong'), 'Not this title'],
    ['an API error', { kind: 'error', code: 'too_many_requests' } as Feedback, 'Too many attempts. Please wait a moment and try again.'],
    ['the API briefly down', { kind: 'error', code: 'service_unavailable' } as Feedback, 'The game is briefly unavailable. Please try again in a moment.'],
  ])('says the verdict “%s” in words, with an icon', (_, feedback, text) => {
    renderBox({ feedback });
    const message = screen.getByText(text);
    expect(message.closest('.feedback')?.querySelector('svg')).not.toBeNull();
  });

  it('says a near miss in a word, never with a figure', () => {
    renderBox({ feedback: verdict('close') });
    expect(screen.getByRole('dialog')).not.toHaveTextContent(/\d/);
  });

  it.each([
    [verdict('correct', 'Les Dents de la mer'), 'Trouvé : Les Dents de la mer !'],
    [verdict('close'), 'Presque !'],
    [verdict('other_opus'), 'Pas celui-ci : un autre opus de la même saga'],
    [verdict('elsewhere'), 'C’est dans l’image, mais ailleurs'],
    [verdict('wrong'), 'Ce n’est pas ce titre'],
    [{ kind: 'error', code: 'service_unavailable' } as Feedback, 'Le jeu est momentanément indisponible. Réessayez dans un instant.'],
  ])('says it in French too: %#', (feedback, text) => {
    renderBox({ feedback }, 'fr');
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Que voyez-vous ici\u00a0?' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Titre de l’œuvre' })).toBeInTheDocument();
  });
});
