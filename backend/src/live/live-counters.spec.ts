import { COUNTER_TTL_MS, InProcessLiveCounters } from './live-counters';

const HOUR = 60 * 60 * 1000;

describe('in-process live counters: what they forget', () => {
  it('drops the players of days before yesterday (UK dates), keeping today and yesterday', async () => {
    // 00:30 in London on 30 March 2026, the day after the clocks went forward (a 23-hour day).
    let now = Date.UTC(2026, 2, 29, 23, 30);
    const counters = new InProcessLiveCounters(() => now);
    for (const date of ['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30'])
      await counters.addPlayers(`daily:players:${date}:mc`, ['a', 'b', 'c']);
    expect(counters.size()).toBe(16);

    counters.sweep();
    expect(await counters.has('daily:players:2026-03-28:mc')).toBe(false);
    expect(await counters.has('daily:players:2026-03-29:mc')).toBe(true);
    expect(counters.size()).toBe(8);

    // A day later (the 31st), the 29th is older than yesterday too.
    now += 24 * HOUR;
    counters.sweep();
    expect(await counters.count('daily:players:2026-03-29:mc')).toBe(0);
    expect(await counters.count('daily:players:2026-03-30:mc')).toBe(3);
  });

  it('drops activity marks and keys nobody wrote for two days, as Redis would expire them', async () => {
    let now = Date.UTC(2026, 10, 23, 12);
    const counters = new InProcessLiveCounters(() => now);
    for (let i = 0; i < 100; i += 1) await counters.touch('daily:active:mc', `player-${i}`, now);
    await counters.addPlayer('some:set', 'x');
    now += COUNTER_TTL_MS / 2;
    await counters.touch('daily:active:standard', 'late', now);
    expect(counters.size()).toBe(105);

    now += COUNTER_TTL_MS / 2 + 1;
    counters.sweep();
    expect(counters.size()).toBe(2);
    expect(await counters.activeSince('daily:active:standard', 0)).toBe(1);
    expect(await counters.has('some:set')).toBe(false);
  });
});
