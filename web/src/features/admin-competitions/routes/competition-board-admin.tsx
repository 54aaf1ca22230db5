import type { BoardEntry, Locale } from '@quiz/shared';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminBoardQuery, removePlayer } from '../api/competitions';

const score = (value: number, locale: Locale) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} / 10`;
const seconds = (ms: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'short', maximumFractionDigits: 1 }).format(ms / 1000);

/**
 * The admin's view of a competition's leaderboard: every row with its player's account,
 * and "Remove" (confirmed) that takes a player off the board for good.
 */
export function CompetitionBoardAdmin({ id }: { id: string }) {
  const { t, i18n } = useTranslation('adminCompetitions');
  const locale: Locale = i18n.language === 'fr' ? 'fr' : 'en';
  const ids = useId();
  const client = useQueryClient();
  const board = useInfiniteQuery(adminBoardQuery(id));
  const [asking, setAsking] = useState<BoardEntry | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const nameOf = (entry: BoardEntry) => entry.name ?? t('board.anonymousPlayer', { tag: entry.tag });
  const remove = useMutation({
    mutationFn: (entry: BoardEntry) => removePlayer(id, entry.sub ?? ''),
    onSuccess: (_, entry) => {
      setAsking(null);
      setDone(nameOf(entry));
      void client.invalidateQueries({ queryKey: adminBoardQuery(id).queryKey });
    },
  });
  const entries = board.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <section aria-labelledby={`${ids}-board`} className="admin-competitions__board">
      <h2 id={`${ids}-board`}>{t('board.title')}</h2>
      <p><small>{t('board.intro')}</small></p>
      <p>
        <a href={`/competition/${id}`}>{t('board.publicPage')}</a> · <a href={`/competition/${id}/rules`}>{t('board.rulesPage')}</a>
      </p>
      <div aria-live="polite">
        {done && !remove.isPending && <p role="status">{t('board.removed', { name: done })}</p>}
        {remove.isError && <p role="alert" className="content-notice content-notice--error">{t('board.removeFailed')}</p>}
      </div>
      {board.isPending ? (
        <p role="status">{t('board.loading')}</p>
      ) : board.isError ? (
        <p role="alert">{t('board.loadFailed')} <button type="button" className="button button--secondary" onClick={() => void board.refetch()}>{t('retry')}</button></p>
      ) : entries.length === 0 ? (
        <p>{t('board.empty')}</p>
      ) : (
        <div className="admin-competitions__scroll">
        <table className="content-table">
          <thead>
            <tr>
              <th scope="col">{t('board.rank')}</th>
              <th scope="col">{t('board.player')}</th>
              <th scope="col">{t('board.score')}</th>
              <th scope="col">{t('board.time')}</th>
              <th scope="col">{t('board.account')}</th>
              <th scope="col">{t('board.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.sub ?? entry.rank}>
                <td>{entry.rank}</td>
                <td>{nameOf(entry)}</td>
                <td>{score(entry.score, locale)}</td>
                <td>{seconds(entry.durationMs, locale)}</td>
                <td><code>{entry.sub}</code></td>
                <td>
                  {asking?.sub === entry.sub ? (
                    <span role="group" aria-label={t('board.confirm', { name: nameOf(entry) })}>
                      <span>{t('board.confirm', { name: nameOf(entry) })} </span>
                      <button type="button" className="button" aria-disabled={remove.isPending || undefined} onClick={() => { if (!remove.isPending) remove.mutate(entry); }}>
                        {remove.isPending ? t('board.removing') : t('board.confirmYes')}
                      </button>{' '}
                      <button type="button" className="button button--secondary" onClick={() => setAsking(null)}>{t('board.cancel')}</button>
                    </span>
                  ) : (
                    <button type="button" className="button button--secondary" onClick={() => { setDone(null); remove.reset(); setAsking(entry); }}>
                      {t('board.remove')}<span className="visually-hidden"> {nameOf(entry)}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      )}
      {board.hasNextPage && (
        <button type="button" className="button button--secondary" onClick={() => void board.fetchNextPage()}>{t('board.more')}</button>
      )}
    </section>
  );
}
