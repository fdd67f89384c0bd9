// One client process of the Arena benchmark: holds a share of the simulated players (socket.io clients, one
// WebSocket each), joins them, answers every question once after a random think time, and counts what arrives.
// Driven by the orchestrator (bench/arena.bench.mjs) over IPC; it never decides anything about the results.
import { io } from 'socket.io-client';

const ACK_TIMEOUT_MS = 30_000;
const JOIN_ATTEMPTS = 12;

let players = [];
let config = null;
const questionLatencies = [];
const ackLatencies = [];
const ackCodes = {};
let answersSent = 0;
let ackBytes = 0;
let disconnects = 0;
/** When each of this worker's players was admitted (epoch ms): the orchestrator merges them into a join curve. */
const joinTimes = [];
/** Bytes of a join ack (sampled, the largest seen): a snapshot that grows with the room shows here. */
let joinAckBytes = 0;
let joinsAcked = 0;
/** Set when the orchestrator's join time is up: no new connections or join attempts after that. */
let stopJoining = false;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const count = (table, key) => (table[key] = (table[key] ?? 0) + 1);

/** Runs `task` over `items` with at most `limit` in flight. */
async function pool(items, limit, task) {
  let next = 0;
  const run = async () => {
    while (next < items.length && !stopJoining) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
}

/** Sequence numbers seen, as counts per seq (grown on demand): lost and duplicated broadcasts come from here. */
function see(player, seq) {
  if (seq >= player.seen.length) {
    const grown = new Uint8Array(Math.max(seq + 64, player.seen.length * 2));
    grown.set(player.seen);
    player.seen = grown;
  }
  if (seq < player.maxSeq) player.outOfOrder += 1;
  player.maxSeq = Math.max(player.maxSeq, seq);
  if (player.seen[seq] < 255) player.seen[seq] += 1;
}

async function answer(player, questionIndex, optionCount) {
  const choice = Math.floor(Math.random() * Math.max(1, optionCount));
  answersSent += 1;
  const t0 = performance.now();
  try {
    const reply = await player.socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('arena:answer', { roomId: player.roomId, questionIndex, choice });
    ackLatencies.push(performance.now() - t0);
    if (!ackBytes && reply?.ok) ackBytes = JSON.stringify(reply).length;
    count(ackCodes, reply?.ok ? 'ok' : (reply?.code ?? 'unknown'));
  } catch {
    count(ackCodes, 'no ack');
  }
}

function onEvent(player, envelope) {
  const received = Date.now();
  const payload = envelope.payload ?? {};
  if (typeof payload.seq === 'number') see(player, payload.seq);
  if (envelope.event === 'arena:question') {
    const sentAt = payload.sentAt ?? payload.deadline - payload.durationMs;
    questionLatencies.push(received - sentAt);
    const options = payload.question?.options?.length ?? 4;
    const index = payload.questionIndex;
    setTimeout(() => void answer(player, index, options), Math.random() * config.answerSpreadMs);
  } else if (envelope.event === 'arena:receipt') player.receipts += 1;
  else if (envelope.event === 'arena:result') player.results += 1;
  else if (envelope.event === 'arena:roster') player.rosters += 1;
}

async function join(player) {
  for (let attempt = 0; attempt < JOIN_ATTEMPTS && !stopJoining; attempt += 1) {
    try {
      const reply = await player.socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('arena:join', { pin: config.pin, nickname: player.nickname });
      if (reply?.ok) {
        joinTimes.push(Date.now());
        // Every 50th join and the first: enough to see the size without stringifying every snapshot.
        if (joinsAcked++ % 50 === 0) joinAckBytes = Math.max(joinAckBytes, JSON.stringify(reply).length);
        player.roomId = reply.data.roomId;
        player.joinedSeq = reply.data.snapshot?.seq ?? 0;
        player.joined = true;
        return;
      }
      player.lastError = reply?.code ?? 'unknown';
      // A busy room (compare-and-set lost too often) or a rate limit: back off and try again, a bounded number of times.
      if (!['NET_003', 'RATE_001'].includes(player.lastError)) return;
    } catch {
      player.lastError = 'no ack';
    }
    player.joinRetries += 1;
    await sleep(200 + Math.random() * 800);
  }
}

function connect(player) {
  return new Promise((resolve) => {
    const socket = io(player.url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: 30_000,
    });
    player.socket = socket;
    socket.on('arena:event', (envelope) => onEvent(player, envelope));
    socket.on('disconnect', () => {
      if (player.connected) disconnects += 1;
      player.connected = false;
    });
    socket.once('connect', () => {
      player.connected = true;
      resolve();
    });
    socket.once('connect_error', (error) => {
      player.lastError = `connect: ${error.message}`;
      resolve();
    });
  });
}

