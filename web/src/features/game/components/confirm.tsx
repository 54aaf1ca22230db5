import { useId, type RefObject } from 'react';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';

interface ConfirmProps {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** Where the focus goes back when the question is dismissed (the button that asked it). */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * A question before a step that cannot be taken back ("Finish later", "End and see the answers"):
 * an alert dialog in the page's flow, the safe choice focused first, so that a stray click or a
 * second Enter never ends anything. Escape says no.
 */
export function Confirm({ title, text, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false, returnFocus }: ConfirmProps) {
  const id = useId();
  const cancelRef = useFocusOnMount<HTMLButtonElement>();
  const cancel = () => {
    onCancel();
    // The dialog is gone on the next render; its opener takes the focus back.
    window.setTimeout(() => returnFocus?.current?.focus(), 0);
  };
  return (
    <div
      className="confirm"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') cancel();
      }}
    >
      <h2 id={`${id}-title`} className="confirm__title">
        {title}
      </h2>
      <p id={`${id}-text`} className="confirm__text">
        {text}
      </p>
      <div className="confirm__actions">
        <button type="button" className="button" onClick={busy ? undefined : onConfirm} aria-disabled={busy || undefined}>
          {confirmLabel}
        </button>
        <button ref={cancelRef} type="button" className="button button--ghost" onClick={cancel}>
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}
