import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** The tests drive the system Chromium; fail fast with the fix when it is not installed. */
export default function globalSetup(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error('Chromium is missing: run `apt-get install -y chromium` as root');
  }
}
