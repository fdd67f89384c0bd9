// One client process of the Arena failover benchmark: its players join, answer every question, and when their
// node dies reconnect to the other node with the same guest cookie, rejoin by PIN and carry on (answering the
// open question from the snapshot if they had not). Counts what the server acknowledged.
import { io } from 'socket.io-client';

const ACK_TIMEOUT_MS = 20_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
let players = [];
let config = null;
const acked = { ok: 0 };
const refusals = {};
let rejoined = 0;
let rejoinFailures = 0;

async function answer(player, questionIndex, optionCount) {
  if (player.answered.has(questionIndex)) return;
  player.answered.add(questionIndex);
  const choice = Math.floor(Math.random() * Math.max(1, optionCount));
  for (let attempt = 0; attempt < 20; attempt += 1) {
    try {
      const reply = await player.socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('arena:answer', { roomId: player.roomId, questionIndex, choice });
      if (reply?.ok) {
        acked.ok += 1;
        player.okAnswers += 1;
        return;
      }
      // "Try again" while the room moves to the surviving node, and "join first" while this player's new
      // socket is still rejoining: anything else is final.
      if (reply?.code !== 'NET_003' && reply?.code !== 'ARENA_008') {
        refusals[reply?.code ?? 'unknown'] = (refusals[reply?.code ?? 'unknown'] ?? 0) + 1;
        return;
      }
    } catch {
      // no ack: the node died under the request, the reconnect below retries on the other node
    }
    await sleep(250);
    if (player.socket.disconnected) return;
  }
}

function onEvent(player, envelope) {
  const payload = envelope.payload ?? {};
  if (envelope.event === 'arena:question') {
    const delay = Math.random() * config.answerSpreadMs;
    setTimeout(() => void answer(player, payload.questionIndex, payload.question?.options?.length ?? 4), delay);
  }
  if (envelope.event === 'arena:podium') player.podium = true;
}

function connect(player, url) {
  return new Promise((resolve) => {
    const socket = io(url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: 20_000,
      extraHeaders: { cookie: player.cookie },
    });
    player.socket = socket;
    socket.on('arena:event', (envelope) => onEvent(player, envelope));
    socket.once('connect', () => resolve(true));
    socket.once('connect_error', () => resolve(false));
    socket.on('disconnect', () => {
      if (!player.leaving) void failOver(player);
    });
  });
}

async function join(player) {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    try {
      const reply = await player.socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('arena:join', { pin: config.pin, nickname: player.nickname });
      if (reply?.ok) {
        player.roomId = reply.data.roomId;
        return reply.data.snapshot;
      }
      if (reply?.code !== 'NET_003') return null;
    } catch {
      // the room is moving: try again
    }
    await sleep(300);
  }
  return null;
}

/** The node went away: the same player, by cookie, on the other node. */
async function failOver(player) {
  player.url = player.url === config.urls[0] ? config.urls[1] : config.urls[0];
  player.socket.removeAllListeners('disconnect');
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if (await connect(player, player.url)) break;
    await sleep(500);
  }
  const snapshot = await join(player);
  if (!snapshot) {
    rejoinFailures += 1;
    return;
  }
  rejoined += 1;
  if (snapshot.phase === 'question' && !snapshot.you?.answered)
    void answer(player, snapshot.questionIndex, snapshot.question?.options?.length ?? 4);
}

process.on('message', async (message) => {
  if (message.type === 'start') {
    config = message;
    players = message.players.map((p) => ({ ...p, answered: new Set(), okAnswers: 0, podium: false }));
    let joined = 0;
    for (let i = 0; i < players.length; i += 8) {
      await Promise.all(
        players.slice(i, i + 8).map(async (player) => {
          if ((await connect(player, player.url)) && (await join(player))) joined += 1;
        }),
      );
    }
    process.send({ type: 'joined', joined });
  }
  if (message.type === 'report') {
    process.send({
      type: 'report',
      acked: acked.ok,
      refusals,
      rejoined,
      rejoinFailures,
      podium: players.filter((p) => p.podium).length,
      perPlayer: players.map((p) => [p.playerKey, p.okAnswers]),
    });
  }
  if (message.type === 'close') {
    for (const p of players) {
      p.leaving = true;
      p.socket?.disconnect();
    }
    setTimeout(() => process.exit(0), 200);
  }
});
process.on('disconnect', () => process.exit(0));
