import type { BetaTester } from '@trivia/contracts';

/** What grouping testers needs of a flag and of a user. */
export interface ListedFlag {
  name: string;
  targetUserIds: readonly string[];
}
export interface TesterAccount {
  id: string;
  email: string;
  fullName: string;
}

/** Everyone some flag lists by id, with the flags that list them: by e-mail, flags by name; unknown ids left out. */
export function betaTesters(flags: readonly ListedFlag[], accounts: readonly TesterAccount[]): BetaTester[] {
  const byId = new Map(accounts.map((account) => [account.id, account]));
  const features = new Map<string, string[]>();
  for (const flag of [...flags].sort((a, b) => a.name.localeCompare(b.name))) {
    for (const id of flag.targetUserIds) features.set(id, [...(features.get(id) ?? []), flag.name]);
  }
  return [...features]
    .flatMap(([id, names]) => {
      const account = byId.get(id);
      return account ? [{ userId: id, email: account.email, fullName: account.fullName, features: names }] : [];
    })
    .sort((a, b) => a.email.localeCompare(b.email));
}

/** The ids some flag lists, each once. */
export const listedUserIds = (flags: readonly ListedFlag[]) => [...new Set(flags.flatMap((f) => f.targetUserIds))];
