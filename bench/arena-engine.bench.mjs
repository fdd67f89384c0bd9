// The Arena engine alone, in process: what one command costs in a room of 1,000 and of 10,000 players. Joins,
// answers, drops and reconnects, idle ticks and snapshots must cost the same at both sizes (ratio ~1x); the
// phase changes (reveal, leaderboard) visit every player once and grow with the room.
//   (cd packages/contracts && npm run build) && (cd packages/answer-matching && npm run build)
//   (cd packages/arena-engine && npm run build) && node bench/arena-engine.bench.mjs
// ARENA_ENGINE_BENCH_SIZES=1000,10000 and ARENA_ENGINE_BENCH_ROUNDS=7 change the sizes and the repeats (the
// best round is shown: on a busy machine the others measure the neighbours).
import { apply, createGame, serialize, snapshot } from '../packages/arena-engine/dist/index.js';

const SIZES = (process.env.ARENA_ENGINE_BENCH_SIZES ?? '1000,10000').split(',').map(Number).filter(Boolean);
const ROUNDS = Number(process.env.ARENA_ENGINE_BENCH_ROUNDS ?? 7);
const HOST = 'host';
const T0 = 1_000_000;
/** How many commands each constant-time measurement averages over, whatever the room's size. */
const SAMPLE = 500;

const questions = Array.from({ length: 5 }, (_, i) => ({
  id: `q${i}`,
  type: 'multiple_choice',
  prompt: `Question ${i}?`,
  options: ['A', 'B', 'C', 'D'],
  correctIndex: 2,
}));

function must(state, command, now) {
  const outcome = apply(state, command, now);
  if (outcome.error) throw new Error(`${command.type} refused: ${outcome.error.message}`);
  return outcome;
}

/** Microseconds per call of `fn(i)` over `count` calls. */
function perCall(count, fn) {
  const start = process.hrtime.bigint();
  for (let i = 0; i < count; i += 1) fn(i);
  return Number(process.hrtime.bigint() - start) / 1000 / count;
}

/** Microseconds of one call. */
const once = (fn) => perCall(1, fn);

const join = (id) => ({ type: 'join', playerId: id, nickname: `Player ${id}`, isGuest: true });

/** Plays one room of `size` and times each kind of command. */
function measureRoom(size) {
  const created = createGame(
    { questionCount: 5, maxPlayers: size, questionTypes: ['multiple_choice'] },
    questions,
    1,
    HOST,
    T0,
  );
  const state = created.state;
  const ids = Array.from({ length: size }, (_, i) => `p${i}`);
  const t = {};
  const early = size - SAMPLE;
  perCall(early, (i) => must(state, join(ids[i]), T0));
  // The last SAMPLE joins, into a room already nearly full.
  t['join (room nearly full)'] = perCall(SAMPLE, (i) => must(state, join(ids[early + i]), T0));
  // Lobby leave then join again: the seat is freed (a splice of the join-ordered list) and taken again.
  t['lobby leave + rejoin'] = perCall(SAMPLE, (i) => {
    const id = ids[(i * 7) % size];
    must(state, { type: 'leave', playerId: id }, T0);
    must(state, join(id), T0);
  });
  t['lobby snapshot (join ack)'] = perCall(SAMPLE, (i) => snapshot(state, ids[i]));

  must(state, { type: 'start', by: HOST }, T0);
  const openedAt = state.nextTickAt;
  must(state, { type: 'tick' }, openedAt);
  t['tick, nothing due'] = perCall(SAMPLE, () => must(state, { type: 'tick' }, openedAt + 1));
  // Everyone but p0 answers, so the question stays open; the last SAMPLE answers are timed.
  const answer = (i) => ({ type: 'answer', playerId: ids[i], questionIndex: 0, choice: i % 4 === 0 ? 1 : 2 });
  perCall(size - 1 - SAMPLE, (i) => must(state, answer(i + 1), openedAt + (i % 9000)));
  t['answer'] = perCall(SAMPLE, (i) => must(state, answer(size - SAMPLE + i), openedAt + 9000));
  t['drop + reconnect (with snapshot)'] = perCall(SAMPLE, (i) => {
    must(state, { type: 'leave', playerId: ids[i + 1], reason: 'disconnect' }, openedAt + 9000);
    must(state, { type: 'reconnect', playerId: ids[i + 1] }, openedAt + 9000);
  });

  let revealEffects = 0;
  t['reveal (host next)'] = once(() => {
    revealEffects = must(state, { type: 'next', by: HOST }, openedAt + 9500).effects.length;
  });
  t['snapshot after reveal'] = perCall(SAMPLE, (i) => snapshot(state, ids[i]));
  t['leaderboard (host next)'] = once(() => must(state, { type: 'next', by: HOST }, openedAt + 9600));
  t['next question opens'] = once(() => must(state, { type: 'next', by: HOST }, openedAt + 9700));
  const unstoredBytes = serialize(state).length;
  must(state, { type: 'answersStored', questionIndex: 0 }, openedAt + 9800);
  return { t, revealEffects, unstoredBytes, storedBytes: serialize(state).length };
}

// Warm the JIT on a small room first.
for (let i = 0; i < 3; i += 1) measureRoom(2 * SAMPLE);

// The sizes take turns, round after round, so neither gets a warmer JIT or a quieter machine.
const rounds = new Map(SIZES.map((size) => [size, []]));
for (let round = 0; round < ROUNDS; round += 1) for (const size of SIZES) rounds.get(size).push(measureRoom(size));
const results = SIZES.map((size) => {
  const runs = rounds.get(size);
  const t = {};
  for (const op of Object.keys(runs[0].t)) t[op] = Math.min(...runs.map((r) => r.t[op]));
  return { size, ...runs[0], t };
});
const [small, large] = [results[0], results.at(-1)];
const fmt = (us) => (us >= 1000 ? `${(us / 1000).toFixed(1)} ms` : `${us.toFixed(2)} µs`);
const pad = (text, width) => String(text).padStart(width);

console.info(`Arena engine, per operation (best of ${ROUNDS} rounds, node ${process.version})`);
console.info(`${'operation'.padEnd(38)}${SIZES.map((s) => pad(`${s} players`, 16)).join('')}${pad('ratio', 10)}`);
for (const op of Object.keys(small.t)) {
  const cells = results.map((r) => pad(fmt(r.t[op]), 16)).join('');
  console.info(`${op.padEnd(38)}${cells}${pad(`${(large.t[op] / small.t[op]).toFixed(2)}x`, 10)}`);
}
for (const r of results) {
  console.info(
    `${r.size} players: the reveal emitted ${r.revealEffects} effects; the serialised state is ` +
      `${(r.unstoredBytes / 1024).toFixed(0)} KiB with one question unstored, ${(r.storedBytes / 1024).toFixed(0)} KiB once stored`,
  );
}
