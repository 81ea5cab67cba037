import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { EnvError, findRepoRoot, parseEnv } from './config/env';
import { DataFolderInUseError } from './db/data-folder-lock';
import { startServer } from './start-server';

async function main() {
  let env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
  const app = await startServer(env, repoRoot);

  closeWithGrace({ delay: env.SHUTDOWN_TIMEOUT_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down gracefully');
    await app.close();
  });
}

main().catch((error: unknown) => {
  // Another process holds the data folder: the message says what to do, a stack would bury it.
  console.error(
    'Evident failed to start:',
    error instanceof DataFolderInUseError ? error.message : error,
  );
  process.exit(1);
});
