import { PLANS } from '@trivia/contracts';
import { builderPlanNames, builderPlans } from './builder-plans';

describe('the plans that include the builder', () => {
  it('lists each with its monthly custom quizzes from the plan catalogue', () => {
    const rows = builderPlans();
    expect(rows.map((row) => row.id)).toEqual(['essentials', 'pub-premium', 'pub-premium-yearly']);
    for (const row of rows) expect(row.customQuizzes).toBe(PLANS[row.id].grants.quotas.customQuizzes);
    expect(rows[0]?.price).toBe('£9.99 a month, inc. VAT');
  });

  it('names them once each, the yearly plan with its monthly one', () => {
    expect(builderPlanNames()).toBe('Essentials or Pub Premium');
  });

  it('leaves out a plan whose builder quota is 0', () => {
    const off = {
      ...PLANS.essentials,
      grants: { ...PLANS.essentials.grants, quotas: { packDownloads: 4, customQuizzes: 0 } },
    };
    expect(builderPlans([off, PLANS.free])).toEqual([]);
  });
});
