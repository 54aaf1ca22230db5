import type { PageImage } from '@quiz/shared';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PICTURE_TYPES, pictureProblem, uploadPageImage } from '../api/page-images';

type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'processing' }
  | { kind: 'ready' }
  | { kind: 'problem'; message: string };

/**
 * A picture block of a page: choose a file, it is uploaded through the site's picture
 * store (checked from its bytes and published with its web copies by the API), then its alt text in
 * English and French, both required. Keyboard: a file input and two text fields; progress and
 * problems are announced in a polite live region.
 */
export function ImageBlockEditor({ image, alt, onChange }: {
  image: PageImage | undefined;
  alt: { en: string; fr: string };
  onChange: (change: { image?: PageImage; alt?: { en: string; fr: string } }) => void;
}) {
  const { t } = useTranslation('adminContent');
  const ids = useId();
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const busy = state.kind === 'uploading' || state.kind === 'processing';

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || busy) return;
    const problem = pictureProblem(file);
    if (problem) {
      setState({ kind: 'problem', message: t(problem.kind === 'wrongType' ? 'edit.blocks.imageWrongType' : 'edit.blocks.imageTooLarge', { name: file.name }) });
      return;
    }
    setState({ kind: 'uploading', percent: 0 });
    try {
      const uploaded = await uploadPageImage(file, (phase, share) =>
        setState(phase === 'uploading' ? { kind: 'uploading', percent: Math.round(share * 100) } : { kind: 'processing' }));
      onChange({ image: uploaded });
      setState({ kind: 'ready' });
    } catch {
      setState({ kind: 'problem', message: t('edit.blocks.imageFailed') });
    }
  };

  return (
    <div className="content-image">
      <div className="content-image__preview">
        {image ? (
          <img src={image.variants?.widths[0]?.src ?? image.src} alt="" width={image.width} height={image.height} />
        ) : (
          <p className="content-image__none">{t('edit.blocks.imageNone')}</p>
        )}
      </div>
      <div className="content-image__fields">
        <label className="content-image__file">
          {image ? t('edit.blocks.imageReplace') : t('edit.blocks.imageChoose')}
          <input type="file" accept={PICTURE_TYPES.join(',')} onChange={(e) => void choose(e)} aria-disabled={busy || undefined} disabled={busy} />
        </label>
        <p aria-live="polite" className={state.kind === 'problem' ? 'content-image__problem' : 'content-image__status'}>
          {state.kind === 'uploading' && t('edit.blocks.imageUploading', { percent: state.percent })}
          {state.kind === 'processing' && t('edit.blocks.imageProcessing')}
          {state.kind === 'ready' && image && t('edit.blocks.imageReady', { width: image.width, height: image.height })}
          {state.kind === 'problem' && state.message}
        </p>
        <label>
          {t('edit.blocks.altEn')}
          <input lang="en" value={alt.en} required maxLength={300} aria-describedby={`${ids}-alt-help`} onChange={(e) => onChange({ alt: { ...alt, en: e.target.value } })} />
        </label>
        <label>
          {t('edit.blocks.altFr')}
          <input lang="fr" value={alt.fr} required maxLength={300} aria-describedby={`${ids}-alt-help`} onChange={(e) => onChange({ alt: { ...alt, fr: e.target.value } })} />
        </label>
        <small id={`${ids}-alt-help`}>{t('edit.blocks.altHelp')}</small>
      </div>
    </div>
  );
}