async function start(message) {
  config = message;
  players = message.players.map(({ index, url }) => ({
    index,
    url,
    nickname: `Player ${index}`,
    socket: null,
    connected: false,
    joined: false,
    roomId: null,
    joinedSeq: 0,
    joinRetries: 0,
    lastError: null,
    seen: new Uint8Array(message.expectedSeqs ?? 256),
    maxSeq: 0,
    outOfOrder: 0,
    receipts: 0,
    results: 0,
    rosters: 0,
  }));
  const cpuBefore = process.cpuUsage();
  await pool(players, message.concurrency, async (player) => {
    await connect(player);
    if (player.connected) await join(player);
  });
  const errors = {};
  for (const p of players) if (!p.joined) count(errors, p.lastError ?? (stopJoining ? 'join time up' : 'unknown'));
  process.send({
    type: 'joined',
    joined: players.filter((p) => p.joined).length,
    failed: players.length - players.filter((p) => p.joined).length,
    errors,
    retries: players.reduce((n, p) => n + p.joinRetries, 0),
    joinTimes,
    joinAckBytes,
    // This process's own CPU over its joins (ms): the clients' share of the join phase.
    cpuMs: (({ user, system }) => (user + system) / 1000)(process.cpuUsage(cpuBefore)),
  });
}

/** Everything this worker saw, checked against the game's last broadcast sequence number. */
function report(finalSeq, questionCount) {
  let lost = 0;
  let duplicated = 0;
  let playersWithGaps = 0;
  let outOfOrder = 0;
  let receipts = 0;
  let results = 0;
  let rosters = 0;
  for (const p of players.filter((q) => q.joined)) {
    let gaps = 0;
    for (let seq = p.joinedSeq + 1; seq <= finalSeq; seq += 1) {
      const seen = p.seen[seq] ?? 0;
      if (seen === 0) gaps += 1;
      if (seen > 1) duplicated += seen - 1;
    }
    for (let seq = 1; seq <= p.joinedSeq && seq < p.seen.length; seq += 1) {
      if (p.seen[seq] > 1) duplicated += p.seen[seq] - 1;
    }
    lost += gaps;
    if (gaps) playersWithGaps += 1;
    outOfOrder += p.outOfOrder;
    receipts += p.receipts;
    results += p.results;
    rosters += p.rosters;
  }
  const joined = players.filter((p) => p.joined).length;
  return {
    type: 'report',
    joined,
    expectedAnswers: joined * questionCount,
    answersSent,
    ackCodes,
    ackBytes,
    questionLatencies,
    ackLatencies,
    lost,
    duplicated,
    playersWithGaps,
    outOfOrder,
    receipts,
    results,
    rosters,
    disconnects,
  };
}

process.on('message', (message) => {
  if (message.type === 'start') void start(message);
  if (message.type === 'stop-joining') stopJoining = true;
  if (message.type === 'report') process.send(report(message.finalSeq, message.questionCount));
  if (message.type === 'close') {
    for (const p of players) p.socket?.disconnect();
    setTimeout(() => process.exit(0), 200);
  }
});
process.on('disconnect', () => process.exit(0));
process.send({ type: 'ready' });
