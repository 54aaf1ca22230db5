import type { AnswerVerdict } from '../../src/answers';

/**
 * The public test tables of three other quiz matchers, their cases transcribed (never their code) in
 * our vocabulary (shared/src/answers/README.md "Other quiz matchers"):
 * - CynanBot (github.com/charlesmadere/CynanBot), tests/trivia/answerChecker/test_triviaAnswerChecker.py:
 *   every typed-answer case but the multiple-choice and true/false ones, the "allWords" variants that
 *   read the question's words (a picture has none: their "None" twins are here) and 11 of its 36
 *   decades (the others say the same); their "(optional) parts" are our aliases.
 * - quiz-answer-validator (github.com/ehenon/quiz-answer-validator), src/index.spec.ts: the cases
 *   at the default typo rate (the custom rates are a setting we do not have).
 * - helga-jeopardy (github.com/bigjust/helga-jeopardy), test_jeopardy.py: the answer-matching
 *   tests; its "(or …)" alternative is an alias, its `partial` our `close`.
 * Each case: what was typed, the peer's verdict (correct, incorrect or partial), ours, and where they
 * differ the policy that says why.
 */

export type PeerVerdict = 'correct' | 'incorrect' | 'partial';
export type PeerSource = 'CynanBot' | 'quiz-answer-validator' | 'helga-jeopardy';

export interface PeerCase {
  source: PeerSource;
  answer: { titles: string[]; aliases?: string[] };
  typed: string;
  peer: PeerVerdict;
  ours: AnswerVerdict;
  /** Where ours disagrees: the written policy (shared/src/answers/README.md "Other quiz matchers"). */
  policy?: string;
}

/** Ours agrees when both credit the answer, both refuse it, or a partial answer is `close`. */
export function agrees(peer: PeerVerdict, ours: AnswerVerdict): boolean {
  if (peer === 'correct') return ours === 'correct';
  if (peer === 'partial') return ours === 'close';
  return ours !== 'correct';
}

/** The policies of shared/src/answers/README.md "Other quiz matchers", one line each. */
export const POLICY = {
  TIE: 'a typo: one letter off in a word of five letters or more is forgiven, and nothing tells "sorth" leans to "south"',
  STRAY: 'stray letters are typos: three in a title of nine letters is over its budget of two',
  EQUATION: 'an answer is a title, not an equation: its value alone is a part, words added to it are not it',
  ALTERNATIVES: 'a "/" belongs to a title ("AC/DC"): alternatives are titles or aliases the designer writes',
  HONORIFIC: 'no word is dropped from a name by rule: half of a two-word name is close; a short form is an alias',
  PHRASE: '"things that are …" is a question\'s wording: a part of the answer without it is partial at best',
  AMOUNT: 'an amount is not a title: its cents and currency are words of the answer, so "50000" is close',
  STEM: 'a word\'s stem is another word ("academic" is not "academicism"): words compare letter by letter',
  HALF: 'half of a two-word name is close, not correct ("Pulp" for "Pulp Fiction")',
  ORDER: 'word order is part of a title ("Obélix et Astérix" is not "Astérix et Obélix")',
  HEDGE: 'a title inside a longer text is close, never correct: a hedge cannot be told from a negation ("not Titanic")',
} as const;

type Row = [typed: string, peer: PeerVerdict, ours: AnswerVerdict, policy?: string];

function peer(source: PeerSource, answer: PeerCase['answer'], rows: Row[]): PeerCase[] {
  return rows.map(([typed, verdict, ours, policy]) => ({ source, answer, typed, peer: verdict, ours, ...(policy ? { policy } : {}) }));
}

