import type { Zone } from '@quiz/shared';

/** What the zone editor (components/zone-editor.tsx) is given and says back. */

export type DrawMode = 'select' | 'rect' | 'polygon';

export interface EditorZone {
  key: string;
  /** The reference's number in the list (1-based), shown on its zone. */
  number: number;
  /** What a screen reader says of it: number and response title. */
  label: string;
  zone: Zone;
}

export interface ZoneEditorProps {
  image: { src: string; width: number; height: number };
  zones: readonly EditorZone[];
  selectedKey: string | null;
  mode: DrawMode;
  onModeChange: (mode: DrawMode) => void;
  onSelect: (key: string) => void;
  onChange: (key: string, zone: Zone) => void;
  /** A shape was drawn. */
  onDraw: (zone: Zone) => void;
  onRemoveZone: (key: string) => void;
  /** A sentence for the live region (the page announces it). */
  announce: (message: string) => void;
}
