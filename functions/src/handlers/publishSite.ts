import { randomUUID } from 'node:crypto';
import { publishSiteRoute, type Publish } from '@quiz/shared';
import { createPublish, updatePublish } from '../data/publishes';
import { auditActor } from '../data/audit';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';
import { startPublishRun } from '../lib/publish-runner';

/**
 * POST /api/desk/publish: queues a publish of the site (docs/back-office.md "Publishing") and answers
 * 202 with its record; the run (functions/src/jobs/publish-site.ts) goes on without the caller.
 * Designers may publish: a run only shows what is already live or published.
 */
export const handler = httpHandler(
  publishSiteRoute,
  // The requester's display name is kept on the record (docs/back-office.md "Names"): never a sign-in id on the page.
  withNamedCaller(async ({ caller }) => {
    const publish: Publish = {
      id: randomUUID(),
      status: 'queued',
      requestedBy: auditActor(caller),
      requestedAt: new Date().toISOString(),
    };
    await createPublish(publish);
    try {
      await startPublishRun(publish.id);
    } catch (error) {
      // Never a publish left waiting for a run that will not come.
      await updatePublish(publish.id, { status: 'failed', finishedAt: new Date().toISOString(), error: 'the publish could not be started' });
      throw error;
    }
    return { publish };
  }),
  { status: 202 },
);
