import { Module } from '@nestjs/common';
import type Redis from 'ioredis';
import { ArenaModule } from '../../arena/arena.module';
import { AuthModule } from '../../auth';
import { REDIS } from '../../infra/redis/redis.provider';
import { UsersModule } from '../../users/users.module';
import { AdminModule } from '../admin.module';
import { AdminMonitorGateway } from './admin-monitor.gateway';
import { AdminMonitorService } from './admin-monitor.service';
import { AdminSocketCheck } from './admin-socket-check';
import { InProcessMonitorBoard, MONITOR_BOARD } from './monitor-board';
import { RedisMonitorBoard } from './redis-monitor-board';

/** The admin live-room monitor (/admin): every node's rooms and health, live over the socket, to admins only. */
@Module({
  imports: [AdminModule, ArenaModule, AuthModule, UsersModule],
  providers: [
    {
      provide: MONITOR_BOARD,
      inject: [REDIS],
      useFactory: (redis: Redis | null) => (redis ? new RedisMonitorBoard(redis) : new InProcessMonitorBoard()),
    },
    AdminSocketCheck,
    AdminMonitorService,
    AdminMonitorGateway,
  ],
})
export class AdminMonitorModule {}
