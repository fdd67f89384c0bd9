import { createHash } from 'node:crypto';

/** Public names on leaderboards: "Frankie F." for members, "Guest 3F9A" for guests; never an e-mail. */
export function displayName(fullName: string | null, playerKey: string): string {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) {
    return `Guest ${createHash('sha256').update(playerKey).digest('hex').slice(0, 4).toUpperCase()}`;
  }
  const last = parts.length > 1 ? ` ${parts[parts.length - 1]![0]!.toUpperCase()}.` : '';
  return `${parts[0]}${last}`;
}
