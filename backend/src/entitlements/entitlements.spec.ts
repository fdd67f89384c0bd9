import type { PaidPlanId } from '@trivia/contracts';
import { Entitlements } from './entitlements';
import { planStanding } from './plan-standing';
import type { QuotaLedger } from './quota-ledger';

const NOW = new Date('2026-03-31T23:30:00.000Z'); // 00:30 on 1 April in the UK

function entitlementsOn(planId: PaidPlanId | null, used: Record<string, number> = {}) {
  const ledger = {
    used: jest.fn(async () => used),
    take: jest.fn(async () => null),
    giveBack: jest.fn(async () => undefined),
  };
  const subscription = planId && { status: 'active' as const, planId, currentPeriodEnd: null };
  const standing = planStanding('MEMBER', subscription, NOW.getTime());
  const entitlements = new Entitlements(standing, {
    userId: 'u1',
    ledger: ledger as unknown as QuotaLedger,
    now: () => NOW,
  });
  return { entitlements, ledger };
}

describe('Entitlements', () => {
  it('counts quotas in the UK month and never shows fewer than none left', async () => {
    // Downgraded mid-month from Pub Premium (30 downloads) to Pub Standard (8) after using 12.
    const { entitlements, ledger } = entitlementsOn('pub-standard', { packDownloads: 12 });
    expect(await entitlements.usage()).toEqual({
      packDownloads: { limit: 8, used: 12, left: 0, resetsAt: '2026-04-30T23:00:00.000Z' },
      customQuizzes: { limit: 0, used: 0, left: 0, resetsAt: '2026-04-30T23:00:00.000Z' },
    });
    expect(ledger.used).toHaveBeenCalledWith('u1', '2026-04');
  });

  it('names the used count and the reset date when a quota is used up', async () => {
    const { entitlements, ledger } = entitlementsOn('pub-standard', { packDownloads: 8 });
    await expect(entitlements.consume('packDownloads')).rejects.toMatchObject({
      code: 'DL_003',
      message: 'You have used 8 of 8 pack downloads this month. More on 1 May 2026.',
    });
    expect(ledger.take).toHaveBeenCalledWith('u1', 'packDownloads', '2026-04', 8);
  });

  it('refuses to start work a used-up quota could not pay for, taking nothing', async () => {
    const { entitlements, ledger } = entitlementsOn('essentials', { customQuizzes: 10 });
    await expect(entitlements.requireLeft('customQuizzes')).rejects.toMatchObject({
      code: 'QUIZ_001',
      message: 'You have used 10 of 10 custom quizzes this month. More on 1 May 2026.',
    });
    const { entitlements: roomy } = entitlementsOn('essentials', { customQuizzes: 3 });
    expect(await roomy.requireLeft('customQuizzes')).toMatchObject({ used: 3, left: 7 });
    await expect(entitlementsOn('pub-standard').entitlements.requireLeft('customQuizzes')).rejects.toMatchObject({
      code: 'DL_001',
    });
    expect(ledger.take).not.toHaveBeenCalled();
  });

  it('refuses a quota the plan does not have without touching the counters', async () => {
    const { entitlements, ledger } = entitlementsOn('pub-standard');
    await expect(entitlements.consume('customQuizzes')).rejects.toMatchObject({ code: 'DL_001' });
    expect(ledger.take).not.toHaveBeenCalled();
  });

  it('gives back in the month asked for, this month by default', async () => {
    const { entitlements, ledger } = entitlementsOn('essentials');
    await entitlements.release('packDownloads');
    await entitlements.release('packDownloads', '2026-03');
    expect(ledger.giveBack.mock.calls).toEqual([
      ['u1', 'packDownloads', '2026-04'],
      ['u1', 'packDownloads', '2026-03'],
    ]);
  });

  it.each`
    planId           | largest | asked  | outcome
    ${null}          | ${10}   | ${10}  | ${'hosted'}
    ${null}          | ${10}   | ${11}  | ${'Your plan hosts rooms of up to 10 players. Upgrade for bigger rooms.'}
    ${'essentials'}  | ${40}   | ${41}  | ${'Your plan hosts rooms of up to 40 players. Upgrade for bigger rooms.'}
    ${'pub-premium'} | ${300}  | ${300} | ${'hosted'}
  `('a $planId host asking for $asked players: $outcome', ({ planId, largest, asked, outcome }) => {
    const { entitlements } = entitlementsOn(planId);
    expect(entitlements.arenaRoomPlayers).toBe(largest);
    const attempt = () => entitlements.requireRoomFor(asked);
    if (outcome === 'hosted') expect(attempt).not.toThrow();
    else
      expect(attempt).toThrow(
        expect.objectContaining({ code: 'VAL_001', issues: [{ path: 'maxPlayers', message: outcome }] }),
      );
  });
});
