// The Arena baseline: a bare Socket.IO server (one of two, joined through @socket.io/redis-adapter on the same
// Redis as the product) that does only the transport's share of the product's work, the way the product now
// does it: players join one room; each join (and each leave) is told to the host alone, not to the room; the
// room hears a coalesced roster (the player count) at most once a second, only when it changed; answers get an
// ack of the product's size (the answering tab's receipt, as in the product, whose room receipt goes only to a
// player's other tabs, and each bench player has one); node 1 replays the product's game broadcasts (same events, same
// envelope sizes, same moments) with a sequence number and the time it sent them.
// The host is a client of node 1 that joins with `{ host: true }`: it hears the room's broadcasts and rosters
// like every player, and the join and leave news.
//   node bench/arena-baseline-server.mjs <port> <redisUrl> <adapterKey> <1|2: the node's number>
import { createServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import { Server } from 'socket.io';

const [portText, redisUrl, adapterKey, nodeText = '1'] = process.argv.slice(2);
const NODE = Number(nodeText);
const ROOM_ID = '00000000-0000-4000-8000-000000000000';
const CHANNEL = `arena:${ROOM_ID}`;
const HOST_CHANNEL = `arena-host:${ROOM_ID}`;
const ROSTER_EVERY_MS = 1000;

/** Sizes the product used, in bytes of JSON: sent by the orchestrator before the players arrive. */
let sizes = { joined: 120, left: 110, roster: 130, ack: 40 };
let seq = 0;
const timers = [];
/** Players seated on this node, and (node 1) the last count each other node reported. */
let localPlayers = 0;
let reportedPlayers = 0;
const otherNodes = new Map();
let lastRosterCount = 0;

/** An envelope whose JSON is `bytes` long (or as close above as the fixed fields allow). */
function envelope(event, bytes, fields) {
  const body = { roomId: ROOM_ID, event, payload: { ...fields, pad: '' } };
  body.payload.pad = 'x'.repeat(Math.max(0, bytes - JSON.stringify(body).length));
  return body;
}

function ack(bytes) {
  const body = { ok: true, data: { receivedAt: Date.now(), pad: '' } };
  body.data.pad = 'x'.repeat(Math.max(0, bytes - JSON.stringify(body).length));
  return body;
}

const httpServer = createServer();
const io = new Server(httpServer, { transports: ['websocket'], maxHttpBufferSize: 16 * 1024, serveClient: false });
const pub = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
const sub = pub.duplicate();
io.adapter(createAdapter(pub, sub, { key: adapterKey }));

io.on('connection', (socket) => {
  socket.on('arena:join', (body, reply) => {
    void socket.join(CHANNEL);
    if (body?.host === true) void socket.join(HOST_CHANNEL);
    else {
      socket.data.player = true;
      localPlayers += 1;
      // The join news goes to the host alone (personal, not numbered), wherever the host is connected.
      io.to(HOST_CHANNEL).emit(
        'arena:event',
        envelope('arena:player-joined', sizes.joined, { playerCount: localPlayers + reportedPlayers }),
      );
    }
    if (typeof reply === 'function') reply({ ok: true, data: { roomId: ROOM_ID, snapshot: { seq } } });
  });
  socket.on('arena:answer', (body, reply) => {
    if (typeof reply === 'function') reply(ack(sizes.ack));
  });
  socket.on('disconnect', () => {
    if (!socket.data.player) return;
    localPlayers -= 1;
    io.to(HOST_CHANNEL).emit('arena:event', envelope('arena:player-left', sizes.left, { reason: 'disconnect' }));
  });
});

// The roster: node 1 (the room's owner, as the lease holder is in the product) sums the counts the nodes report
// and tells the room at most once a second, only when it changed; the other node reports its count once a second
// when it changed (one message between the servers, not one per join).
let reportedLocal = 0;
const rosterTimer = setInterval(() => {
  if (NODE !== 1) {
    if (localPlayers !== reportedLocal) {
      reportedLocal = localPlayers;
      io.serverSideEmit('arena-count', NODE, localPlayers);
    }
    return;
  }
  reportedPlayers = [...otherNodes.values()].reduce((a, b) => a + b, 0);
  const count = localPlayers + reportedPlayers;
  if (count === lastRosterCount) return;
  lastRosterCount = count;
  io.to(CHANNEL).emit(
    'arena:event',
    envelope('arena:roster', sizes.roster, { playerCount: count, connectedCount: count, players: null }),
  );
}, ROSTER_EVERY_MS);
io.on('arena-count', (node, count) => otherNodes.set(node, count));

process.on('message', (message) => {
  if (message.type === 'sizes') sizes = { ...sizes, ...message.sizes };
  if (message.type === 'play') {
    // Replays the product's game: each broadcast at the same offset from the start, with the same envelope size.
    const started = Date.now();
    for (const item of message.schedule) {
      timers.push(
        setTimeout(
          () => {
            seq += 1;
            const fields = { seq, sentAt: Date.now() };
            if (item.questionIndex !== undefined) fields.questionIndex = item.questionIndex;
            io.to(CHANNEL).emit('arena:event', envelope(item.event, item.bytes, fields));
            if (item.last) process.send?.({ type: 'played', finalSeq: seq });
          },
          Math.max(0, started + item.at - Date.now()),
        ),
      );
    }
  }
  if (message.type === 'stop') {
    clearInterval(rosterTimer);
    for (const timer of timers) clearTimeout(timer);
    io.close();
    void Promise.allSettled([pub.quit(), sub.quit()]).then(() => process.exit(0));
  }
});

httpServer.listen(Number(portText), '127.0.0.1', () => process.send?.({ type: 'ready' }));
