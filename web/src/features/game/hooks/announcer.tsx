import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** Says a message in the live region; an empty one empties it (a screen that closes takes its words along). */
type Announce = (message: string) => void;

const AnnouncerContext = createContext<Announce>(() => {});

/**
 * One polite live region for the whole quiz page: verdicts, hints and time warnings are read out
 * once, even when the screen that caused them has just been replaced (the last answer, say).
 * Each message gets a fresh node, so the same words twice are announced twice.
 */
export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<{ id: number; text: string } | null>(null);
  const announce = useCallback<Announce>((text) => setMessage((previous) => (text ? { id: (previous?.id ?? 0) + 1, text } : null)), []);
  const value = useMemo(() => announce, [announce]);
  return (
    <AnnouncerContext.Provider value={value}>
      {children}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announcer">
        {message && <p key={message.id}>{message.text}</p>}
      </div>
    </AnnouncerContext.Provider>
  );
}

export function useAnnounce(): Announce {
  return useContext(AnnouncerContext);
}
