import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

const TOAST_MS = 4000;

/** The old way, for browsers without the async clipboard (or pages not allowed to use it). */
function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (permissions, insecure page): try the old way.
  }
  return copyWithSelection(text);
}

/**
 * Copies the quiz's link. A toast says "Link copied"; when no way of copying works, the link is
 * shown selected in a field for the player to copy by hand.
 */
export function ShareButton({ url }: { url: string }) {
  const { t } = useTranslation('game');
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  const fieldId = useId();

  useEffect(() => {
    if (state !== 'copied') return;
    const id = window.setTimeout(() => setState('idle'), TOAST_MS);
    return () => window.clearTimeout(id);
  }, [state]);

  async function share() {
    setState((await copyText(url)) ? 'copied' : 'manual');
  }

  return (
    <div className="share">
      <button type="button" className="button button--secondary" onClick={() => void share()}>
        <Icon name="link" />
        {t('outro.share')}
      </button>
      {state === 'manual' && (
        <p className="share__manual">
          <label htmlFor={fieldId}>{t('outro.shareFallback')}</label>
          <input id={fieldId} className="input" readOnly value={url} onFocus={(event) => event.currentTarget.select()} autoFocus />
        </p>
      )}
      <div className="toast-region" role="status">
        {state === 'copied' && (
          <p className="toast">
            <Icon name="check" />
            {t('outro.copied')}
          </p>
        )}
      </div>
    </div>
  );
}
