import { type AdminFlag, type Role, type UpdateFlagRequest, updateFlagRequestSchema } from '@trivia/contracts';

/** What the flag form holds while an admin edits it. */
export interface FlagDraft {
  enabled: boolean;
  rolloutPercentage: number | string;
  targetRoles: Role[];
}

export const draftOf = (flag: AdminFlag): FlagDraft => ({
  enabled: flag.enabled,
  rolloutPercentage: flag.rolloutPercentage,
  targetRoles: [...flag.targetRoles],
});

const sameRoles = (a: readonly Role[], b: readonly Role[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

export type FlagEditResult =
  { kind: 'unchanged' } | { kind: 'invalid'; message: string } | { kind: 'edit'; edit: UpdateFlagRequest };

/** Only the fields the admin changed, checked with the same schema the server uses. */
export function flagEdit(flag: AdminFlag, draft: FlagDraft): FlagEditResult {
  const raw = draft.rolloutPercentage;
  // An emptied field is no number at all, not 0: the schema refuses it like any other non-number.
  const rollout = typeof raw === 'string' ? (raw.trim() === '' ? Number.NaN : Number(raw)) : raw;
  const edit: UpdateFlagRequest = {
    ...(draft.enabled !== flag.enabled ? { enabled: draft.enabled } : {}),
    ...(rollout !== flag.rolloutPercentage ? { rolloutPercentage: rollout } : {}),
    ...(!sameRoles(draft.targetRoles, flag.targetRoles) ? { targetRoles: draft.targetRoles } : {}),
  };
  if (Object.keys(edit).length === 0) return { kind: 'unchanged' };
  const parsed = updateFlagRequestSchema.safeParse(edit);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message =
      issue?.path[0] === 'rolloutPercentage'
        ? 'Rollout must be a whole number from 0 to 100'
        : (issue?.message ?? 'Invalid');
    return { kind: 'invalid', message };
  }
  return { kind: 'edit', edit: parsed.data };
}
