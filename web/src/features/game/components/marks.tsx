import type { GamePayload, ReferenceState } from '@quiz/shared';
import type { TFunction } from 'i18next';
import { Icon, type IconName } from './icons';
import type { MarkKind, ZoneMark } from './zone-layer';

export const STATUS_ICONS: Record<Exclude<ReferenceState['status'], 'open'> | 'missed', IconName> = {
  found: 'check',
  revealed: 'eye',
  locked: 'lock',
  missed: 'cross',
};

/**
 * The zones the player has settled, labelled with what they earned: a found or revealed title
 * (from the server's play state, never from anywhere else), or "Locked" for a wrong QUIZ choice.
 * Zones too come from the play state: the game payload says nothing of where references are.
 */
export function playMarks(game: GamePayload, states: Map<string, ReferenceState>, t: TFunction<'game'>): ZoneMark[] {
  return game.references.flatMap((ref) => {
    const state = states.get(ref.id);
    if (!state?.zone || state.status === 'open') return [];
    const kind: MarkKind = state.status;
    const text = state.status === 'locked' ? t('status.locked') : (state.title ?? t(`status.${state.status}`));
    return [
      {
        id: ref.id,
        zone: state.zone,
        kind,
        label: (
          <>
            <Icon name={STATUS_ICONS[state.status]} size={14} />
            <span>{text}</span>
          </>
        ),
      },
    ];
  });
}
