import type { GameSummary, Locale } from '@quiz/shared';
import { GameCard } from './game-card';

export function GameGrid({ games, locale }: { games: GameSummary[]; locale: Locale }) {
  return (
    <ul className="game-grid">
      {games.map((game) => (
        <li key={game.gameId}>
          <GameCard game={game} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
