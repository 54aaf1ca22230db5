/**
 * Wall-clock times in an IANA time zone, with the platform's Intl only (no time-zone library): a
 * competition's period is written as its organiser's clock reads, and compared as
 * instants. Zod-free: the back-office's screens use it too.
 */

/** True when `timeZone` is a zone the platform knows (`Europe/Paris`, `UTC` …). */
export function isTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The offset of `timeZone` from UTC at `instant` (ms): local time minus UTC. */
function offsetAt(instant: number, timeZone: string): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const local = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return local - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which the clock of `timeZone` reads `wall` (`YYYY-MM-DDTHH:mm`), as an ISO string
 * in UTC. A time skipped by a clock change (spring forward) is read with the offset before it (so it
 * lands just after the change); a repeated one (fall back) is its first occurrence. Null when the
 * text or the zone is not valid.
 */
export function zonedToInstant(wall: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall);
  if (!match || !isTimeZone(timeZone)) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  // The zone's offsets a day either side (a clock changes at most once in between): the candidates.
  const before = offsetAt(asUtc - 86_400_000, timeZone);
  const after = offsetAt(asUtc + 86_400_000, timeZone);
  const matching = [asUtc - before, asUtc - after].filter((instant) => wallOf(instant, timeZone) === wall);
  // Fall back: two instants read `wall`, the earlier is taken; spring forward: none does, the offset before the change is used.
  const instant = matching.length > 0 ? Math.min(...matching) : asUtc - before;
  return new Date(instant).toISOString();
}

function wallOf(instant: number, timeZone: string): string {
  const local = new Date(instant + offsetAt(instant, timeZone));
  return local.toISOString().slice(0, 16);
}