export const peerCases: PeerCase[] = [
  ...peer('quiz-answer-validator', { titles: ['The Big Lebowski'] }, [
    ['The Big Lebowski', 'correct', 'correct'],
  ]),
  ...peer('quiz-answer-validator', { titles: ['1.200.000'] }, [
    ['1.200.000', 'correct', 'correct'],
  ]),
  ...peer('quiz-answer-validator', { titles: ['Julianne Moore'], aliases: ['Julie Anne Smith', 'Moore'] }, [
    ['Juliane Moore', 'correct', 'correct'],
  ]),
  ...peer('quiz-answer-validator', { titles: ['Eucalyptus'] }, [
    ['Eucalyptuss', 'correct', 'correct'],
  ]),
  ...peer('quiz-answer-validator', { titles: ['b'] }, [
    ['a', 'incorrect', 'wrong'],
  ]),
  ...peer('quiz-answer-validator', { titles: ['The Big Lebowski'] }, [
    ['The Godfather', 'incorrect', 'wrong'],
  ]),
  ...peer('quiz-answer-validator', { titles: ['1.200.000'] }, [
    ['1.200.0000', 'incorrect', 'close'],
  ]),
  ...peer('quiz-answer-validator', { titles: ['Julianne Moore'], aliases: ['Julie Anne Smith', 'Moore'] }, [
    ['Salma Hayek', 'incorrect', 'wrong'],
  ]),
  ...peer('quiz-answer-validator', { titles: ['Eucalyptus'] }, [
    ['Pioneer Cabin Tree', 'incorrect', 'wrong'],
  ]),
  ...peer('quiz-answer-validator', { titles: ['10.000.000.000'] }, [
    ['10.000.000.00a', 'incorrect', 'close'],
  ]),
  ...peer('CynanBot', { titles: ['North Korea'] }, [
    ['north korea', 'correct', 'correct'],
    ['norths korea', 'correct', 'correct'],
    ['north koreas', 'correct', 'correct'],
    ['south korea', 'incorrect', 'close'],
    ['sorth korea', 'incorrect', 'correct', POLICY.TIE],
    ['nouth korea', 'incorrect', 'correct', POLICY.TIE],
    [' ', 'incorrect', 'wrong'],
  ]),
  ...peer('CynanBot', { titles: ['Kurt Vonnegut Jr.'], aliases: ['Kurt Vonnegut', 'Vonnegut', 'Vonnegut Jr.'] }, [
    ['kurt vonnegut', 'correct', 'correct'],
    ['vonnegut', 'correct', 'correct'],
    ['vonegut', 'correct', 'correct'],
    ['kurt vonnegut jr', 'correct', 'correct'],
    ['kurt vonnegut junior', 'correct', 'correct'],
    ['kurt voneguit', 'incorrect', 'close'],
  ]),
  ...peer('CynanBot', { titles: ['1950s'] }, [
    ['1850', 'incorrect', 'close'],
    ['1850s', 'incorrect', 'close'],
    ['1900s', 'incorrect', 'close'],
    ['1940s', 'incorrect', 'close'],
    ['1949', 'incorrect', 'wrong'],
    ['1950', 'correct', 'correct'],
    ['1950s', 'correct', 'correct'],
    ['1951', 'incorrect', 'close'],
    ['1955s', 'incorrect', 'close'],
    ['1960s', 'incorrect', 'close'],
    ['2050s', 'incorrect', 'wrong'],
  ]),
  ...peer('CynanBot', { titles: ['King Richard III'], aliases: ['Richard III'] }, [
    ['richard the third', 'correct', 'correct'],
    ['richard 3rd', 'correct', 'correct'],
    ['richard three', 'correct', 'correct'],
    ['king richard III', 'correct', 'correct'],
    ['richard iii', 'correct', 'correct'],
    ['king richard the 3rd', 'correct', 'correct'],
    ['king richard 4', 'incorrect', 'close'],
    ['king richard 30', 'incorrect', 'close'],
  ]),
  ...peer('CynanBot', { titles: ['fräulein'] }, [
    ['fraulein', 'correct', 'correct'],
    ['fräulein', 'correct', 'correct'],
    ['flamingo', 'incorrect', 'wrong'],
  ]),
  ...peer('CynanBot', { titles: ['Beach Ball'] }, [
    ['beach ball', 'correct', 'correct'],
    ['beachball', 'correct', 'correct'],
    ['beach balls', 'correct', 'correct'],
    ['beachballs', 'correct', 'correct'],
    ['a beach ball', 'correct', 'correct'],
    ['beach ball s', 'correct', 'correct'],
    ['beach es ball s', 'correct', 'close', POLICY.STRAY],
    ['beachballa', 'correct', 'correct'],
    ['beach balla', 'incorrect', 'close'],
    ['green beach ball', 'incorrect', 'close'],
  ]),
  ...peer('CynanBot', { titles: ['1984'] }, [
    ['1984', 'correct', 'correct'],
    ['nineteen eightyfour', 'correct', 'correct'],
    ['MCMLXXXIV', 'correct', 'correct'],
    ['1985', 'incorrect', 'close'],
  ]),
  ...peer('CynanBot', { titles: ['25th'] }, [
    ['the twenty fifth', 'correct', 'correct'],
    ['25', 'correct', 'correct'],
    ['twenty five', 'correct', 'correct'],
    ['24', 'incorrect', 'wrong'],
    ['twenty forth', 'incorrect', 'wrong'],
  ]),
  ...peer('CynanBot', { titles: ['Red Dye #5'] }, [
    ['red dye #5', 'correct', 'correct'],
    ['red dye number 5', 'correct', 'correct'],
    ['red dye no 5', 'correct', 'correct'],
    ['red number 5', 'incorrect', 'wrong'],
  ]),
  ...peer('CynanBot', { titles: ['X=5'] }, [
    ['x=5', 'correct', 'correct'],
    ['x = 5', 'correct', 'correct'],
    ['5', 'correct', 'wrong', POLICY.EQUATION],
    ['five', 'correct', 'wrong', POLICY.EQUATION],
    ['x is 5', 'correct', 'wrong', POLICY.EQUATION],
    ['x equals 5', 'correct', 'wrong', POLICY.EQUATION],
    ['x = 5.0', 'incorrect', 'wrong'],
  ]),
  ...peer('CynanBot', { titles: ['HD-DVD'] }, [
    ['hddvd', 'correct', 'correct'],
    ['hd dvd', 'correct', 'correct'],
    ['high definition dvd', 'correct', 'correct'],
    ['high definition digital versatile disc', 'correct', 'correct'],
    ['high definition digital video disc', 'correct', 'correct'],
    ['hd digital versatile disc', 'correct', 'correct'],
    ['hd digital video disc', 'correct', 'correct'],
    ['hd', 'incorrect', 'close'],
    ['dvd', 'incorrect', 'close'],
    ['blu ray disc', 'incorrect', 'wrong'],
  ]),
  ...peer('CynanBot', { titles: ['groan/grown'] }, [
    ['groan/grown', 'correct', 'correct'],
    ['groan', 'correct', 'close', POLICY.ALTERNATIVES],
    ['grown', 'correct', 'close', POLICY.ALTERNATIVES],
    ['idk', 'incorrect', 'wrong'],
  ]),
  ...peer('CynanBot', { titles: ['The New Math'] }, [
    ['new math', 'correct', 'correct'],
    ['the new math', 'correct', 'correct'],
    ['the', 'incorrect', 'wrong'],
    ['math', 'incorrect', 'close'],
    ['new', 'incorrect', 'close'],
    ['math new', 'incorrect', 'wrong'],
    ['the math', 'incorrect', 'close'],
    ['the new', 'incorrect', 'close'],
  ]),
  ...peer('CynanBot', { titles: ['Miyamoto-san'] }, [
    ['miyamoto san', 'correct', 'correct'],
    ['miyamoto', 'correct', 'close', POLICY.HONORIFIC],
    ['miyamoto chan', 'incorrect', 'close'],
    ['miyamoto kun', 'incorrect', 'close'],
    ['miyamoto sama', 'incorrect', 'close'],
  ]),
  ...peer('CynanBot', { titles: ['Mr. Potato Head'], aliases: ['Potato Head'] }, [
    ['mr potato head', 'correct', 'correct'],
    ['mister potato head', 'correct', 'correct'],
    ['potato head', 'correct', 'correct'],
    ['ms potato head', 'incorrect', 'close'],
    ['miss potato head', 'incorrect', 'close'],
    ['missus potato head', 'incorrect', 'close'],
    ['mr', 'incorrect', 'wrong'],
    ['mister', 'incorrect', 'wrong'],
    ['potato', 'incorrect', 'close'],
    ['head', 'incorrect', 'close'],
  ]),
  ...peer('CynanBot', { titles: ['Spärrballong'] }, [
    ['sparrballong', 'correct', 'correct'],
    ['spärrballong', 'correct', 'correct'],
    ['sausage', 'incorrect', 'wrong'],
  ]),
  ...peer('CynanBot', { titles: ['things that are pinched'] }, [
    ['things that are pinched', 'correct', 'correct'],
    ['pinched', 'correct', 'wrong', POLICY.PHRASE],
    ['idk', 'incorrect', 'wrong'],
  ]),
  ...peer('CynanBot', { titles: ['things that are hello 123'] }, [
    ['things that are hello 123', 'correct', 'correct'],
    ['hello 123', 'correct', 'wrong', POLICY.PHRASE],
    ['idk', 'incorrect', 'wrong'],
  ]),
  ...peer('CynanBot', { titles: ['$50,000.00 USD'], aliases: ['$50,000.00'] }, [
    ['50000', 'correct', 'close', POLICY.AMOUNT],
    ['5000', 'incorrect', 'close'],
    ['idk', 'incorrect', 'wrong'],
  ]),
  ...peer('CynanBot', { titles: ['$123,456.78'] }, [
    ['123456.78', 'correct', 'correct'],
    ['5000', 'incorrect', 'wrong'],
    ['idk', 'incorrect', 'wrong'],
  ]),
  ...peer('CynanBot', { titles: ['VHS'] }, [
    ['vhs', 'correct', 'correct'],
    ['video home system', 'correct', 'correct'],
    ['vhs video', 'incorrect', 'wrong'],
    ['dvd', 'incorrect', 'wrong'],
    ['blu ray disc', 'incorrect', 'wrong'],
  ]),
  ...peer('CynanBot', { titles: ['Wal-Mart'] }, [
    ['walmart', 'correct', 'correct'],
    ['wal mart', 'correct', 'correct'],
    ['wally world', 'incorrect', 'wrong'],
  ]),
  ...peer('CynanBot', { titles: ['K'] }, [
    ['k', 'correct', 'correct'],
    ['f', 'incorrect', 'wrong'],
    ['t', 'incorrect', 'wrong'],
    ['ttt', 'incorrect', 'wrong'],
  ]),
  ...peer('CynanBot', { titles: ['academicism'] }, [
    ['a', 'incorrect', 'wrong'],
    ['academicisms', 'correct', 'correct'],
    ['academicism', 'correct', 'correct'],
    ['academic', 'correct', 'close', POLICY.STEM],
    ['academy', 'incorrect', 'wrong'],
    ['ism', 'incorrect', 'wrong'],
    ['olympics', 'incorrect', 'wrong'],
  ]),
  ...peer('CynanBot', { titles: ['boar'] }, [
    ['boar', 'correct', 'correct'],
    ['bear', 'incorrect', 'close'],
    ['beer', 'incorrect', 'wrong'],
    ['pig', 'incorrect', 'wrong'],
  ]),
  ...peer('CynanBot', { titles: ['Microsoft Xbox'] }, [
    ['xbox', 'incorrect', 'close'],
    ['microsoft xbox', 'correct', 'correct'],
    ['microsoft gamecube', 'incorrect', 'wrong'],
    ['nintendo xbox', 'incorrect', 'wrong'],
  ]),
  ...peer('CynanBot', { titles: ['Tabasco Hot Sauce'] }, [
    ['hot', 'incorrect', 'wrong'],
    ['hot sauce', 'incorrect', 'close'],
    ['sauce', 'incorrect', 'wrong'],
    ['tabasco', 'incorrect', 'close'],
    ['tabasco hot', 'incorrect', 'close'],
    ['tabasco sauce', 'incorrect', 'close'],
    ['tabasco hot sauce', 'correct', 'correct'],
    ['crystal', 'incorrect', 'wrong'],
    ['crystal hot', 'incorrect', 'wrong'],
    ['crystal sauce', 'incorrect', 'wrong'],
    ['crystal hot sauce', 'incorrect', 'wrong'],
  ]),
  ...peer('CynanBot', { titles: ['blue'] }, [
    ['blue', 'correct', 'correct'],
    ['red', 'incorrect', 'wrong'],
    ['', 'incorrect', 'wrong'],
  ]),
  ...peer('CynanBot', { titles: ['michael caine'] }, [
    ['michael caine', 'correct', 'correct'],
    ['michael cain', 'correct', 'correct'],
    ['michael', 'incorrect', 'close'],
    ['mike', 'incorrect', 'wrong'],
    ['caine', 'incorrect', 'close'],
    ['cain', 'incorrect', 'close'],
  ]),
  ...peer('CynanBot', { titles: ['olympic games'] }, [
    ['olympic', 'correct', 'close', POLICY.HALF],
    ['olympics', 'correct', 'close', POLICY.HALF],
    ['olympic games', 'correct', 'correct'],
    ['games', 'incorrect', 'close'],
    ['sports', 'incorrect', 'wrong'],
  ]),
  ...peer('CynanBot', { titles: ['hello & world'] }, [
    ['hello & world', 'correct', 'correct'],
    ['world & hello', 'correct', 'wrong', POLICY.ORDER],
    ['hello', 'incorrect', 'close'],
    ['world', 'incorrect', 'close'],
  ]),
  ...peer('helga-jeopardy', { titles: ['winston churchill'] }, [
    ['winston churchill', 'correct', 'correct'],
    ['winston l. churchill', 'correct', 'correct'],
    ["i don't know, winston churchill maybe?", 'correct', 'close', POLICY.HEDGE],
    ['Winston Churchill', 'correct', 'correct'],
  ]),
  ...peer('helga-jeopardy', { titles: ['penny'] }, [
    ['pennies', 'correct', 'correct'],
  ]),
  ...peer('helga-jeopardy', { titles: ['the pen'] }, [
    ['pen', 'correct', 'correct'],
  ]),
  ...peer('helga-jeopardy', { titles: ['Baby, I Love Your Way'] }, [
    ['ooh baby i love your way', 'correct', 'close', POLICY.HEDGE],
  ]),
  ...peer('helga-jeopardy', { titles: ['John F. Kennedy'] }, [
    ['john f kennedy', 'correct', 'correct'],
  ]),
  ...peer('helga-jeopardy', { titles: ['the disciples'], aliases: ['apostles'] }, [
    ['disciples', 'correct', 'correct'],
    ['apostles', 'correct', 'correct'],
  ]),
  ...peer('helga-jeopardy', { titles: ['john f. kennedy'] }, [
    ['kennedy', 'partial', 'close'],
  ]),
  ...peer('helga-jeopardy', { titles: ["One Flew Over the Cuckoo's Nest"] }, [
    ['one flew over', 'partial', 'close'],
  ]),
  ...peer('helga-jeopardy', { titles: ['earl grey tea'] }, [
    ['earl gray tea', 'correct', 'correct'],
  ]),
  ...peer('helga-jeopardy', { titles: ['a man'] }, [
    ['man', 'correct', 'correct'],
  ]),
];
