import type { SecretBox } from '../crypto/secret-box';
import { databaseOptions, EMBEDDED_QUEUE_TIMEOUT_MS } from './database-options';

const box = {} as SecretBox;
const timeouts = { connectMs: 1500, queryMs: 60_000 };
const poolWait = (options: ReturnType<typeof databaseOptions>) =>
  (options as { extra: { connectionTimeoutMillis: number } }).extra.connectionTimeoutMillis;

describe('databaseOptions', () => {
  it('gives up on a database server soon: a free connection or a new one within connectMs', () => {
    expect(poolWait(databaseOptions({ url: 'postgres://db/x', poolSize: 10 }, box, timeouts))).toBe(1500);
  });

  it("lets a query wait its turn for the embedded database's one connection", () => {
    const embedded = { url: 'postgres://127.0.0.1:5555/x', poolSize: 1, queueTimeoutMs: EMBEDDED_QUEUE_TIMEOUT_MS };
    expect(poolWait(databaseOptions(embedded, box, timeouts))).toBe(30_000);
  });
});
