import { randomUUID } from 'node:crypto';
import {
  type EntitlementsView,
  type PaidPlanId,
  PLANS,
  STAFF_GRANTS,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
  type User,
} from '@trivia/contracts';
import { EntitlementsService, quotaMonth, quotaResetsAt } from '../src/entitlements';
import { memberPrincipal } from '../src/identity';
import { toErrorResponse } from '../src/infra/http/http-error.filter';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { UsersService } from '../src/users/users.service';
import { type ArenaSocket, closeWithSockets, connectArena, listeningApp } from './arena-sockets';
import { registerUser, type TestApp, type TestClient } from './harness';

const { email, password } = DEMO_ACCOUNTS.find((account) => account.role === 'ADMIN')!;
const ADMIN = { email, password };

/** Whether a subscription in `status` gives its plan's grants (the contracts' subscriptionAccess, restated). */
const GIVES_ACCESS: Record<SubscriptionStatus, boolean> = {
  incomplete: false,
  incomplete_expired: false,
  trialing: true,
  active: true,
  past_due: true,
  unpaid: false,
  canceled: false,
  paused: false,
};

describe('entitlements', () => {
  let t: TestApp;
  let url: string;
  const sockets: ArenaSocket[] = [];

  beforeAll(async () => {
    ({ t, url } = await listeningApp());
  });
  afterAll(() => closeWithSockets(t, sockets));

  /** A subscription row as the billing sync would leave it, written straight into our mirror. */
  async function subscribe(userId: string, planId: PaidPlanId, status: SubscriptionStatus): Promise<void> {
    await t.dataSource.query(
      `INSERT INTO subscriptions (user_id, provider, provider_subscription_id, plan_id, status,
         current_period_start, current_period_end, first_paid_at)
       VALUES ($1, 'test', $2, $3, $4, now() - interval '5 days', now() + interval '25 days', now() - interval '5 days')`,
      [userId, `sub_${randomUUID()}`, planId, status],
    );
  }

  async function member(planId?: PaidPlanId, status: SubscriptionStatus = 'active') {
    const client = t.client();
    const { id } = await registerUser(client);
    if (planId) await subscribe(id, planId, status);
    return { client, id };
  }

  async function admin(): Promise<TestClient> {
    const client = t.client();
    expect((await client.send('POST', '/api/auth/login', ADMIN)).status).toBe(200);
    return client;
  }

  /** The service's answer for a member, as a controller or another service would ask for it. */
  async function entitlementsOf(userId: string) {
    const user = await t.app.get(UsersService).findById(userId);
    const principal = memberPrincipal(user!, { idHash: 'test', expiresAt: Date.now() + 60_000 });
    return t.app.get(EntitlementsService).for(principal);
  }

  describe('GET /api/entitlements', () => {
    it('gives a guest the free plan, with nothing to use and the UK month it resets in', async () => {
      const response = await t.client().get<EntitlementsView>('/api/entitlements');
      const resetsAt = quotaResetsAt(new Date()).toISOString();
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        planId: 'free',
        planName: 'Free',
        label: 'Free Account',
        premium: false,
        status: null,
        paymentOverdue: false,
        features: [],
        quotas: {
          packDownloads: { limit: 0, used: 0, left: 0, resetsAt },
          customQuizzes: { limit: 0, used: 0, left: 0, resetsAt },
        },
        arenaRoomPlayers: 10,
      });
    });

    it('gives a member who never subscribed the free plan', async () => {
      const { client } = await member();
      expect((await client.get<EntitlementsView>('/api/entitlements')).body).toMatchObject({
        planId: 'free',
        label: 'Free Account',
        status: null,
        arenaRoomPlayers: 10,
      });
    });

    it('gives staff every feature and 10,000-player rooms', async () => {
      const body = (await (await admin()).get<EntitlementsView>('/api/entitlements')).body;
      expect(body).toMatchObject({ label: 'Administrator', arenaRoomPlayers: STAFF_GRANTS.arenaRoomPlayers });
      expect(body.features).toEqual([...STAFF_GRANTS.features]);
      expect(body.quotas.customQuizzes.limit).toBe(STAFF_GRANTS.quotas.customQuizzes);
    });

    it('shows a subscriber what is left this month', async () => {
      const { client, id } = await member('pub-standard');
      await (await entitlementsOf(id)).consume('packDownloads');
      const body = (await client.get<EntitlementsView>('/api/entitlements')).body;
      expect(body).toMatchObject({ planId: 'pub-standard', label: 'Standard', premium: false, status: 'active' });
      expect(body.quotas.packDownloads).toMatchObject({ limit: 8, used: 1, left: 7 });
    });
  });

  describe('by subscription status', () => {
    it.each(SUBSCRIPTION_STATUSES.map((status) => [status]))(
      'a Pub Premium member whose subscription is %s gets the grants that status gives',
      async (status) => {
        const { client } = await member('pub-premium', status);
        const paid = GIVES_ACCESS[status];
        const view = (await client.get<EntitlementsView>('/api/entitlements')).body;
        // Never-paid subscriptions are not "the customer's subscription" (SubscriptionsService.current).
        const shownStatus = status === 'incomplete' || status === 'incomplete_expired' ? null : status;
        expect(view).toMatchObject({
          planId: paid ? 'pub-premium' : 'free',
          label: paid ? 'Premium Access' : 'Free Account',
          premium: paid,
          status: shownStatus,
          paymentOverdue: status === 'past_due',
          arenaRoomPlayers: paid ? 300 : 10,
        });
        expect(view.features).toEqual([...(paid ? PLANS['pub-premium'] : PLANS.free).grants.features]);
        const me = (await client.get<User>('/api/auth/me')).body;
        expect(me).toMatchObject({
          role: paid ? 'SUBSCRIBER' : 'FREE',
          isPremium: paid,
          planId: paid ? 'pub-premium' : 'free',
        });
      },
    );
  });

  describe('the User API', () => {
    it('derives role, premium flag and plan from the subscription on every endpoint that returns a user', async () => {
      const { client, id } = await member();
      expect((await client.get<User>('/api/auth/me')).body).toMatchObject({
        role: 'FREE',
        isPremium: false,
        planId: 'free',
      });
      await subscribe(id, 'pub-standard', 'active');
      // No cache: the next request sees the new subscription (as it will right after a webhook).
      expect((await client.get<User>('/api/auth/me')).body).toMatchObject({
        role: 'SUBSCRIBER',
        isPremium: false,
        planId: 'pub-standard',
      });
      const profile = await client.send<User>('PATCH', '/api/user/profile', { fullName: 'Sam Standard' });
      expect(profile.body).toMatchObject({ role: 'SUBSCRIBER', planId: 'pub-standard', fullName: 'Sam Standard' });
    });

    it('keeps ADMIN for staff and answers the derived user at login', async () => {
      const client = t.client();
      const login = await client.send<User>('POST', '/api/auth/login', ADMIN);
      expect(login.body).toMatchObject({ role: 'ADMIN', isPremium: false, planId: 'free' });
    });

    it('evaluates feature-flag role targeting on the derived role', async () => {
      const name = `subscribers_${randomUUID().slice(0, 6)}`;
      await t.dataSource.query(
        `INSERT INTO feature_flags (name, enabled, rollout_percentage, target_roles) VALUES ($1, true, 0, '{SUBSCRIBER}')`,
        [name],
      );
      const check = async (client: TestClient) =>
        (await client.get<{ enabled: boolean }>(`/api/feature-flags/check/${name}`)).body.enabled;
      expect(await check((await member()).client)).toBe(false);
      expect(await check((await member('pub-standard', 'active')).client)).toBe(true);
      expect(await check((await member('pub-standard', 'past_due')).client)).toBe(true);
      expect(await check((await member('pub-standard', 'canceled')).client)).toBe(false);
    });
  });

  describe('quotas', () => {
    it('takes exactly the limit under 20 concurrent calls, refusing the rest with DL_003', async () => {
      const { id } = await member('pub-standard');
      const limit = PLANS['pub-standard'].grants.quotas.packDownloads;
      const entitlements = await entitlementsOf(id);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 20 }, () => entitlements.consume('packDownloads')),
      );
      const taken = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
      expect(taken).toHaveLength(limit);
      expect(new Set(taken.map((outcome) => outcome.value.used))).toEqual(
        new Set(Array.from({ length: limit }, (_, i) => i + 1)),
      );
      expect(refused.map((outcome) => (outcome.reason as { code: string }).code)).toEqual(
        Array(20 - limit).fill('DL_003'),
      );
      const [row] = await t.dataSource.query(
        `SELECT used FROM quota_usage WHERE user_id = $1 AND kind = 'packDownloads' AND month = $2`,
        [id, quotaMonth(new Date())],
      );
      expect(row.used).toBe(limit);
    });

    it('gives one back for work that failed, so it can be used again', async () => {
      const { id } = await member('essentials');
      const entitlements = await entitlementsOf(id);
      for (let i = 0; i < 4; i += 1) await entitlements.consume('packDownloads');
      await expect(entitlements.consume('packDownloads')).rejects.toMatchObject({ code: 'DL_003' });
      await entitlements.release('packDownloads');
      await expect(entitlements.consume('packDownloads')).resolves.toMatchObject({ used: 4, left: 0 });
    });

    it('answers DL_003 and QUIZ_001 bodies saying how many were used and when they reset', async () => {
      const { id } = await member('essentials');
      const entitlements = await entitlementsOf(id);
      for (let i = 0; i < 4; i += 1) await entitlements.consume('packDownloads');
      for (let i = 0; i < 10; i += 1) await entitlements.consume('customQuizzes');
      const resets = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(quotaResetsAt(new Date()));
      const downloads = await entitlements.consume('packDownloads').catch(toErrorResponse);
      expect(downloads).toMatchObject({
        status: 429,
        body: { code: 'DL_003', message: `You have used 4 of 4 pack downloads this month. More on ${resets}.` },
      });
      const quizzes = await entitlements.consume('customQuizzes').catch(toErrorResponse);
      expect(quizzes).toMatchObject({
        status: 429,
        body: { code: 'QUIZ_001', message: `You have used 10 of 10 custom quizzes this month. More on ${resets}.` },
      });
    });

    it('answers DL_001 "Subscription required" when the plan has none of a quota or feature', async () => {
      const { id } = await member('pub-standard');
      const entitlements = await entitlementsOf(id);
      expect(entitlements.can('custom_builder')).toBe(false);
      const quota = await entitlements.consume('customQuizzes').catch(toErrorResponse);
      expect(quota).toEqual({ status: 403, body: { code: 'DL_001', message: 'Subscription required' }, headers: {} });
      expect(toErrorResponse(catching(() => entitlements.require('custom_builder')))).toMatchObject({
        status: 403,
        body: { code: 'DL_001', message: 'Subscription required' },
      });
      const rows = await t.dataSource.query(`SELECT * FROM quota_usage WHERE user_id = $1`, [id]);
      expect(rows).toEqual([]);
    });
  });

  describe('Arena room size', () => {
    const room = (over: Record<string, unknown> = {}) => ({ questionCount: 5, questionSeconds: 5, ...over });

    it('refuses a free host a room over 10 players on the field, and opens one of 10', async () => {
      const { client } = await member();
      const refused = await client.send('POST', '/api/arena/rooms', room({ maxPlayers: 11 }));
      expect(refused).toMatchObject({
        status: 400,
        body: {
          code: 'VAL_001',
          issues: [
            { path: 'maxPlayers', message: 'Your plan hosts rooms of up to 10 players. Upgrade for bigger rooms.' },
          ],
        },
      });
      expect((await client.send('POST', '/api/arena/rooms', room({ maxPlayers: 10 }))).status).toBe(201);
    });

    it("sizes a room the host left unsized to their plan's largest, up to the usual 50", async () => {
      const { client } = await member();
      const created = await client.send<{ pin: string }>('POST', '/api/arena/rooms', room());
      expect(created.status).toBe(201);
      const host = connectArena(url, sockets, client.cookieHeader());
      const joined = (await host.emitWithAck('arena:join', { pin: created.body.pin })) as {
        data?: { snapshot: { settings: { maxPlayers: number } } };
      };
      expect(joined.data?.snapshot.settings.maxPlayers).toBe(10);
    });

    it("lets a paid host and staff open rooms as large as their plan's", async () => {
      const { client } = await member('pub-premium');
      expect((await client.send('POST', '/api/arena/rooms', room({ maxPlayers: 300 }))).status).toBe(201);
      const over = await client.send('POST', '/api/arena/rooms', room({ maxPlayers: 301 }));
      expect(over.body).toMatchObject({
        issues: [
          { path: 'maxPlayers', message: 'Your plan hosts rooms of up to 300 players. Upgrade for bigger rooms.' },
        ],
      });
      expect((await (await admin()).send('POST', '/api/arena/rooms', room({ maxPlayers: 10_000 }))).status).toBe(201);
    });
  });
});

function catching(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}
