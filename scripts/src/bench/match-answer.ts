/**
 * Bench of the answer matcher: `npx tsx scripts/src/bench/match-answer.ts`.
 *
 * Builds a synthetic 5,000-title catalogue (both languages, realistic lengths, sagas with numbered
 * and subtitled sequels, aliases), then times matchAnswer on typed texts of every kind (exact, typo,
 * wrong, another opus, close, over-long) against random responses, and judgeGuess with 12 others
 * hidden in the same picture, each without and with the catalogue of famous works (all 5,000
 * responses, shared/src/answers/README.md "Another famous work"), and the catalogue's lookup alone. Prints the mean and
 * p99 per call in microseconds; the target is ≤ 200 µs (0.2 ms) per call. Deterministic: a seeded
 * generator, no Math.random. `--quick`: a twentieth of the calls (the suite runs it so).
 */
import { isOtherFamousWork, judgeGuess, matchAnswer, prepareCatalogue, type Locale, type Response } from '@quiz/shared';

const TARGET_MICROSECONDS = 200;
/** --quick (the suite): a twentieth of the calls, so that the script cannot rot unseen. */
const ROUNDS = process.argv.includes('--quick') ? 0.05 : 1;
const rounds = (n: number) => Math.ceil(n * ROUNDS);
const CATALOGUE_SIZE = 5000;

let seed = 20_260_101;
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
}
function pick<T>(items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}
function between(min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

const SYLLABLES = ['ka', 'lo', 'mi', 'ra', 'ten', 'vor', 'qua', 'stel', 'bri', 'on', 'dé', 'mar', 'ush', 'zel', 'pho', 'gran', 'til', 'œu', 'ae', 'nix'];
function word(): string {
  let text = '';
  for (let i = pick([1, 2, 2, 3, 3, 4]); i > 0; i--) text += pick(SYLLABLES);
  return text;
}
function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
/** Words in a title, as in real catalogues: mostly one to four, sometimes up to seven. */
const WORD_COUNTS = [1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 5, 6, 7];
/** A title with an occasional article and glue word, in either language's habits. */
function title(language: 'en' | 'fr', words = pick(WORD_COUNTS)): string {
  const parts = Array.from({ length: words }, word);
  const glue = language === 'en' ? pick(['of the', 'and', 'in', '&']) : pick(['de la', 'et', 'du', "d'"]);
  if (parts.length >= 3 && random() < 0.5) parts.splice(1, 0, glue);
  const article = language === 'en' ? pick(['The ', 'A ', '', '', '']) : pick(['Le ', 'La ', 'Les ', "L'", '', '']);
  return article + parts.map(capitalized).join(' ');
}

interface Work {
  en: string[];
  fr: string[];
}

/** A saga of 2 to 8 works: numbered sequels (2, II …) or "Base: Subtitle" ones. */
function saga(size: number): Work[] {
  const base = { en: title('en', between(1, 3)), fr: title('fr', between(1, 3)) };
  const numbered = random() < 0.5;
  const roman = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'];
  return Array.from({ length: size }, (_, i) => {
    if (i === 0) return { en: [base.en], fr: [base.fr] };
    if (numbered) return { en: [`${base.en} ${pick([String(i + 1), roman[i - 1]!])}`], fr: [`${base.fr} ${i + 1}`] };
    return { en: [`${base.en}: ${title('en', between(1, 4))}`], fr: [`${base.fr} : ${title('fr', between(1, 4))}`] };
  });
}

function buildCatalogue(): Response[] {
  const responses: Response[] = [];
  while (responses.length < CATALOGUE_SIZE) {
    const id = `work-${responses.length}`;
    const aliases = { en: random() < 0.3 ? [title('en')] : [], fr: random() < 0.3 ? [title('fr')] : [] };
    if (random() < 0.3) {
      const works = saga(between(2, 8));
      works.forEach((work, index) => {
        responses.push({
          id: `${id}-${index}`,
          theme: 'movie',
          titles: work,
          aliases: index === 0 ? aliases : { en: [], fr: [] },
          saga: { id, otherWorks: works.filter((other) => other !== work) },
        });
      });
    } else {
      responses.push({ id, theme: pick(['movie', 'tv', 'game', 'music', 'brand']), titles: { en: [title('en')], fr: [title('fr')] }, aliases });
    }
  }
  return responses.slice(0, CATALOGUE_SIZE);
}

/** One or two typos: a substitution, a deletion, an insertion or a swap of two adjacent letters. */
function withTypos(text: string): string {
  let typed = text;
  for (let edits = between(1, 2); edits > 0; edits--) {
    const at = between(1, Math.max(1, typed.length - 2));
    const kind = between(0, 3);
    if (kind === 0) typed = typed.slice(0, at) + 'x' + typed.slice(at + 1);
    else if (kind === 1) typed = typed.slice(0, at) + typed.slice(at + 1);
    else if (kind === 2) typed = typed.slice(0, at) + 'e' + typed.slice(at);
    else typed = typed.slice(0, at) + typed.charAt(at + 1) + typed.charAt(at) + typed.slice(at + 2);
  }
  return typed;
}

const KINDS = ['exact', 'typo', 'wrong', 'other opus', 'close', 'long'] as const;
type Kind = (typeof KINDS)[number];

function typedFor(kind: Kind, response: Response, catalogue: readonly Response[]): string {
  const titles = [...response.titles.en, ...response.titles.fr];
  switch (kind) {
    case 'exact':
      return pick([...titles, ...response.aliases.en, ...response.aliases.fr]).toLowerCase();
    case 'typo':
      return withTypos(pick(titles));
    case 'wrong':
      return pick(pick(catalogue).titles.en);
    case 'other opus': {
      const other = response.saga?.otherWorks;
      return other === undefined ? pick(titles) : pick(pick(other).fr);
    }
    case 'close':
      return pick(titles).split(' ').slice(0, -1).join(' ') || pick(titles);
    case 'long':
      return `${pick(titles)} ${'blah '.repeat(40)}`.slice(0, 200);
  }
}

interface Stats {
  mean: number;
  p50: number;
  p99: number;
  max: number;
}
function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { mean: sorted.reduce((sum, x) => sum + x, 0) / sorted.length, p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1]! };
}

