// Development: the API with reload (tsx watch) on :3000 and Vite with HMR on :5173 (proxying /api and /images).
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'functions/src/server.ts'], { stdio: 'inherit', env: { ...process.env, PORT: process.env.PORT ?? '3000' } }),
  spawn('npm', ['run', 'dev', '-w', 'web'], { stdio: 'inherit' }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
