import { useMutation } from '@tanstack/react-query';
import type { ArenaRoomResponse, CreateArenaRoomRequest } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Creates a private room (needs a login and the arena_multiplayer feature). */
export function createArenaRoom(body: CreateArenaRoomRequest): Promise<ArenaRoomResponse> {
  return apiRequest<ArenaRoomResponse>('POST', '/api/arena/rooms', body);
}

export function useCreateArenaRoom() {
  // The host form shows failures itself: a setting out of range on its field, anything else as a toast.
  return useMutation({ mutationFn: createArenaRoom, meta: { silent: true } });
}
