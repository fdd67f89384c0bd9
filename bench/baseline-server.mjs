// The baseline: a bare Fastify server answering fixed JSON bodies of the same sizes as the product's
// responses, so the benchmark can say how much the product's work costs on top of HTTP and JSON.
import Fastify from 'fastify';

const [port, statsBytes, answerBytes] = process.argv.slice(2).map(Number);
const padded = (bytes) => {
  const body = { ok: true, pad: '' };
  body.pad = 'x'.repeat(Math.max(0, bytes - JSON.stringify(body).length));
  return JSON.stringify(body);
};
const statsBody = padded(statsBytes);
const answerBody = padded(answerBytes);

const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });
app.get('/stats', (_request, reply) => reply.type('application/json').send(statsBody));
app.post('/answer', (_request, reply) => reply.type('application/json').send(answerBody));
await app.listen({ port, host: '127.0.0.1' });
process.send?.('ready');
