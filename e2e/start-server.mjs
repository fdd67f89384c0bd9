// Starts the built server on a fresh, throw-away data directory so every run begins with a clean database.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const mainJs = resolve(here, '../backend/dist/main.js');
if (!existsSync(mainJs)) {
  console.error(`${mainJs} is missing: run \`npm run build\` in the repository root first.`);
  process.exit(1);
}

const port = process.env.E2E_PORT ?? process.env.PORT ?? '3210';
const dataDir = mkdtempSync(join(tmpdir(), 'trivia-e2e-'));
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, [mainJs], {
  cwd: resolve(here, '..'),
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    // The e2e tests buy plans with the built-in test provider's test cards.
    BILLING_TEST_PROVIDER: 'true',
    // Production mode seeds no demo accounts unless asked: the tests log in as them.
    SEED_DEMO_DATA: 'true',
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    RATE_LIMIT_PER_MINUTE: '100000',
    // Every browser of the tests signs up and connects from this one address.
    REGISTRATIONS_PER_HOUR: '100000',
    SOCKET_CONNECTIONS_PER_MINUTE: '100000',
    // The admin hosts every room and session of the suite (more than ten in ten minutes, retries included).
    ARENA_ROOMS_PER_10_MINUTES: '100000',
    // A browser driven by a test answers faster than any person and every guest plays from this address: the
    // pace check and the guest cap have integration tests of their own.
    DAILY_TIME_FLOOR_MS: '0',
    DAILY_GUEST_ATTEMPTS_PER_IP: '100000',
  },
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
