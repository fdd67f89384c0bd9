import type { UserEntity } from '../../users/user.entity';

/** A name looked up stays this long: a host renaming themselves shows within minutes, at one query a while. */
const KEEP_MS = 5 * 60 * 1000;
/** Hosts looked up in one query at most; the rest wait for the next second. */
const LOOKUP_MAX = 500;
const MEMBER_HOST = /^user:([0-9a-f-]{36})$/i;
const GUEST_NAME = 'Guest host';

/**
 * Hosts' display names for the monitor, by host id (`user:…`): looked up in one query for the hosts not known
 * yet (or known too long), then kept, so a cluster of thousands of rooms costs a query only when a new host
 * appears. Quick match rooms have no host and never reach here.
 */
export class HostNames {
  private readonly known = new Map<string, { name: string | null; until: number }>();

  constructor(private readonly findByIds: (ids: string[]) => Promise<Pick<UserEntity, 'id' | 'fullName'>[]>) {}

  async learn(hostIds: Iterable<string>, now: number): Promise<void> {
    const wanted = new Map<string, string>();
    for (const hostId of hostIds) {
      if (wanted.size >= LOOKUP_MAX) break;
      if ((this.known.get(hostId)?.until ?? 0) > now) continue;
      const userId = MEMBER_HOST.exec(hostId)?.[1];
      if (userId) wanted.set(userId, hostId);
      else this.known.set(hostId, { name: hostId.startsWith('guest:') ? GUEST_NAME : null, until: now + KEEP_MS });
    }
    if (wanted.size === 0) return;
    const users = await this.findByIds([...wanted.keys()]);
    const names = new Map(users.map((user) => [user.id, user.fullName]));
    for (const [userId, hostId] of wanted)
      this.known.set(hostId, { name: names.get(userId) ?? null, until: now + KEEP_MS });
    for (const [hostId, { until }] of this.known) if (until <= now) this.known.delete(hostId);
  }

  nameOf(hostId: string): string | null {
    return this.known.get(hostId)?.name ?? null;
  }
}
