import Fastify from 'fastify';

/** The benchmark's ceiling: a bare Fastify hello-world in its own process (PORT from the environment). */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
