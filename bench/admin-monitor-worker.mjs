// One client process of the admin-monitor benchmark: a share of the simulated players, each in its own room (by
// PIN) on its own node, answering every question after a random think time. It times every answer's ack and
// every question's arrival with the wall clock, so the orchestrator can cut them into its measurement windows
// (no admin watching, an admin watching). Driven over IPC by bench/admin-monitor.bench.mjs.
import { io } from 'socket.io-client';

const ACK_TIMEOUT_MS = 30_000;
const JOIN_ATTEMPTS = 12;

let config = null;
let players = [];
/** [wall ms when acked, ack ms] per answer. */
const acks = [];
/** [wall ms when received, ms since the server opened the question] per question per player. */
const questions = [];
const ackCodes = {};
let disconnects = 0;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const count = (table, key) => (table[key] = (table[key] ?? 0) + 1);

/** Runs `task` over `items` with at most `limit` in flight. */
async function pool(items, limit, task) {
  let next = 0;
  const run = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
}

async function answer(player, questionIndex, optionCount) {
  const t0 = performance.now();
  try {
    const reply = await player.socket.timeout(ACK_TIMEOUT_MS).emitWithAck('arena:answer', {
      roomId: player.roomId,
      questionIndex,
      choice: Math.floor(Math.random() * Math.max(1, optionCount)),
    });
    acks.push([Date.now(), performance.now() - t0]);
    count(ackCodes, reply?.ok ? 'ok' : (reply?.code ?? 'unknown'));
  } catch {
    count(ackCodes, 'no ack');
  }
}

function onEvent(player, envelope) {
  if (envelope.event !== 'arena:question') return;
  const received = Date.now();
  const payload = envelope.payload ?? {};
  const openedAt = payload.sentAt ?? payload.deadline - payload.durationMs;
  questions.push([received, received - openedAt]);
  const options = payload.question?.options?.length ?? 4;
  setTimeout(() => void answer(player, payload.questionIndex, options), Math.random() * config.answerSpreadMs);
}

function connect(player) {
  return new Promise((resolve) => {
    const socket = io(player.url, { transports: ['websocket'], reconnection: false, forceNew: true, timeout: 30_000 });
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

async function join(player) {
  for (let attempt = 0; attempt < JOIN_ATTEMPTS; attempt += 1) {
    try {
      const reply = await player.socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('arena:join', { pin: player.pin, nickname: `Player ${player.index}` });
      if (reply?.ok) {
        player.roomId = reply.data.roomId;
        player.joined = true;
        return;
      }
      player.lastError = reply?.code ?? 'unknown';
      if (!['NET_003', 'RATE_001'].includes(player.lastError)) return;
    } catch {
      player.lastError = 'no ack';
    }
    await sleep(200 + Math.random() * 800);
  }
}

async function start(message) {
  config = message;
  players = message.players.map((p) => ({ ...p, socket: null, connected: false, joined: false, roomId: null }));
  await pool(players, message.concurrency, async (player) => {
    await connect(player);
    if (player.connected) await join(player);
  });
  const errors = {};
  for (const p of players) if (!p.joined) count(errors, p.lastError ?? 'unknown');
  process.send({ type: 'joined', joined: players.filter((p) => p.joined).length, errors });
}

process.on('message', (message) => {
  if (message.type === 'start') void start(message);
  if (message.type === 'report') process.send({ type: 'report', acks, questions, ackCodes, disconnects });
  if (message.type === 'close') {
    for (const p of players) p.socket?.disconnect();
    setTimeout(() => process.exit(0), 200);
  }
});
process.on('disconnect', () => process.exit(0));
process.send({ type: 'ready' });
