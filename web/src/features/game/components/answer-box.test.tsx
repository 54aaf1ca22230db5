import type { ReferenceState, Verdict } from '@quiz/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { AnswerBox, type AnswerBoxProps } from './answer-box';
import type { Feedback } from './feedback';

const reference = (overrides: Partial<ReferenceState> = {}): ReferenceState => ({
  refId: 'r01', status: 'open', title: null, hints: [], hintsLeft: 2, errorsFree: 0, errorsQuiz: 0, ...overrides,
});

function renderBox(props: Partial<AnswerBoxProps> = {}, locale: 'en' | 'fr' = 'en') {
  const handlers = { onSubmit: vi.fn(), onHint: vi.fn(), onReveal: vi.fn(), onClose: vi.fn() };
  renderUi(<AnswerBox refId="r01" reference={reference()} feedback={null} busy={false} {...handlers} {...props} />, { locale });
  return handlers;
}

const verdict = (v: Verdict, percent = 0, title: string | null = null): Feedback => ({ kind: 'verdict', verdict: v, percent, title });

describe('the answer box', () => {
  it('opens as a labelled dialog with the focus in its text field', () => {
    renderBox();
    expect(screen.getByRole('dialog', { name: 'What is hidden here?' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title of the work' })).toHaveFocus();
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

  it.each([
    ['correct', verdict('correct', 100, 'Jurassic Park'), 'Found: Jurassic Park!', 'check'],
    ['close', verdict('close', 87), 'Almost! 87% correct', 'near'],
    ['other_opus', verdict('other_opus', 40), 'Not this one: another opus of the same saga', 'near'],
    ['elsewhere', verdict('elsewhere'), 'It’s in the picture, but somewhere else', 'near'],
    ['wrong', verdict('wrong'), 'Not this title', 'miss'],
    ['an API error', { kind: 'error', code: 'too_many_requests' } as Feedback, 'Too many attempts. Please wait a moment and try again.', 'miss'],
  ])('says the verdict “%s” in words, with an icon', (_, feedback, text) => {
    renderBox({ feedback });
    const message = screen.getByText(text);
    expect(message.closest('.feedback')?.querySelector('svg')).not.toBeNull();
  });

  it.each([
    [verdict('correct', 100, 'Les Dents de la mer'), 'Trouvé : Les Dents de la mer !'],
    [verdict('close', 75), 'Presque ! 75 % correct'],
    [verdict('other_opus'), 'Pas celui-ci : un autre opus de la même saga'],
    [verdict('elsewhere'), 'C’est dans l’image, mais ailleurs'],
    [verdict('wrong'), 'Ce n’est pas ce titre'],
  ])('says it in French too: %#', (feedback, text) => {
    renderBox({ feedback }, 'fr');
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Titre de l’œuvre' })).toBeInTheDocument();
  });

  it('shows the hints already given and asks for the next one', async () => {
    const { onHint } = renderBox({ reference: reference({ hints: ['A 1993 theme park'], hintsLeft: 1 }) });
    expect(screen.getByText('A 1993 theme park')).toBeInTheDocument();
    expect(screen.getByText('Hint 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Another hint' }));
    expect(onHint).toHaveBeenCalledWith('r01');
  });

  it('offers no hint once both are given', () => {
    renderBox({ reference: reference({ hints: ['one', 'two'], hintsLeft: 0 }) });
    expect(screen.queryByRole('button', { name: /hint/i })).not.toBeInTheDocument();
  });

  it('asks before revealing, and can be cancelled', async () => {
    const { onReveal } = renderBox();
    await userEvent.click(screen.getByRole('button', { name: 'Reveal the answer' }));
    expect(screen.getByText('Reveal this reference? It will score no point.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, reveal' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onReveal).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reveal the answer' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Reveal the answer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, reveal' }));
    expect(onReveal).toHaveBeenCalledWith('r01');
  });

  it('without a zone, names the whole picture and offers the hints of its works', async () => {
    const { onHint } = renderBox({ refId: null, reference: null, wholeRefs: [reference({ refId: 'r11' })] });
    expect(screen.getByRole('dialog', { name: 'Something in the whole picture' })).toBeInTheDocument();
    expect(screen.getByText('Work 1 of the whole picture')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Get a hint' }));
    expect(onHint).toHaveBeenCalledWith('r11');
  });
});
