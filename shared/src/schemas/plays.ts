import * as z from 'zod/mini';
import { localeSchema, nonNegativeInt, positiveInt, unitSchema, uuidSchema } from './common';
import { referenceTypes, zoneSchema } from './content';
import { localizedGameSchema } from './games';
import { imageVariantsSchema } from './images';
import { summaryServerSchema } from './scores';

/** Modes allowed for fr, en and default (SPEC §2); FREE is the default. */
export const GAME_MODES = ['FREE', 'QUIZ'] as const;
export const gameModeSchema = z.enum(GAME_MODES);
export type GameMode = z.infer<typeof gameModeSchema>;

/** Longest typed answer we read (anything longer is a 400, not a guess). */
export const MAX_ANSWER_LENGTH = 200;

export const playParamsSchema = z.object({ playId: uuidSchema });

export const startPlayBodySchema = z.object({
  gameId: positiveInt,
  mode: z._default(gameModeSchema, 'FREE'),
  locale: z._default(localeSchema, 'en'),
  /**
   * Continue a run (docs/game.md "Runs in parts"): the id of its latest part, over and not the last.
   * The new part keeps what was found, revealed and locked, in the run's mode, on a fresh clock.
   */
  continueFrom: z.optional(uuidSchema),
});

/** "Finish later" ends the part and keeps the run; `endRun` ends the run too (the solution opens). */
export const finishPlayBodySchema = z._default(z.object({ endRun: z._default(z.boolean(), false) }), { endRun: false });

/** The play's language, switched mid-play: titles and hints from now on, QUIZ options included. */
export const playLocaleBodySchema = z.object({ locale: localeSchema });

/** A point on the illustration, in image-relative coordinates (0..1 on both axes, origin top-left). */
export const pointSchema = z.object({ x: unitSchema, y: unitSchema });
export type Point = z.infer<typeof pointSchema>;

/**
 * How the player pointed: a fingertip is wider than a mouse pointer, so the server forgives a touch
 * landing a little further from a zone (docs/game.md "Where a click lands").
 */
export const POINTER_KINDS = ['mouse', 'touch', 'keyboard'] as const;
export const pointerKindSchema = z.enum(POINTER_KINDS);
export type PointerKind = z.infer<typeof pointerKindSchema>;

/**
 * A guess. FREE mode: the point the player clicked (null: "something in the whole picture") and the
 * typed text; the server finds the zone. QUIZ mode: the reference asked and the option chosen.
 */
const refIdSchema = z.string().check(z.minLength(1), z.maxLength(40));

export const guessBodySchema = z
  .object({
    point: z.optional(z.nullable(pointSchema)),
    pointer: z._default(pointerKindSchema, 'mouse'),
    text: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_ANSWER_LENGTH))),
    refId: z.optional(refIdSchema),
    choice: z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_ANSWER_LENGTH))),
  })
  .check(
    z.refine((g) => (g.text === undefined) !== (g.choice === undefined), {
      message: 'give either a typed text or a chosen option',
      path: ['text'],
    }),
    z.refine((g) => g.text === undefined || g.point !== undefined, {
      message: 'a typed guess says where the player clicked (point, or null for the whole picture)',
      path: ['point'],
    }),
    z.refine((g) => g.choice === undefined || g.refId !== undefined, {
      message: 'a chosen option says which reference it answers (refId)',
      path: ['refId'],
    }),
  );
export type GuessBody = z.input<typeof guessBodySchema>;

export const referenceActionBodySchema = z.object({ refId: refIdSchema });

/** QUIZ mode's "Next": the next open question, or (`refId`) back to one already asked. */
export const nextQuestionBodySchema = z.object({ refId: z.optional(refIdSchema) });

export const verdictSchema = z.enum(['correct', 'close', 'other_opus', 'elsewhere', 'wrong']);
export type Verdict = z.infer<typeof verdictSchema>;

/** Extra seconds after the 3-minute clock during which a guess still counts (network latency). */
export const CLOCK_GRACE_SECONDS = 5;
/**
 * Guesses allowed in one play, wherever they land (one budget: a budget per zone would tell, by
 * running out, that a click is on a zone). More than one every two seconds of the clock; past it 429.
 */
export const MAX_GUESSES_PER_PLAY = 100;
/** How long a play record is kept (TTL) so that a score posted later can be checked against it. */
export const PLAY_RETENTION_SECONDS = 30 * 86_400;

/**
 * A reference as a player's page sees it: what kind it is, never what it is nor where it is (its
 * zone comes with the play state once found or revealed, or once asked in QUIZ mode; its options
 * only while it is the QUIZ question asked: docs/game.md "QUIZ: one question at a time").
 */
export const playReferenceSchema = z.object({
  id: z.string(),
  type: z.enum(referenceTypes),
});
export type PlayReference = z.infer<typeof playReferenceSchema>;

/** A game's player payload: the illustration and its references' kinds; no title, alias or zone. */
export const gamePayloadSchema = z.extend(localizedGameSchema, {
  /** The full picture (players zoom into it); `variants` are its sized copies, for previews only. */
  image: z.object({ src: z.string(), width: z.number(), height: z.number(), variants: z.optional(imageVariantsSchema) }),
  durationSeconds: positiveInt,
  references: z.array(playReferenceSchema),
});
export type GamePayload = z.infer<typeof gamePayloadSchema>;

