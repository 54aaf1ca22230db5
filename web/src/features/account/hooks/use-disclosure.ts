import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A button that shows and hides the panel after it (the disclosure pattern: focus stays on the
 * button, Tab moves into the panel). The panel closes with Escape (focus back on the button), a
 * click or focus outside, and on the next page.
 */
export function useDisclosure() {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();
  // Open on the page where it was opened only: a navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === key;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return {
    open,
    close: () => setOpenOn(null),
    rootProps: {
      ref: rootRef,
      // Focus moving out (Tab past the last link); a click on the panel's text moves focus nowhere.
      onBlur: (event: FocusEvent<HTMLDivElement>) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) setOpenOn(null);
      },
    },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpenOn(open ? null : key),
    },
    panelProps: { id: panelId, hidden: !open },
  };
}
