import { downloadAllowance, type AllowanceInput } from './download-allowance';

const usage = (limit: number, used: number) => ({
  limit,
  used,
  left: limit - used,
  resetsAt: '2026-12-01T00:00:00.000Z',
});
const base: AllowanceInput = {
  loggedIn: true,
  usage: usage(8, 2),
  inLibrary: false,
  freeSample: false,
  formatDate: () => '1 December 2026',
};

describe('downloadAllowance', () => {
  it.each<[string, Partial<AllowanceInput>, string, string | null]>([
    ['a subscriber', {}, 'quota', 'You have 6 of 8 pack downloads left this month; re-downloads are free.'],
    [
      'a subscriber past quota',
      { usage: usage(8, 8) },
      'used-up',
      'You have used all 8 pack downloads this month. More on 1 December 2026; re-downloads are free.',
    ],
    [
      'a re-download',
      { usage: usage(8, 8), inLibrary: true },
      'free',
      'You have downloaded this pack before: re-downloads are free.',
    ],
    [
      'the free plan',
      { usage: usage(0, 0) },
      'no-plan',
      'Pack downloads come with the Pub Standard and Pub Premium plans.',
    ],
    [
      'the free sample on the free plan',
      { usage: usage(0, 0), freeSample: true },
      'free',
      'This week’s free sample: free for every member, no plan needed.',
    ],
    [
      'a guest',
      { loggedIn: false, usage: undefined },
      'guest',
      'Log in to download this pack. Pack downloads come with the Pub Standard and Pub Premium plans.',
    ],
    ['while the plan is unknown', { usage: undefined }, 'unknown', null],
  ])('%s', (_name, input, kind, text) => {
    expect(downloadAllowance({ ...base, ...input })).toEqual({ kind, text });
  });
});
