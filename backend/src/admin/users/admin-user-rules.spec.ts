import { type AdminUserChange, adminUserChangeRefusal } from './admin-user-rules';

const demote: AdminUserChange = { kind: 'role', role: 'MEMBER' };
const promote: AdminUserChange = { kind: 'role', role: 'ADMIN' };
const disable: AdminUserChange = { kind: 'status', disabled: true };
const enable: AdminUserChange = { kind: 'status', disabled: false };

describe('which admin changes to an account are refused', () => {
  it.each([
    ['an admin demotes another admin', demote, 'a', 'b', ['a', 'b'], null],
    ['an admin disables another admin', disable, 'a', 'b', ['a', 'b'], null],
    ['an admin promotes a member', promote, 'a', 'm', ['a'], null],
    ['an admin disables a member', disable, 'a', 'm', ['a'], null],
    ['an admin re-enables a disabled admin', enable, 'a', 'b', ['a'], null],
    ['an admin demotes themselves', demote, 'a', 'a', ['a', 'b'], 'ADMIN_001'],
    ['an admin disables themselves', disable, 'a', 'a', ['a', 'b'], 'ADMIN_001'],
    ['the last active admin is demoted (the actor lost the role in a race)', demote, 'a', 'b', ['b'], 'ADMIN_002'],
    ['the last active admin is disabled (the actor lost the role in a race)', disable, 'a', 'b', ['b'], 'ADMIN_002'],
    ['an actor demoted a moment ago promotes someone', promote, 'a', 'm', ['b'], 'AUTH_010'],
    ['an actor demoted a moment ago demotes another admin', demote, 'a', 'b', ['b', 'c'], 'AUTH_010'],
    ['an admin keeps their own role (a no-op, not a self-demotion)', promote, 'a', 'a', ['a'], null],
    ['an admin enables their own (active) account', enable, 'a', 'a', ['a'], null],
  ] as [string, AdminUserChange, string, string, string[], string | null][])(
    '%s',
    (_label, change, actorId, targetId, activeAdminIds, code) => {
      expect(adminUserChangeRefusal(change, { actorId, targetId, activeAdminIds })?.code ?? null).toBe(code);
    },
  );
});
