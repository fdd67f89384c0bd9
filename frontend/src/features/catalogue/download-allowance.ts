import type { QuotaUsage } from '@trivia/contracts';

export interface AllowanceInput {
  loggedIn: boolean;
  /** The member's pack downloads this month (GET /api/entitlements); undefined while unknown. */
  usage: QuotaUsage | undefined;
  /** The member has downloaded this quiz before: every file of it is free to download again. */
  inLibrary: boolean;
  /** This week's free sample: any member downloads it without a plan or quota. */
  freeSample: boolean;
  formatDate: (iso: string) => string;
}

export type Allowance =
  | { kind: 'guest'; text: string }
  | { kind: 'free'; text: string }
  | { kind: 'quota'; text: string }
  | { kind: 'used-up'; text: string }
  | { kind: 'no-plan'; text: string }
  | { kind: 'unknown'; text: null };

/** What the page says above the download buttons: whether a download costs one of this month's, and what is left. */
export function downloadAllowance({ loggedIn, usage, inLibrary, freeSample, formatDate }: AllowanceInput): Allowance {
  if (!loggedIn) {
    return {
      kind: 'guest',
      text: freeSample
        ? 'Log in or sign up free to download this week’s sample pack.'
        : 'Log in to download this pack. Pack downloads come with the Pub Standard and Pub Premium plans.',
    };
  }
  if (freeSample) return { kind: 'free', text: 'This week’s free sample: free for every member, no plan needed.' };
  if (inLibrary) return { kind: 'free', text: 'You have downloaded this pack before: re-downloads are free.' };
  if (!usage) return { kind: 'unknown', text: null };
  if (usage.limit <= 0) {
    return { kind: 'no-plan', text: 'Pack downloads come with the Pub Standard and Pub Premium plans.' };
  }
  if (usage.left <= 0) {
    return {
      kind: 'used-up',
      text: `You have used all ${usage.limit} pack downloads this month. More on ${formatDate(usage.resetsAt)}; re-downloads are free.`,
    };
  }
  return {
    kind: 'quota',
    text: `You have ${usage.left} of ${usage.limit} pack downloads left this month; re-downloads are free.`,
  };
}
