import type { GameState } from '@trivia/arena-engine';
import { ADMIN_ROOM_PLAYERS_MAX, type AdminRoomPlayersResponse } from '@trivia/contracts';

/** Who an admin is looking for in a room: a part of a nickname (any case), or one player by id. */
export interface PlayerLookup {
  query: string;
  playerId?: string;
}

/**
 * The room's players matching the lookup, in join order, at most ADMIN_ROOM_PLAYERS_MAX of them: an admin
 * picking someone to kick narrows a big room by nickname. One pass over the players, on an admin's request only.
 */
export function playersMatching(state: GameState, lookup: PlayerLookup): AdminRoomPlayersResponse {
  const needle = lookup.query.toLocaleLowerCase('en-GB');
  const players: AdminRoomPlayersResponse['players'] = [];
  let matching = 0;
  for (const player of state.players) {
    const match =
      lookup.playerId !== undefined
        ? player.id === lookup.playerId
        : needle === '' || player.nickname.toLocaleLowerCase('en-GB').includes(needle);
    if (!match) continue;
    matching += 1;
    if (players.length < ADMIN_ROOM_PLAYERS_MAX)
      players.push({
        playerId: player.id,
        nickname: player.nickname,
        connected: player.connected,
        score: player.score,
      });
  }
  return { players, matching, phase: state.phase };
}
