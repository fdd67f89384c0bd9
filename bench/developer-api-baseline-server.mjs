// The developer API benchmark's baseline: a bare Fastify server answering the very bytes the product answered to
// GET /v1/questions?amount=10 and GET /api.php?amount=10, so the ratio says what the product's work costs on top
// of HTTP and JSON. Reads the bodies from the file named on the command line.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, bodiesFile] = process.argv.slice(2);
const bodies = JSON.parse(readFileSync(bodiesFile, 'utf8'));

const app = Fastify({ logger: false });
app.get('/v1/questions', (_request, reply) => reply.type('application/json; charset=utf-8').send(bodies.v1));
app.get('/api.php', (_request, reply) => reply.type('application/json; charset=utf-8').send(bodies.openTdb));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
