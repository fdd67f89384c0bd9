import { randomUUID } from 'node:crypto';
import { expect } from '@jest/globals';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { UsersService } from '../src/users/users.service';
import { registerUser, type TestApp, type TestClient } from './harness';

export const DEMO_ADMIN = DEMO_ACCOUNTS.find((a) => a.role === 'ADMIN')!;

export async function loginAs(t: TestApp, email: string, password: string): Promise<TestClient> {
  const client = t.client();
  const response = await client.send('POST', '/api/auth/login', { email, password });
  expect(response.status).toBe(200);
  return client;
}

/** A fresh member, logged in on the client it returns. */
export async function newMember(t: TestApp, fullName = 'Test Person') {
  const client = t.client();
  const account = await registerUser(client, { fullName });
  return { client, ...account };
}

/** A fresh admin of this test's own (the seeded one is shared with every other test file). */
export async function newAdmin(t: TestApp) {
  const member = await newMember(t, 'Audit Admin');
  await t.app.get(UsersService).setRole(member.id, 'ADMIN');
  return { ...member, client: await loginAs(t, member.email, member.password) };
}

/** The audit rows about one target, oldest first. */
export async function auditRowsFor(t: TestApp, targetId: string) {
  return (await t.dataSource.query(
    `SELECT admin_id, admin_email, action, target_type, target_label, before, after, request_id
     FROM admin_audit_log WHERE target_id = $1 ORDER BY at, id`,
    [targetId],
  )) as {
    admin_id: string;
    admin_email: string;
    action: string;
    target_type: string;
    target_label: string;
    before: unknown;
    after: unknown;
    request_id: string;
  }[];
}

/** A flag of this test's own, on only for the users it lists: no other test's user sees it. */
export async function newTestFlag(t: TestApp): Promise<string> {
  const name = `it_admin_${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  await t.dataSource.query(
    `INSERT INTO feature_flags (name, description, enabled, rollout_percentage) VALUES ($1, 'Integration test flag', true, 0)`,
    [name],
  );
  return name;
}
