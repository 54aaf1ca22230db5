import { PRODUCT_IMAGE_KINDS, srcsetOf, type AdminProductResponse, type ProductImageKind, type StoredProduct } from '@quiz/shared';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadFailedError } from '../../../lib/presigned-post';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, imageProblem, uploadProductImage } from '../api/products';
import { productErrorKey } from '../lib/errors';

type State = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'processing' } | { kind: 'done' } | { kind: 'error'; message: string };

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '');

/** A product's three images (SPEC §3: cover, background, description), each with its preview and upload. */
export function ImagesPanel({ product, onSaved }: { product: StoredProduct; onSaved: (answer: AdminProductResponse) => void }) {
  const { t } = useTranslation('adminProducts');
  return (
    <section className="ap-images" aria-labelledby="ap-images-title">
      <h2 id="ap-images-title">{t('images.title')}</h2>
      <p className="ap-help">{t('images.help', { size: megabytes(IMAGE_MAX_BYTES) })}</p>
      <div className="ap-images__grid">
        {PRODUCT_IMAGE_KINDS.map((kind) => (
          <ImageSlot key={kind} product={product} kind={kind} onSaved={onSaved} />
        ))}
      </div>
    </section>
  );
}

function ImageSlot({ product, kind, onSaved }: { product: StoredProduct; kind: ProductImageKind; onSaved: (answer: AdminProductResponse) => void }) {
  const { t } = useTranslation('adminProducts');
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const image = product.images[kind];
  const kindName = t(`images.kind.${kind}`);
  const busy = state.kind === 'uploading' || state.kind === 'processing';

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    if (problem === 'wrongType') return setState({ kind: 'error', message: t('images.wrongType', { name: file.name }) });
    if (problem === 'tooLarge') return setState({ kind: 'error', message: t('images.tooLarge', { name: file.name, size: megabytes(file.size), max: megabytes(IMAGE_MAX_BYTES) }) });
    setState({ kind: 'uploading', percent: 0 });
    try {
      const answer = await uploadProductImage(product, kind, file, (phase, share) =>
        setState(phase === 'uploading' ? { kind: 'uploading', percent: Math.round(share * 100) } : { kind: 'processing' }),
      );
      setState({ kind: 'done' });
      onSaved(answer);
    } catch (error) {
      setState({ kind: 'error', message: error instanceof UploadFailedError ? t('images.uploadFailed') : t(`errors.${productErrorKey(error)}`) });
    }
  };

  return (
    <div className="ap-image" role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{kindName}</h3>
      <p className="ap-help">{t(`images.kindHelp.${kind}`)}</p>
      <div className="ap-image__frame">
        {image ? (
          <img
            src={image.src}
            srcSet={srcsetOf(image.variants)}
            sizes="16rem"
            alt={t('images.preview', { kind: kindName })}
            width={image.width}
            height={image.height}
            data-kind={kind}
          />
        ) : (
          <p>{t('images.none')}</p>
        )}
      </div>
      <input id={id} className="visually-hidden" type="file" accept={IMAGE_TYPES.join(',')} onChange={(event) => void choose(event)} disabled={busy} />
      <label htmlFor={id} className={`button button--secondary${busy ? ' ap-disabled' : ''}`} aria-disabled={busy}>
        {image ? t('images.replace', { kind: kindName.toLowerCase() }) : t('images.choose', { kind: kindName.toLowerCase() })}
      </label>
      <div aria-live="polite" className="ap-image__status">
        {state.kind === 'uploading' ? (
          <>
            <progress max={100} value={state.percent} aria-label={t('images.uploading', { percent: state.percent })} />
            <span>{t('images.uploading', { percent: state.percent })}</span>
          </>
        ) : state.kind === 'processing' ? (
          <span>{t('images.processing')}</span>
        ) : state.kind === 'done' ? (
          <span>{t('images.done')}</span>
        ) : null}
      </div>
      {state.kind === 'error' ? <p role="alert" className="ap-error">{state.message}</p> : null}
    </div>
  );
}
