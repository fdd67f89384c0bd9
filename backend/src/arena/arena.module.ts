import { Module } from '@nestjs/common';
import type Redis from 'ioredis';
import { PacksModule } from '../catalogue';
import { EntitlementsModule } from '../entitlements/entitlements.module';
import { FeatureFlagsModule } from '../feature-flags/feature-flags.module';
import { APP_CONFIG, type AppConfig } from '../infra/config/config';
import { ROOMS_OPENED, roomsOpened } from './arena-limits';
import { REDIS } from '../infra/redis/redis.provider';
import { QuestionBankModule } from '../question-bank/question-bank.module';
import { ArenaController } from './arena.controller';
import { ArenaGateway } from './arena.gateway';
import { ArenaHostGateway } from './arena-host.gateway';
import { ArenaEvents } from './arena-socket';
import { ArenaHostingService } from './arena-hosting.service';
import { ArenaLiveRoomsService } from './arena-live-rooms.service';
import { ArenaQuestionsService } from './arena-questions.service';
import { ArenaRoomsService } from './arena-rooms.service';
import { ArenaResultsService } from './results/arena-results.service';
import { SessionReportsModule } from './reports/session-reports.module';
import { ArenaLobbyController } from './lobby/arena-lobby.controller';
import { ArenaLobbyService } from './lobby/arena-lobby.service';
import { InProcessLobbyDirectory, LOBBY_DIRECTORY } from './lobby/lobby-directory';
import { RedisLobbyDirectory } from './lobby/redis-lobby-directory';
import { ArenaStatsController } from './results/arena-stats.controller';
import { RedisRoomBus } from './rooms/redis-room-bus';
import { HostedSessionRows } from './sessions/hosted-session-rows';
import { HostedSessionsController } from './sessions/hosted-sessions.controller';
import { HostedSessionsService } from './sessions/hosted-sessions.service';
import { OverrideWrites } from './sessions/override-writes';
import { InProcessRoomBus, ROOM_BUS } from './rooms/room-bus';
import { InProcessLeaseStore, InProcessRoomStore } from './store/in-process-room-store';
import { RedisLeaseStore, RedisRoomStore } from './store/redis-room-store';
import { LEASE_STORE, type LeaseStore, ROOM_STORE } from './store/room-store';

@Module({
  imports: [QuestionBankModule, FeatureFlagsModule, EntitlementsModule, PacksModule, SessionReportsModule],
  controllers: [ArenaController, ArenaStatsController, ArenaLobbyController, HostedSessionsController],
  providers: [
    {
      provide: ROOMS_OPENED,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => roomsOpened(config.arenaRoomsPer10Minutes),
    },
    {
      provide: LEASE_STORE,
      inject: [REDIS],
      useFactory: (redis: Redis | null) => (redis ? new RedisLeaseStore(redis) : new InProcessLeaseStore()),
    },
    {
      provide: ROOM_STORE,
      inject: [REDIS, LEASE_STORE],
      useFactory: (redis: Redis | null, leases: LeaseStore) =>
        redis ? new RedisRoomStore(redis) : new InProcessRoomStore(leases as InProcessLeaseStore),
    },
    {
      provide: LOBBY_DIRECTORY,
      inject: [REDIS],
      useFactory: (redis: Redis | null) => (redis ? new RedisLobbyDirectory(redis) : new InProcessLobbyDirectory()),
    },
    {
      provide: ROOM_BUS,
      inject: [REDIS, APP_CONFIG],
      useFactory: (redis: Redis | null, config: AppConfig) =>
        redis ? new RedisRoomBus(redis, config.redisKeyPrefix) : new InProcessRoomBus(),
    },
    ArenaQuestionsService,
    ArenaRoomsService,
    ArenaLobbyService,
    ArenaHostingService,
    ArenaResultsService,
    HostedSessionRows,
    OverrideWrites,
    HostedSessionsService,
    ArenaGateway,
    ArenaHostGateway,
    ArenaEvents,
    ArenaLiveRoomsService,
  ],
  // The admin live-room monitor (admin/monitor) describes and acts on rooms through this one service.
  exports: [ArenaLiveRoomsService],
})
export class ArenaModule {}
