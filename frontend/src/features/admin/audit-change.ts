import type { AdminAuditEntry } from '@trivia/contracts';

const show = (value: unknown): string => {
  if (Array.isArray(value)) return value.length ? value.map(show).join(', ') : 'none';
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
};

const LABELS: Record<string, string> = {
  role: 'Role',
  disabled: 'Disabled',
  enabled: 'Enabled',
  rolloutPercentage: 'Rollout %',
  targetRoles: 'Target roles',
  listed: 'Listed',
  flag: 'Flag',
  message: 'Message',
  phase: 'Phase',
  players: 'Players',
  nickname: 'Nickname',
  pin: 'PIN',
  score: 'Score',
  roomId: 'Room',
  status: 'Status',
  question: 'Bank question',
  type: 'Type',
  category: 'Category',
  difficulty: 'Difficulty',
  prompt: 'Question',
  answer: 'Answer',
  aliases: 'Alternatives',
  options: 'Options',
  sourceUrl: 'Source link',
  asOf: 'True as of',
  reason: 'Reason',
};

/**
 * An audit entry's before and after as short lines, one per field that changed ("Role: MEMBER → ADMIN"); fields
 * that stayed the same (the flag a beta grant is about) are named once without an arrow.
 */
export function describeChange(entry: Pick<AdminAuditEntry, 'before' | 'after'>): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.map((key) => {
    const label = LABELS[key] ?? key;
    const [was, now] = [show(before[key]), show(after[key])];
    return was === now ? `${label}: ${now}` : `${label}: ${was} → ${now}`;
  });
}
