import { guestPrincipal, memberPrincipal } from '../identity';
import type { UserEntity } from '../users/user.entity';
import { arenaIdentity } from './arena-identity';

const user = (role: UserEntity['role']) => ({ id: 'u1', fullName: 'Sam Host', role }) as UserEntity;

describe('arenaIdentity', () => {
  it('plays a member under their account, admin by role', () => {
    expect(arenaIdentity(memberPrincipal(user('ADMIN'), { idHash: 'h', expiresAt: 1 }), 's1')).toEqual({
      playerId: 'user:u1',
      name: 'Sam Host',
      isGuest: false,
      userId: 'u1',
      isAdmin: true,
    });
    expect(arenaIdentity(memberPrincipal(user('MEMBER'), { idHash: 'h', expiresAt: 1 }), 's1').isAdmin).toBe(false);
  });

  it('plays a guest under the player cookie, or under the socket when there is none', () => {
    expect(arenaIdentity(guestPrincipal('g1'), 's1')).toMatchObject({ playerId: 'guest:g1', isGuest: true });
    expect(arenaIdentity(guestPrincipal(null), 's1')).toMatchObject({ playerId: 'guest:socket-s1', isGuest: true });
  });
});
