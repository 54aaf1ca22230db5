import type { GamePayload, GameSummary, Locale, ReferenceStatus } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Spinner } from '../../../components/ui/spinner';
import { errorCodeOf } from '../../../lib/errors';
import { useSolution } from '../api/get-solution';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { Icon } from './icons';
import { STATUS_ICONS } from './marks';
import { Picture } from './picture';
import type { ZoneMark } from './zone-layer';

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
  const marks: ZoneMark[] = references.flatMap((ref, i) =>
    ref.zone
      ? [
          {
            id: ref.id,
            zone: ref.zone,
            kind: outcomeOf(ref.status),
            label: (
              <>
                <Icon name={STATUS_ICONS[outcomeOf(ref.status)]} size={14} />
                <span>{i + 1}</span>
              </>
            ),
          },
        ]
      : [],
  );

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
            <div className="solution__picture">
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
