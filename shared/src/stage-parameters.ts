/**
 * The SSM parameters a deployed stage writes for its own functions and for operators' scripts
 * (`quiz-<stage>` is the stage's prefix, infra/lib/stages.ts): names, not values, so that a script
 * finds a stage's resources with AWS credentials alone.
 */
export const STAGE_PARAMETERS = {
  /** The single table's name (the data stack). */
  tableName: (prefix: string) => `/${prefix}/table-name`,
  /** The site bucket, which holds the game images under images/ (the web stack). */
  imagesBucket: (prefix: string) => `/${prefix}/images-bucket`,
} as const;
