// The Arena baseline: a bare Socket.IO server (one of two, joined through @socket.io/redis-adapter on the same
// Redis as the product) that does only the transport's work: players join one room, every join is announced to
// the room, answers get an ack and a receipt of the product's sizes, and node 1 replays the product's game
// broadcasts (same events, same envelope sizes, same moments) with a sequence number and the time it sent them.
//   node bench/arena-baseline-server.mjs <port> <redisUrl> <adapterKey>
import { createServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import { Server } from 'socket.io';

const [portText, redisUrl, adapterKey] = process.argv.slice(2);
const ROOM_ID = '00000000-0000-4000-8000-000000000000';
const CHANNEL = `arena:${ROOM_ID}`;

/** Sizes the product used, in bytes of JSON: sent by the orchestrator before the players arrive. */
let sizes = { joined: 120, receipt: 120, ack: 40 };
let seq = 0;
const timers = [];

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
  socket.on('arena:join', (_body, reply) => {
    void socket.join(CHANNEL);
    io.to(CHANNEL).emit('arena:event', envelope('arena:player-joined', sizes.joined, {}));
    if (typeof reply === 'function') reply({ ok: true, data: { roomId: ROOM_ID, snapshot: { seq } } });
  });
  socket.on('arena:answer', (body, reply) => {
    socket.emit('arena:event', envelope('arena:receipt', sizes.receipt, { questionIndex: body?.questionIndex }));
    if (typeof reply === 'function') reply(ack(sizes.ack));
  });
});

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
    for (const timer of timers) clearTimeout(timer);
    io.close();
    void Promise.allSettled([pub.quit(), sub.quit()]).then(() => process.exit(0));
  }
});

httpServer.listen(Number(portText), '127.0.0.1', () => process.send?.({ type: 'ready' }));
