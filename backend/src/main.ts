import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { ConfigError, loadConfigFromProcess } from './infra/config/config';

async function bootstrap(): Promise<void> {
  let config;
  try {
    config = loadConfigFromProcess();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app } = await createApp(config);
  await app.listen(config.port, config.host);
  const mode = `${config.databaseUrl ? 'PostgreSQL at DATABASE_URL' : 'embedded PostgreSQL (PGlite)'}, ${config.redisUrl ? 'Redis' : 'in-process pub/sub'}`;
  new Logger('Bootstrap').log(`Trivia platform on ${config.publicUrl} (${mode})`);
}

void bootstrap();
