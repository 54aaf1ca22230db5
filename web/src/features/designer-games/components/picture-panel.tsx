import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../../lib/errors';
import type { DeskGame } from '../api/desk-games';
import { PICTURE_MAX_BYTES, PICTURE_TYPES, pictureProblem, uploadPicture, UploadFailedError } from '../api/upload-picture';

type State =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'processing' }
  | { kind: 'done' }
  | { kind: 'error'; message: string };

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '');

/** The biggest web copy for the preview (the source may be large), else the source. */
function previewOf(image: NonNullable<DeskGame['image']>): string {
  const widths = image.variants?.widths ?? [];
  return widths.length ? widths[widths.length - 1]!.src : image.src;
}

/** A game's picture: preview, choose a file, progress, and clear errors (type, size, the API's refusal). */
export function PicturePanel({ game, onSaved }: { game: DeskGame; onSaved: (game: DeskGame) => void }) {
  const { t } = useTranslation(['designerGames', 'errors']);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const busy = state.kind === 'uploading' || state.kind === 'processing';

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem?.kind === 'wrongType') return setState({ kind: 'error', message: t('picture.wrongType', { name: file.name }) });
    if (problem?.kind === 'tooLarge') {
      return setState({ kind: 'error', message: t('picture.tooLarge', { name: file.name, size: megabytes(file.size), max: megabytes(PICTURE_MAX_BYTES) }) });
    }
    setState({ kind: 'uploading', percent: 0 });
    try {
      const saved = await uploadPicture(game, file, (phase, share) =>
        setState(phase === 'uploading' ? { kind: 'uploading', percent: Math.round(share * 100) } : { kind: 'processing' }),
      );
      setState({ kind: 'done' });
      onSaved(saved);
    } catch (error) {
      setState({ kind: 'error', message: error instanceof UploadFailedError ? t('picture.uploadFailed') : t(`errors:${errorCodeOf(error)}`) });
    }
  };

  return (
    <section className="dg-picture" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t('picture.title')}</h2>
      <div className="dg-picture__frame">
        {game.image ? (
          <img className="dg-picture__preview" src={previewOf(game.image)} alt={t('picture.preview')} width={game.image.width} height={game.image.height} />
        ) : (
          <p className="dg-picture__none">{t('picture.none')}</p>
        )}
      </div>
      <p className="dg-field__help">{t('picture.help', { size: megabytes(PICTURE_MAX_BYTES) })}</p>
      <input
        ref={input}
        id={inputId}
        className="visually-hidden"
        type="file"
        accept={PICTURE_TYPES.join(',')}
        onChange={(event) => void choose(event)}
        disabled={busy}
      />
      <label htmlFor={inputId} className={`button button--secondary${busy ? ' dg-disabled' : ''}`} aria-disabled={busy}>
        {game.image ? t('picture.replace') : t('picture.choose')}
      </label>
      <div aria-live="polite" className="dg-picture__status">
        {state.kind === 'uploading' ? (
          <>
            <progress max={100} value={state.percent} aria-label={t('picture.uploading', { percent: state.percent })} />
            <span>{t('picture.uploading', { percent: state.percent })}</span>
          </>
        ) : state.kind === 'processing' ? (
          <span>{t('picture.processing')}</span>
        ) : state.kind === 'done' ? (
          <span className="dg-notice dg-notice--ok">{t('picture.done')}</span>
        ) : null}
      </div>
      {state.kind === 'error' ? <p role="alert" className="dg-notice dg-notice--error">{state.message}</p> : null}
    </section>
  );
}
