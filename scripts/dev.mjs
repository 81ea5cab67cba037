// `npm run dev`: the API with reload (tsx watch, port 3000) and the Vite dev server (port 5173,
// proxying /api and /forms to the API).
import { spawn } from 'node:child_process';
import { root, sameNodeEnv } from './build-state.mjs';

const children = [
  spawn('npm', ['run', 'dev', '--workspace', 'apps/api'], {
    cwd: root,
    stdio: 'inherit',
    env: sameNodeEnv(),
  }),
  spawn('npm', ['run', 'dev', '--workspace', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
    env: sameNodeEnv(),
  }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
