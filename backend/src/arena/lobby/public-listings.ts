import type { Logger } from '@nestjs/common';
import type { GameState } from '@trivia/arena-engine';
import type { LobbyDirectory } from './lobby-directory';

/**
 * The lobby listings of the public rooms this node owns: listed while a room waits for players, taken off once,
 * when its game starts or it closes (the PIN is then forgotten, so later changes no longer touch the lobby).
 */
export class PublicListings {
  /** The PINs of the listed rooms (an adopted room's PIN is read back from its listing). */
  private readonly pins = new Map<string, string>();

  constructor(
    private readonly lobby: LobbyDirectory,
    private readonly logger: Logger,
  ) {}

  remember(roomId: string, pin: string): void {
    this.pins.set(roomId, pin);
  }

  isListed(roomId: string): boolean {
    return this.pins.has(roomId);
  }

  /** Lists the room while it is in the lobby (and the node is not closing), or takes it off. */
  async update(roomId: string, state: GameState, closing: boolean): Promise<void> {
    try {
      if (state.phase !== 'lobby' || closing) {
        this.pins.delete(roomId);
        await this.lobby.removeRoom(roomId);
        return;
      }
      const pin = this.pins.get(roomId) ?? (await this.lobby.room(roomId))?.pin;
      if (!pin) return;
      this.pins.set(roomId, pin);
      await this.lobby.putRoom(
        {
          roomId,
          pin,
          players: state.players.length,
          maxPlayers: state.settings.maxPlayers,
          questionCount: state.questions.length,
          questionSeconds: state.settings.questionSeconds,
          startsAt: state.nextTickAt,
        },
        Date.now(),
      );
    } catch (error) {
      this.logger.warn(`Could not update the lobby listing of room ${roomId}: ${(error as Error).message}`);
    }
  }
}
