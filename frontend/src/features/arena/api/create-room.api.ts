import { useMutation } from '@tanstack/react-query';
import type { ArenaRoomResponse, CreateArenaRoomRequest } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Creates a private room (needs a login and the arena_multiplayer feature); errors toast from the mutation cache. */
export function createArenaRoom(body: CreateArenaRoomRequest): Promise<ArenaRoomResponse> {
  return apiRequest<ArenaRoomResponse>('POST', '/api/arena/rooms', body);
}

export function useCreateArenaRoom() {
  return useMutation({ mutationFn: createArenaRoom });
}