export const referenceStatusSchema = z.enum(['open', 'found', 'revealed', 'locked']);
export type ReferenceStatus = z.infer<typeof referenceStatusSchema>;

/** What the player has earned on one reference; the title only once it is found or revealed. */
export const referenceStateSchema = z.object({
  refId: z.string(),
  status: referenceStatusSchema,
  title: z.nullable(z.string()),
  /**
   * Where it is: once found or revealed, or once asked in QUIZ mode; null while a FREE-mode
   * reference is open, for a QUIZ question not asked yet, and always for a zoneless one.
   */
  zone: z.nullable(zoneSchema),
  hints: z.array(z.string()),
  hintsLeft: z.int().check(z.minimum(0), z.maximum(2)),
  /**
   * The reference's own error counts: 0 while it is open and its run goes on, so that a miss on
   * its zone and a miss on nothing leave the same state (docs/game.md "What a guess may reveal");
   * the play's count of misses is `summary.errorCountFree`.
   */
  errorsFree: nonNegativeInt,
  errorsQuiz: nonNegativeInt,
});
export type ReferenceState = z.infer<typeof referenceStateSchema>;

/**
 * The run a play is a part of (docs/game.md "Runs in parts"). A run is one go at a quiz, played in
 * one or more parts of 3 minutes; each part is a play, and carries what the run found before it.
 */
export const runStateSchema = z.object({
  /** The id of the run's first part. */
  runId: uuidSchema,
  /** The part's place in its run: 0 for the first, 1 after the first "Continue", … (SPEC §3). */
  partIndex: nonNegativeInt,
  /** Which of the owner's runs of this quiz: 1 for the first (SPEC §3 `runPart`). */
  runPart: positiveInt,
  /** The run is over: ended by the player, or every reference consumed. Only then the solution. */
  ended: z.boolean(),
  /** A later part of the run has started: this one is history. */
  continued: z.boolean(),
});
export type RunState = z.infer<typeof runStateSchema>;

/** The QUIZ question asked: its reference and its four options, the right one among them. */
export const quizQuestionSchema = z.strictObject({
  refId: z.string(),
  choices: z.array(z.string()).check(z.length(4)),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

/** A play as the server records it, in the form the page shows. */
export const playStateSchema = z.object({
  playId: uuidSchema,
  gameId: positiveInt,
  mode: gameModeSchema,
  locale: localeSchema,
  run: runStateSchema,
  startedAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** The server's clock when it answered: the page derives its countdown offset from it. */
  serverNow: z.iso.datetime(),
  /** This part is over (its clock, or "finish later"); the run may go on (`run.ended`). */
  ended: z.boolean(),
  /** Score /10, rounded to 0.1 (SPEC §9). */
  score: z.number().check(z.minimum(0), z.maximum(10)),
  summary: summaryServerSchema,
  references: z.array(referenceStateSchema),
  /**
   * QUIZ mode: the question asked now, with its four options in the play's language (its zone is
   * its reference's); null in FREE mode and once the part is over. Nothing of a later question is
   * sent before it is asked (docs/game.md "QUIZ: one question at a time").
   */
  question: z.nullable(quizQuestionSchema),
});
export type PlayState = z.infer<typeof playStateSchema>;

export const startPlayResponseSchema = z.object({ game: gamePayloadSchema, play: playStateSchema });

/**
 * A verdict and nothing measurable: no similarity figure, and no reference, title or zone unless the
 * guess found one (docs/game.md "What a guess may reveal").
 */
export const guessResponseSchema = z.strictObject({
  verdict: verdictSchema,
  /** The reference found (null for any other verdict). */
  refId: z.nullable(z.string()),
  title: z.nullable(z.string()),
  zone: z.nullable(zoneSchema),
  play: playStateSchema,
});
export type GuessResponse = z.infer<typeof guessResponseSchema>;

export const hintResponseSchema = z.object({
  refId: z.string(),
  kind: z.enum(['main', 'backup']),
  hint: z.string(),
  play: playStateSchema,
});

export const revealResponseSchema = z.object({ refId: z.string(), title: z.string(), play: playStateSchema });

export const playResponseSchema = z.object({ play: playStateSchema });

/**
 * A run as the server holds it (docs/game.md "Runs in parts"): its latest part's state, reached from
 * any of its parts, and whether a device may offer Continue from it now.
 */
export const playRunResponseSchema = z.object({ play: playStateSchema, canContinue: z.boolean() });
export type PlayRunResponse = z.infer<typeof playRunResponseSchema>;

/** Every zone and title: only once the play's run has ended. */
export const solutionResponseSchema = z.object({
  play: playStateSchema,
  references: z.array(
    z.object({
      id: z.string(),
      type: z.enum(referenceTypes),
      zone: z.nullable(zoneSchema),
      title: z.string(),
      status: referenceStatusSchema,
    }),
  ),
});
export type SolutionResponse = z.infer<typeof solutionResponseSchema>;
