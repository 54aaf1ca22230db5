import { DEFAULT_LOCALE, parseQrQuizCode, type Locale, type QrQuizAnswer } from '@quiz/shared';
import { getGame } from '../data/games/items';

/**
 * SPEC §2 /qr-quiz/{hash} (docs/adr/0033-qr-links-and-opt-ins.md): where a QR quiz link
 * leads. A live quiz: its quiz page in the link's language, with `direct` (the app loads at once, as
 * from the landing pages). A quiz no longer live (hidden): the home in that language, since its
 * pages are gone. A hash we never made, or a game never published (test: as if it did not exist):
 * the 404 page.
 */
export async function resolveQrQuiz(code: string, remembered: Locale | null): Promise<QrQuizAnswer> {
  const parsed = parseQrQuizCode(code);
  const notFound = (locale: Locale): QrQuizAnswer => ({ found: false, location: `/404/${locale}`, locale });
  if (!parsed) return notFound(remembered ?? DEFAULT_LOCALE);
  const { gameId, locale } = parsed;
  const game = await getGame(gameId);
  if (!game || game.status === 'test') return notFound(locale);
  if (game.status === 'hidden') return { found: true, location: `/${locale}`, locale };
  return { found: true, location: `/quiz/${locale}/${encodeURIComponent(game.slug[locale])}?direct=1`, locale };
}
