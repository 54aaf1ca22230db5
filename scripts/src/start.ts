import { parseArgs } from 'node:util';
import { JavaMissingError } from './local/dynamo';
import { startRuntime } from './local/runtime';

/**
 * `npm start`: the whole game on this machine, no AWS account needed.
 *   --fresh      wipe the kept local data first (or FRESH=1)
 *   --memory     keep the data in memory only (tests use this)
 *   --dist       serve the production build of the web app (web/dist) instead of Vite's dev server
 *   --test-controls  end-to-end tests only: lets the tests age a play (move its clock), and
 *                    raises the per-minute limits per caller twentyfold (every test plays from 127.0.0.1)
 * PORT chooses the port (3000 by default), which Vite's live reload shares; the sign-in stand-in
 * listens on PORT+1 (SIGN_IN_PORT to choose another; a busy port falls back to a free one).
 */
const { values } = parseArgs({
  options: {
    fresh: { type: 'boolean', default: process.env.FRESH === '1' },
    memory: { type: 'boolean', default: false },
    dist: { type: 'boolean', default: false },
    'test-controls': { type: 'boolean', default: false },
  },
});

const port = Number(process.env.PORT ?? 3000);
const signInPort = Number(process.env.SIGN_IN_PORT ?? (port > 0 ? port + 1 : 0));
const started = Date.now();

try {
  const runtime = await startRuntime({
    port,
    web: values.dist ? 'dist' : 'vite',
    persist: !values.memory,
    fresh: values.fresh,
    testControls: values['test-controls'],
    rateLimitScale: values['test-controls'] ? 20 : 1,
    signInPort,
    log: (line) => console.log(`  ${line}`),
  });
  console.log(`\n  Picture quiz is ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${runtime.url}/`);
  console.log(`  Sign-in stand-in (local Cognito hosted UI): ${runtime.signInUrl}/\n`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\n  Stopping…');
    await runtime.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  if (error instanceof JavaMissingError) {
    console.error(`\n  ${error.message.replaceAll('\n', '\n  ')}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
}
