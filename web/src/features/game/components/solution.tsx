import type { GamePayload, GameSummary, Locale, ReferenceStatus } from '@quiz/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Spinner } from '../../../components/ui/spinner';
import { errorCodeOf } from '../../../lib/errors';
import { useSolution } from '../api/get-solution';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { zoneBounds } from '../lib/geometry';
import { separateMarkers } from '../lib/marker-layout';
import { Icon } from './icons';
import { STATUS_ICONS } from './marks';
import { Picture } from './picture';
import type { ZoneMark } from './zone-layer';

/** A marker's side on screen (CSS px): a fingertip's target, and legible (≥ 24 px). */
const MARKER_PX = 28;

/** The width the picture is drawn at, followed as the window changes (the markers are laid out for it). */
function useWidth(element: HTMLElement | null, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    if (!element) return;
    const measure = () => setWidth(element.clientWidth || fallback);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, fallback]);
  return width;
}

/** A locked QUIZ reference was not found either: both read as missed here. */
type Outcome = 'found' | 'revealed' | 'missed';

function outcomeOf(status: ReferenceStatus): Outcome {
  return status === 'found' || status === 'revealed' ? status : 'missed';
}

interface SolutionProps {
  locale: Locale;
  game: GamePayload;
  playId: string;
  next: GameSummary | undefined;
  onBack: () => void;
}

/** Every zone drawn with its number, and every title with what the player made of it. */
export function Solution({ locale, game, playId, next, onBack }: SolutionProps) {
  const { t } = useTranslation(['game', 'errors']);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const solution = useSolution(playId);

  const references = solution.data?.references ?? [];
  // The picture appears once the answers have come: a state, not a ref, so that its width is followed then.
  const [pictureBox, setPictureBox] = useState<HTMLDivElement | null>(null);
  const pictureWidth = useWidth(pictureBox, 358);
  // Each zone's number at its centre, nudged apart so that none hides another on a phone.
  const numbered = references.flatMap((ref, i) => (ref.zone ? [{ ref, number: i + 1, zone: ref.zone }] : []));
  const centres = numbered.map(({ ref, zone }) => {
    const b = zoneBounds(zone);
    return { id: ref.id, x: b.x + b.w / 2, y: b.y + b.h / 2 };
  });
  const height = (pictureWidth * game.image.height) / game.image.width;
  const places = new Map(separateMarkers(centres, { width: pictureWidth, height, size: MARKER_PX }).map((p) => [p.id, p]));
  const marks: ZoneMark[] = numbered.map(({ ref, number, zone }) => ({
    id: ref.id,
    zone,
    kind: outcomeOf(ref.status),
    at: places.get(ref.id),
    label: <span>{number}</span>,
  }));

  return (
    <section className="solution" aria-labelledby="solution-title">
      <h1 id="solution-title" ref={headingRef} tabIndex={-1}>
        {t('solution.title')}
      </h1>
      <div className="solution__body">
        {solution.isPending ? (
          <Spinner label={t('solution.loading')} />
        ) : solution.isError ? (
          <div className="status-block">
            <p className="feedback feedback--miss" role="alert">
              <Icon name="cross" className="feedback__icon" />
              {t(`errors:${errorCodeOf(solution.error)}`)}
            </p>
            <button type="button" className="button" onClick={() => void solution.refetch()}>
              {t('error.retry')}
            </button>
          </div>
        ) : (
          <>
            <div className="solution__picture" ref={setPictureBox}>
              <Picture game={game} marks={marks} />
            </div>
            <section className="solution__list" aria-labelledby="solution-list-title">
              <h2 id="solution-list-title">{t('solution.list')}</h2>
              <ol>
                {references.map((ref, i) => {
                  const outcome = outcomeOf(ref.status);
                  return (
                    <li key={ref.id} className={`answer answer--${outcome}`}>
                      <span className="answer__number" aria-hidden="true">
                        {i + 1}
                      </span>
                      <span className="answer__title">
                        {ref.title}
                        {ref.zone === null && <span className="answer__where"> ({t('solution.wholePicture')})</span>}
                      </span>
                      <span className="answer__status">
                        <Icon name={STATUS_ICONS[outcome]} size={18} />
                        {t(`status.${outcome}`)}
                      </span>
                    </li>
                  );
                })}
              </ol>
            </section>
          </>
        )}
        <div className="button-row solution__actions">
          <button type="button" className="button button--secondary" onClick={onBack}>
            <Icon name="previous" />
            {t('solution.back')}
          </button>
          {next && (
            <Link to={paths.quiz(locale, next.slug)} className="button button--ghost">
              {t('outro.next')}
              <Icon name="next" />
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
