// `npm start`: builds whatever is missing or out of date, then runs the API and the built web app
// in this one process (migrations run at server start).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildState, root, sameNodeEnv, targets } from './build-state.mjs';

for (const target of targets) {
  const state = buildState(target);
  if (state === 'fresh') continue;
  console.log(`${target.name}: build ${state}, building...`);
  const [cmd, args] = target.command;
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: sameNodeEnv() });
  if (result.status !== 0) {
    console.error(`Could not build ${target.name}; see the output above.`);
    process.exit(result.status ?? 1);
  }
}

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'apps/api/dist/server.js')).href);
