import type { Repository } from 'typeorm';
import { ApiUsageService } from './api-usage.service';
import type { ApiUsageDayEntity } from './api-usage-day.entity';

/** A repository whose transaction hands out a manager that records every statement (or fails on demand). */
function recordingRepository() {
  const statements: { sql: string; params: unknown[] }[] = [];
  const state = { failNext: false };
  const manager = {
    query: jest.fn(async (sql: string, params: unknown[]) => {
      if (state.failNext) {
        state.failNext = false;
        throw new Error('connection terminated');
      }
      statements.push({ sql, params });
      return [];
    }),
  };
  const repository = {
    manager: { transaction: jest.fn(async (work: (m: typeof manager) => Promise<void>) => work(manager)) },
    query: jest.fn(async () => []),
  } as unknown as Repository<ApiUsageDayEntity>;
  return { repository, statements, state };
}

const caller = { keyId: 'key-1', userId: 'user-1' };
const at = (iso: string) => new Date(iso);

describe('ApiUsageService', () => {
  it('adds a key’s served and refused requests per UTC day in one write, with its last use', async () => {
    const { repository, statements } = recordingRepository();
    const usage = new ApiUsageService(repository);
    usage.record(caller, 'served', at('2026-11-27T23:59:58Z'));
    usage.record(caller, 'served', at('2026-11-27T23:59:59Z'));
    usage.record(caller, 'refused', at('2026-11-27T23:59:59Z'));
    usage.record(caller, 'served', at('2026-11-28T00:00:01Z'));
    await usage.flush();
    expect(statements).toHaveLength(2);
    expect(statements[0]!.sql).toContain('ON CONFLICT (key_id, day) DO UPDATE');
    expect(statements[0]!.params).toEqual([
      ['key-1', 'key-1'],
      ['2026-11-27', '2026-11-28'],
      ['user-1', 'user-1'],
      [2, 1],
      [1, 0],
    ]);
    expect(statements[1]!.params).toEqual([['key-1'], ['2026-11-28T00:00:01.000Z']]);
    await usage.flush();
    expect(statements).toHaveLength(2);
  });

  it('keeps the counts when the database is away and writes them, once, on the next flush', async () => {
    const { repository, statements, state } = recordingRepository();
    const usage = new ApiUsageService(repository);
    usage.record(caller, 'served', at('2026-11-27T10:00:00Z'));
    state.failNext = true;
    await usage.flush();
    expect(statements).toHaveLength(0);
    usage.record(caller, 'served', at('2026-11-27T10:00:01Z'));
    await usage.flush();
    expect(statements[0]!.params[3]).toEqual([2]);
  });

  it('writes what is pending when the app shuts down', async () => {
    const { repository, statements } = recordingRepository();
    const usage = new ApiUsageService(repository);
    usage.onModuleInit();
    usage.record(caller, 'refused', at('2026-11-27T10:00:00Z'));
    await usage.beforeApplicationShutdown();
    expect(statements[0]!.params[4]).toEqual([1]);
  });
});
