import { expect } from 'vitest';
import { routes, type CompetitionInput } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import { apiEvent, invoke } from './events';

/** A UTC wall-clock time `ms` from now, as the admin's form writes it (minutes). */
export const wall = (ms: number) => new Date(Date.now() + ms).toISOString().slice(0, 16);
export const HOUR = 3_600_000;

/**
 * A competition on game 1, published and running from a day ago to a day ahead unless `change` says
 * otherwise, created through the admin's call (`createCompetition`, with an admin's token): its id.
 */
export async function newCompetition(
  createCompetition: LambdaHandler,
  adminToken: string,
  change: Partial<CompetitionInput> = {},
  titles: CompetitionInput['titles'] = { en: 'Winter cup', fr: 'Coupe d’hiver' },
): Promise<string> {
  const competition: CompetitionInput = {
    titles, rules: { en: 'Best score wins.', fr: 'Le meilleur score gagne.' },
    gameIds: [1], start: wall(-24 * HOUR), end: wall(24 * HOUR), timeZone: 'UTC', status: 'published', ...change,
  };
  const { status, json } = await invoke(createCompetition, apiEvent(routes.createCompetition, { token: adminToken, body: { competition } }));
  expect(status).toBe(200);
  return json.competition.id as string;
}
