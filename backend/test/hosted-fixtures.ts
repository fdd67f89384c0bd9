import { randomUUID } from 'node:crypto';
import type {
  ArenaEventEnvelope,
  CreateHostedSessionRequest,
  HostedSessionResponse,
  PaidPlanId,
} from '@trivia/contracts';
import { LiveRoom } from '../src/arena/rooms/live-room';
import type { RoomRequest } from '../src/arena/rooms/room-request';
import { QuestionSourceService } from '../src/question-bank/question-source.service';
import type { ArenaSocket } from './arena-sockets';
import { registerUser, type TestApp, type TestClient, type TestResponse } from './harness';

/** A signed-in member, on a paid plan when one is named (an active subscription, as billing stores it). */
export async function member(
  t: TestApp,
  planId?: PaidPlanId,
  fullName = 'Quiz Master',
): Promise<{ client: TestClient; id: string }> {
  const client = t.client();
  const { id } = await registerUser(client, { fullName });
  if (planId) {
    await t.dataSource.query(
      `INSERT INTO subscriptions (user_id, provider, provider_subscription_id, plan_id, status,
         current_period_start, current_period_end, first_paid_at)
       VALUES ($1, 'test', $2, $3, 'active', now() - interval '5 days', now() + interval '25 days', now() - interval '5 days')`,
      [id, `sub_${randomUUID()}`, planId],
    );
  }
  return { client, id };
}

/**
 * A published quiz of real bank questions stored as the catalogue stores one: rounds of `perRound`, and with
 * `flags` a last round of flag pictures.
 */
export async function seedQuiz(
  t: TestApp,
  options: { rounds?: number; perRound?: number; flags?: number } = {},
): Promise<{ id: string; slug: string; title: string; rounds: { title: string; questionIds: string[] }[] }> {
  const { rounds: count = 2, perRound = 5, flags = 0 } = options;
  const slug = `hosted-test-${randomUUID().slice(0, 8)}`;
  const source = t.app.get(QuestionSourceService);
  const questions = source.draw({
    count: count * perRound,
    types: ['multiple_choice', 'text'],
    difficulty: 'ramp',
    seed: slug,
  });
  const rounds = Array.from({ length: count }, (_, r) => ({
    title: `Round ${r + 1}`,
    questionIds: questions.slice(r * perRound, (r + 1) * perRound).map((q) => q.id),
  }));
  if (flags > 0) {
    const pictures = source.draw({
      count: flags,
      types: ['text', 'multiple_choice'],
      difficulty: 'ramp',
      seed: slug,
      media: 'flag',
    });
    rounds.push({ title: 'Picture round: Flags', questionIds: pictures.map((q) => q.id) });
  }
  const title = `Hosted Test ${slug}`;
  const [row] = await t.dataSource.query(
    `INSERT INTO quizzes (slug, title, description, archetype, difficulty, length, audience, categories, rounds,
       fact_keys, bank_version, published_at, search_text)
     VALUES ($1, $2, 'A test quiz', 'general-knowledge', 'mixed', $3, 'pub', $4, $5, $6, 'test', now(), $2)
     RETURNING id`,
    [
      slug,
      title,
      // The catalogue's length label (30, 50 or 70): a test quiz may be shorter than its label.
      [30, 50, 70].find((label) => label >= rounds.reduce((sum, r) => sum + r.questionIds.length, 0)) ?? 70,
      [...new Set(questions.map((q) => q.category))],
      JSON.stringify(rounds),
      questions.map((q) => q.factKey),
    ],
  );
  return { id: (row as { id: string }).id, slug, title, rounds };
}

export const openSession = (client: TestClient, body: CreateHostedSessionRequest) =>
  client.send<HostedSessionResponse & { code?: string; issues?: { path: string; message: string }[] }>(
    'POST',
    '/api/arena/sessions',
    body,
  );

/** A session that must open: its response's body. */
export async function session(client: TestClient, body: CreateHostedSessionRequest): Promise<HostedSessionResponse> {
  const response: TestResponse<HostedSessionResponse> = await openSession(client, body);
  if (response.status !== 201) throw new Error(`session refused: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** Everything a socket hears, and a way to wait for the first event that fits. */
export function listen(socket: ArenaSocket) {
  const seen: ArenaEventEnvelope[] = [];
  const waiters: { fits: (e: ArenaEventEnvelope) => boolean; resolve: (e: ArenaEventEnvelope) => void }[] = [];
  socket.on('arena:event', (envelope) => {
    seen.push(envelope);
    for (const waiter of [...waiters])
      if (waiter.fits(envelope)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(envelope);
      }
  });
  return {
    seen,
    /** The first event named `event` (and fitting `where`) from now or already heard, within `ms`. */
    next(event: string, where: (payload: Record<string, unknown>) => boolean = () => true, ms = 15_000) {
      const fits = (e: ArenaEventEnvelope) => e.event === event && where(e.payload as Record<string, unknown>);
      const heard = seen.find(fits);
      if (heard) return Promise.resolve(heard);
      return new Promise<ArenaEventEnvelope>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
        waiters.push({
          fits,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
  };
}

/**
 * The first `adjust` a room is sent never reaches its engine, and nothing after it runs: as when the room's node
 * dies between committing a re-marking in the database and applying it.
 */
export function dropFirstAdjust() {
  const submit = LiveRoom.prototype.submit;
  let dropped = 0;
  const spy = jest.spyOn(LiveRoom.prototype, 'submit').mockImplementation(function (this: LiveRoom, r: RoomRequest) {
    if (r.op !== 'adjust' || dropped > 0) return submit.call(this, r);
    dropped += 1;
    return Promise.reject(new Error('The node died'));
  });
  return { restore: () => spy.mockRestore(), dropped: () => dropped };
}
