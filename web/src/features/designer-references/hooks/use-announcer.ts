import { useEffect, useRef, useState } from 'react';

/** The sentence of a live region, and `announce` to say one (a repeated sentence is read again). */
export function useAnnouncer() {
  const [message, setMessage] = useState('');
  // The message waiting to be said; dropped if the page goes first.
  const pending = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(pending.current), []);
  const announce = (text: string) => {
    // A repeated sentence must be read again: clear first.
    setMessage('');
    window.clearTimeout(pending.current);
    pending.current = window.setTimeout(() => setMessage(text), 30);
  };
  return { message, announce };
}
