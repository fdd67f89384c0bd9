import { adsAllowedOn } from './ads-path.js';

// Spec section 9: "Ads only on paths starting /daily-quiz, /daily-mcq-quiz, /arena, excluding /daily-quiz/admin
// and /arena/settings."
describe('adsAllowedOn', () => {
  it.each`
    path                       | allowed  | why
    ${'/daily-quiz'}           | ${true}  | ${'starts /daily-quiz'}
    ${'/daily-quiz/123'}       | ${true}  | ${'below /daily-quiz'}
    ${'/daily-mcq-quiz'}       | ${true}  | ${'starts /daily-mcq-quiz'}
    ${'/daily-mcq-quiz/5'}     | ${true}  | ${'below /daily-mcq-quiz'}
    ${'/daily-mc-quiz'}        | ${true}  | ${'the MC quiz route of the route table'}
    ${'/arena'}                | ${true}  | ${'starts /arena'}
    ${'/arena/room/1'}         | ${true}  | ${'below /arena'}
    ${'/daily-quiz/admin'}     | ${false} | ${'excluded'}
    ${'/daily-quiz/admin/x'}   | ${false} | ${'below an exclusion'}
    ${'/arena/settings'}       | ${false} | ${'excluded'}
    ${'/arena/settings/sound'} | ${false} | ${'below an exclusion'}
    ${'/'}                     | ${false} | ${'landing'}
    ${'/quizzes'}              | ${false} | ${'catalogue'}
    ${'/pricing'}              | ${false} | ${'pricing'}
    ${'/pricing/arena'}        | ${false} | ${'pricing page about the arena'}
    ${'/dashboard'}            | ${false} | ${'logged-in area'}
    ${'/admin'}                | ${false} | ${'admin'}
    ${'/blog/daily-quiz'}      | ${false} | ${'contains but does not start with /daily-quiz'}
  `('$path → $allowed ($why)', ({ path, allowed }) => {
    expect(adsAllowedOn(path)).toBe(allowed);
  });
});
