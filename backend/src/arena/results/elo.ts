// The season rule lives in contracts so the leaderboard screen pages through the same seasons.
export { seasonOf } from '@trivia/contracts';

export const INITIAL_RATING = 1200;
export const K_FACTOR = 32;

export interface RatedPlayer {
  id: string;
  rating: number;
  /** 1 for the winner; equal ranks are a draw. */
  rank: number;
}

/**
 * Multiplayer Elo: every pair of players is one game (the better rank wins, equal ranks draw), and each
 * player's change is the average over their pairs, scaled by K. Ratings go up and down by equal totals.
 */
export function eloUpdates(players: readonly RatedPlayer[], k = K_FACTOR): Map<string, number> {
  const result = new Map<string, number>();
  if (players.length < 2) {
    for (const player of players) result.set(player.id, player.rating);
    return result;
  }
  for (const player of players) {
    let delta = 0;
    for (const other of players) {
      if (other.id === player.id) continue;
      const expected = 1 / (1 + 10 ** ((other.rating - player.rating) / 400));
      const actual = player.rank < other.rank ? 1 : player.rank === other.rank ? 0.5 : 0;
      delta += actual - expected;
    }
    result.set(player.id, player.rating + (k * delta) / (players.length - 1));
  }
  return result;
}
