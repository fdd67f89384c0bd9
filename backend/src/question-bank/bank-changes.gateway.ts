import { Inject, Logger } from '@nestjs/common';
import { type OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server } from 'socket.io';
import { APP_CONFIG, type AppConfig } from '../infra/config/config';
import { QuestionBankService } from './question-bank.service';

/** The cluster-wide event naming questions just added to the database. */
const QUESTIONS_ADDED = 'question-bank:added';

/**
 * Tells every node's copy of the bank about questions added while it runs (an approved contribution). This node
 * takes them in at once; the others hear it through the Socket.IO Redis adapter, the cluster's one pub/sub, and
 * read the rows themselves. A message lost while Redis is away is made good by the bank's hourly catch-up.
 */
@WebSocketGateway()
export class BankChangesGateway implements OnGatewayInit {
  @WebSocketServer() private readonly server!: Server;
  private readonly logger = new Logger(BankChangesGateway.name);
  private readonly clustered: boolean;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly bank: QuestionBankService,
  ) {
    this.clustered = config.redisUrl !== undefined;
  }

  afterInit(server: Server): void {
    if (!this.clustered) return;
    server.on(QUESTIONS_ADDED, (ids: unknown) => {
      if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) return;
      this.bank
        .admit(ids)
        .catch((error: Error) => this.logger.warn(`Could not take in new questions: ${error.message}`));
    });
  }

  /** Questions now in the database: in this node's bank before it returns, in the others' soon after. */
  async added(ids: readonly string[]): Promise<void> {
    await this.bank.admit(ids);
    if (!this.clustered) return;
    try {
      this.server.serverSideEmit(QUESTIONS_ADDED, [...ids]);
    } catch (error) {
      this.logger.warn(`Could not tell the other nodes about new questions: ${(error as Error).message}`);
    }
  }
}
