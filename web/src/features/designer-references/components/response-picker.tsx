import type { DeskResponse } from '@quiz/shared';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { searchResponses } from '../api/search-responses';

export interface ResponsePickerProps {
  selected: DeskResponse | undefined;
  onPick: (response: DeskResponse) => void;
  /** "New response": the page opens the response form, with what was typed. */
  onCreate: (typed: string) => void;
  invalid?: boolean;
}

/**
 * A combobox (ARIA 1.2 pattern, list autocomplete): type any title or alias in either language,
 * arrows move through the matches, Enter picks, Escape closes. The search is the server's
 * (accents, case and articles folded).
 */
export function ResponsePicker({ selected, onPick, onCreate, invalid }: ResponsePickerProps) {
  const { t } = useTranslation('designerRefs');
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [results, setResults] = useState<DeskResponse[]>([]);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState('loading');
      searchResponses(text, controller.signal)
        .then((page) => {
          setResults(page.responses);
          setActive(page.responses.length ? 0 : -1);
          setState('idle');
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setState(error ? 'error' : 'idle');
        });
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, open]);

  function pick(response: DeskResponse) {
    onPick(response);
    setOpen(false);
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      else setActive((i) => Math.min(results.length - 1, i + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (event.key === 'Enter' && open && active >= 0 && results[active]) {
      event.preventDefault();
      pick(results[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const listId = `${id}-list`;
  return (
    <div className="refs-picker">
      <p className="refs-picker__current" id={`${id}-current`}>
        {selected ? (
          <>
            <strong>{selected.titles.en[0]}</strong> / <strong lang="fr">{selected.titles.fr[0]}</strong>
          </>
        ) : (
          t('picker.none')
        )}
      </p>
      <label htmlFor={`${id}-input`}>{t('picker.label')}</label>
      <div className="refs-picker__row">
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? `${id}-opt-${active}` : undefined}
          aria-describedby={`${id}-current`}
          aria-invalid={invalid || undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="button button--secondary" onClick={() => onCreate(text)}>
          {t('picker.create')}
        </button>
      </div>
      <ul id={listId} role="listbox" aria-label={t('picker.results')} className="refs-picker__list" hidden={!open}>
        {state === 'loading' && results.length === 0 && <li role="presentation" className="refs-picker__note">{t('picker.loading')}</li>}
        {state === 'error' && <li role="presentation" className="refs-picker__note">{t('picker.error')}</li>}
        {state === 'idle' && results.length === 0 && <li role="presentation" className="refs-picker__note">{t('picker.noMatch')}</li>}
        {results.map((response, i) => (
          <li
            key={response.id}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'is-active' : undefined}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(response)}
          >
            <span>{response.titles.en[0]}</span> · <span lang="fr">{response.titles.fr[0]}</span>
            <small> ({t(`theme.${response.theme}`)})</small>
          </li>
        ))}
      </ul>
    </div>
  );
}