function time(fn: () => unknown): number {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1000;
}

function main(): void {
  const catalogue = buildCatalogue();
  const titles = catalogue.flatMap((r) => [...r.titles.en, ...r.titles.fr]);
  const lengths = titles.map((t) => t.length);
  const words = titles.map((t) => t.split(' ').length);
  console.log(
    `catalogue: ${catalogue.length} responses (${catalogue.filter((r) => r.saga).length} in sagas of 2–8 works), ` +
      `${titles.length} titles of ${Math.min(...words)}–${Math.max(...words)} words, ` +
      `${Math.min(...lengths)}–${Math.max(...lengths)} characters (mean ${(lengths.reduce((a, b) => a + b, 0) / lengths.length).toFixed(1)})`,
  );
  const heapBefore = process.memoryUsage().heapUsed;

  // Cold: the first guess on a response also derives its forms (cached per response object after that).
  // The JIT is warmed first on another catalogue, so that this measures deriving, not compiling.
  for (const response of buildCatalogue()) matchAnswer(typedFor(pick(KINDS), response, catalogue), response, 'en');
  const cold: number[] = [];
  for (const response of catalogue) {
    const typed = typedFor(pick(KINDS), response, catalogue);
    cold.push(time(() => matchAnswer(typed, response, 'en')));
  }

  global.gc?.();
  const heapAfter = process.memoryUsage().heapUsed;

  // The same responses read anew (new objects, same content), as a handler parsing them per request.
  const reread: number[] = [];
  for (let i = 0; i < rounds(5000); i++) {
    const response = JSON.parse(JSON.stringify(pick(catalogue))) as Response;
    const typed = typedFor(pick(KINDS), response, catalogue);
    reread.push(time(() => matchAnswer(typed, response, 'fr')));
  }

  // Warm up the JIT, then measure on cached forms.
  const locales: Locale[] = ['en', 'fr'];
  for (let i = 0; i < rounds(20_000); i++) {
    const response = pick(catalogue);
    matchAnswer(typedFor(pick(KINDS), response, catalogue), response, pick(locales));
  }
  const perKind = new Map<Kind, number[]>(KINDS.map((kind) => [kind, []]));
  const verdicts = new Map<string, number>();
  const all: number[] = [];
  for (let i = 0; i < rounds(120_000); i++) {
    const response = pick(catalogue);
    const kind = KINDS[i % KINDS.length]!;
    const typed = typedFor(kind, response, catalogue);
    const locale = pick(locales);
    let verdict = '';
    const micros = time(() => {
      verdict = matchAnswer(typed, response, locale).verdict;
    });
    perKind.get(kind)!.push(micros);
    all.push(micros);
    verdicts.set(`${kind} → ${verdict}`, (verdicts.get(`${kind} → ${verdict}`) ?? 0) + 1);
  }

  const guesses: number[] = [];
  for (let i = 0; i < rounds(30_000); i++) {
    const target = pick(catalogue);
    const others = Array.from({ length: 12 }, () => pick(catalogue));
    const kind = KINDS[i % KINDS.length]!;
    // A third of the wrong guesses name a work hidden elsewhere in the picture.
    const typed = kind === 'wrong' && i % 3 === 0 ? pick(pick(others).titles.fr) : typedFor(kind, target, catalogue);
    guesses.push(time(() => judgeGuess(typed, target, others, pick(locales))));
  }

  // The catalogue of famous works: prepared once (per container on the server), then one lookup per text.
  const preparing = process.hrtime.bigint();
  const famous = prepareCatalogue(catalogue);
  const prepareMs = Number(process.hrtime.bigint() - preparing) / 1e6;
  for (let i = 0; i < rounds(20_000); i++) {
    const response = pick(catalogue);
    matchAnswer(typedFor(pick(KINDS), response, catalogue), response, pick(locales), famous);
  }
  const perKindFamous = new Map<Kind, number[]>(KINDS.map((kind) => [kind, []]));
  const verdictsFamous = new Map<string, number>();
  const allFamous: number[] = [];
  for (let i = 0; i < rounds(60_000); i++) {
    const response = pick(catalogue);
    const kind = KINDS[i % KINDS.length]!;
    const typed = typedFor(kind, response, catalogue);
    let verdict = '';
    const micros = time(() => {
      verdict = matchAnswer(typed, response, 'en', famous).verdict;
    });
    perKindFamous.get(kind)!.push(micros);
    allFamous.push(micros);
    verdictsFamous.set(`${kind} → ${verdict}`, (verdictsFamous.get(`${kind} → ${verdict}`) ?? 0) + 1);
  }
  const guessesFamous: number[] = [];
  for (let i = 0; i < rounds(30_000); i++) {
    const target = pick(catalogue);
    const others = Array.from({ length: 12 }, () => pick(catalogue));
    const kind = KINDS[i % KINDS.length]!;
    const typed = kind === 'wrong' && i % 3 === 0 ? pick(pick(others).titles.fr) : typedFor(kind, target, catalogue);
    guessesFamous.push(time(() => judgeGuess(typed, target, others, pick(locales), famous)));
  }
  const lookups: number[] = [];
  for (let i = 0; i < rounds(30_000); i++) {
    const target = pick(catalogue);
    const typed = typedFor(KINDS[i % KINDS.length]!, target, catalogue);
    lookups.push(time(() => isOtherFamousWork(typed, famous, [target.id])));
  }

  const row = (label: string, samples: number[]): string => {
    const s = stats(samples);
    const ok = s.p99 <= TARGET_MICROSECONDS ? 'ok' : 'OVER TARGET';
    return `${label.padEnd(34)} ${String(samples.length).padStart(7)}  mean ${s.mean.toFixed(1).padStart(7)} µs  p50 ${s.p50.toFixed(1).padStart(7)} µs  p99 ${s.p99.toFixed(1).padStart(7)} µs  max ${s.max.toFixed(0).padStart(6)} µs  ${ok}`;
  };
  console.log(`\ntarget: ≤ ${TARGET_MICROSECONDS} µs per call\n`);
  console.log(row('matchAnswer, cold (derives forms)', cold));
  console.log(row('matchAnswer, same content re-read', reread));
  console.log(row('matchAnswer, all kinds', all));
  for (const kind of KINDS) console.log(row(`  ${kind}`, perKind.get(kind)!));
  console.log(row('judgeGuess, 12 others', guesses));
  console.log(`\ncatalogue of famous works: ${catalogue.length} responses prepared in ${prepareMs.toFixed(0)} ms\n`);
  console.log(row('isOtherFamousWork (the lookup)', lookups));
  console.log(row('matchAnswer + catalogue, all kinds', allFamous));
  for (const kind of KINDS) console.log(row(`  ${kind}`, perKindFamous.get(kind)!));
  console.log(row('judgeGuess + catalogue, 12 others', guessesFamous));
  if (global.gc !== undefined) console.log(`\nforms of the whole catalogue: ~${((heapAfter - heapBefore) / 1024 / 1024).toFixed(1)} MiB of heap`);
  console.log('\nverdicts by kind of input:');
  for (const [label, count] of [...verdicts].sort()) console.log(`  ${label.padEnd(28)} ${count}`);
  console.log('\nverdicts by kind of input, with the catalogue (another work\'s title is wrong):');
  for (const [label, count] of [...verdictsFamous].sort()) console.log(`  ${label.padEnd(28)} ${count}`);
}

main();
