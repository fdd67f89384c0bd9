import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import {
  ADMIN_MONITOR_PUSH_MS,
  type AdminMonitorPage,
  type AdminMonitorQuery,
  type AdminRoomPlayersResponse,
  type ServerToClientEvents,
} from '@trivia/contracts';
import type { Server, Socket } from 'socket.io';
import { ArenaLiveRoomsService, type LiveRoomResult } from '../../arena/arena-live-rooms.service';
import { type MemberPrincipal } from '../../identity';
import { UsersService } from '../../users/users.service';
import { requestIdOf } from '../admin-actor';
import { AdminAuditService } from '../audit/admin-audit.service';
import { AdminSocketCheck } from './admin-socket-check';
import { HostNames } from './host-names';
import { MONITOR_BOARD, type MonitorBoard, type NodeReport } from './monitor-board';
import { type ClusterView, clusterView, monitorPage } from './monitor-view';
import { NodeHealthSampler } from './node-health';

/** A first watch waits at most this long for every node to describe its rooms (they do within a second). */
const FIRST_VIEW_WAIT_MS = 1500;
const FIRST_VIEW_POLL_MS = 200;

interface Watcher {
  socket: Socket;
  query: AdminMonitorQuery;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * The admin live-room monitor. Every node, every second, leaves a report on the board: its health always (a few
 * numbers), its rooms and ack times only while some admin watches anywhere (the board's watched flag), so the
 * monitor costs next to nothing when closed. A node with watchers reads every report, builds the cluster view
 * once and pushes each watcher their page, re-checking each is still an admin first. Actions on rooms go to the
 * owner node through the Arena's room bus, then into the audit log.
 */
@Injectable()
export class AdminMonitorService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(AdminMonitorService.name);
  private readonly health = new NodeHealthSampler();
  private readonly names: HostNames;
  private readonly check: AdminSocketCheck;
  private readonly watchers = new Map<string, Watcher>();
  private server: Server | null = null;
  private timer?: NodeJS.Timeout;
  private ticking = false;
  private view: ClusterView | null = null;

  constructor(
    @Inject(MONITOR_BOARD) private readonly board: MonitorBoard,
    private readonly live: ArenaLiveRoomsService,
    private readonly audit: AdminAuditService,
    users: UsersService,
    check: AdminSocketCheck,
  ) {
    this.names = new HostNames((ids) => users.findByIds(ids));
    this.check = check;
  }

  attach(server: Server): void {
    this.server = server;
  }

  onModuleInit(): void {
    this.timer = setInterval(() => void this.tick(), ADMIN_MONITOR_PUSH_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
    this.health.close();
    this.watchers.clear();
  }

  /** Starts (or changes) a watch: the page now, then a push a second. */
  async watch(socket: Socket, query: AdminMonitorQuery): Promise<AdminMonitorPage> {
    const first = this.watchers.size === 0;
    this.watchers.set(socket.id, { socket, query });
    if (first || !this.view || Date.now() - this.view.at > 2 * ADMIN_MONITOR_PUSH_MS) await this.firstView();
    return monitorPage(this.view!, query);
  }

  unwatch(socketId: string): void {
    this.watchers.delete(socketId);
  }

  players(roomId: string, query: string): Promise<LiveRoomResult<AdminRoomPlayersResponse>> {
    return this.live.players(roomId, { query });
  }

  /** Ends the room's game for everyone with the admin's message, then writes the audit row. */
  async close(admin: MemberPrincipal, roomId: string, message: string): Promise<LiveRoomResult> {
    // The room as it was, from its owner: the audit row says what the admin ended.
    const before = await this.live.players(roomId, { query: '' });
    if (!before.ok) return before;
    const result = await this.live.close(roomId, message);
    if (!result.ok) return result;
    const pin = await this.live.pinOf(roomId);
    await this.audit.record(actorOf(admin), {
      action: 'room.closed',
      target: { type: 'room', id: roomId, label: pin ? `PIN ${pin}` : roomId },
      before: { phase: before.data.phase, players: before.data.matching },
      after: { phase: 'ended', message },
    });
    return result;
  }

  /** Removes one player with the admin's message, then writes the audit row (who it was, in which room). */
  async kick(admin: MemberPrincipal, roomId: string, playerId: string, message: string): Promise<LiveRoomResult> {
    const found = await this.live.players(roomId, { query: '', playerId });
    if (!found.ok) return found;
    const player = found.data.players[0];
    if (!player) return { ok: false, code: 'ARENA_008', message: 'That player is not in this room' };
    const result = await this.live.remove(roomId, playerId, message);
    if (!result.ok) return result;
    const pin = await this.live.pinOf(roomId);
    await this.audit.record(actorOf(admin), {
      action: 'room.player-kicked',
      target: { type: 'player', id: playerId, label: pin ? `${player.nickname} (PIN ${pin})` : player.nickname },
      before: { nickname: player.nickname, roomId, pin, score: player.score },
      after: { message },
    });
    return result;
  }

  /** Every second: this node's report, then (with watchers here) the cluster view and each watcher's page. */
  private async tick(): Promise<void> {
    if (this.ticking) return;
    this.ticking = true;
    try {
      if (this.watchers.size > 0) await this.board.markWatched();
      await this.publish(this.watchers.size > 0 || (await this.board.watched()));
      if (this.watchers.size > 0) await this.push();
    } catch (error) {
      // Redis may be restarting: the next second tries again; rooms and players are not affected.
      this.logger.warn(`Live-room monitor skipped a second: ${(error as Error).message}`);
    } finally {
      this.ticking = false;
    }
  }

  private async publish(describeRooms: boolean): Promise<void> {
    const now = Date.now();
    this.live.prune(now);
    const report: NodeReport = {
      nodeId: this.live.nodeId,
      at: now,
      health: this.health.sample({
        socketsConnected: this.server?.engine?.clientsCount ?? 0,
        roomsOwned: this.live.roomsOwned(),
      }),
      rooms: describeRooms ? this.live.report() : null,
      acks: describeRooms ? this.live.ackDigest() : null,
    };
    await this.board.publish(report);
  }

  /** Builds the view from every node's report (one read however many watchers) and names the hosts. */
  private async build(reports: NodeReport[]): Promise<ClusterView> {
    const now = Date.now();
    const hostIds = new Set<string>();
    for (const report of reports) for (const room of report.rooms ?? []) if (room.hostId) hostIds.add(room.hostId);
    await this.names.learn(hostIds, now);
    this.view = clusterView(reports, (hostId) => this.names.nameOf(hostId), now);
    return this.view;
  }

  /**
   * Nobody was watching: nodes are not describing their rooms yet. This node describes its own at once; the
   * others do at their next report (within a second), which this waits for, briefly.
   */
  private async firstView(): Promise<void> {
    await this.board.markWatched();
    await this.publish(true);
    const until = Date.now() + FIRST_VIEW_WAIT_MS;
    let reports = await this.board.reports();
    while (reports.some((report) => report.rooms === null) && Date.now() < until) {
      await sleep(FIRST_VIEW_POLL_MS);
      reports = await this.board.reports();
    }
    await this.build(reports);
  }

  private async push(): Promise<void> {
    const view = await this.build(await this.board.reports());
    await Promise.all(
      [...this.watchers.values()].map(async ({ socket }) => {
        // The database away: no page this second, none shown that could not be checked.
        const verdict = await this.check.check(socket).catch(() => null);
        if (verdict === null) return;
        // Demoted or logged out: no more pages until they watch again as an admin.
        if (!verdict.ok) {
          this.watchers.delete(socket.id);
          return;
        }
        // Still watching after the role check (an unwatch may have come meanwhile), with the query as it is now.
        const watcher = this.watchers.get(socket.id);
        if (watcher)
          (socket as Socket<never, ServerToClientEvents>).emit('admin:monitor', monitorPage(view, watcher.query));
      }),
    );
  }
}

function actorOf(admin: MemberPrincipal) {
  return { id: admin.userId, email: admin.user.email, requestId: requestIdOf(undefined) };
}
