import { apply } from '../apply.js';
import type { Command } from '../commands.js';
import { createGame } from '../create-game.js';
import type { Effect, Outcome } from '../effects.js';
import type { SettingsInput } from '../settings.js';
import type { GameState, Question } from '../state.js';

export const HOST = 'host';
export const T0 = 1_000_000;

/**
 * Question i, of `types[i % types.length]`: multiple choice (answer index 2, "C"), true/false (answer "False"),
 * typed ("Secretanswera", "Secretanswerb", ...), order (items W X Y Z, in the order Y W Z X: [2, 0, 3, 1]),
 * estimate (100 + i metres) or poll (Red, Green, Blue).
 */
export function makeQuestions(count: number, types: Question['type'][] = ['multiple_choice', 'true_false', 'text']) {
  return Array.from({ length: count }, (_, i): Question => {
    const type = types[i % types.length]!;
    const base = { id: `q${i}`, type };
    switch (type) {
      case 'multiple_choice':
        return { ...base, prompt: `Question ${i}?`, options: ['A', 'B', 'C', 'D'], correctIndex: 2 };
      case 'true_false':
        return { ...base, prompt: `Claim ${i}`, options: ['True', 'False'], correctIndex: 1 };
      case 'order':
        return { ...base, prompt: `Order ${i}`, options: ['W', 'X', 'Y', 'Z'], correctOrder: [2, 0, 3, 1] };
      case 'estimate':
        return { ...base, prompt: `How far ${i}?`, value: 100 + i, unit: 'metres' };
      case 'poll':
        return { ...base, prompt: `Favourite ${i}?`, options: ['Red', 'Green', 'Blue'] };
      default: {
        const tag = String.fromCharCode(97 + (i % 26));
        return { ...base, prompt: `Type ${i}`, answer: `Secretanswer${tag}`, aliases: [`Hiddenalias${tag}`] };
      }
    }
  });
}

/** Every question type, for host-led games. */
export const ALL_TYPES: Question['type'][] = ['multiple_choice', 'true_false', 'text', 'order', 'estimate', 'poll'];

/** A host-led room's settings: the host runs it from the presenter view and does not play. */
export const HOSTED: Partial<SettingsInput> = { hostLed: true, questionTypes: ALL_TYPES };

/** Two named teams, ids t1 and t2. */
export const TEAMS: Partial<SettingsInput> = {
  teamMode: 'teams',
  teams: [
    { id: 't1', name: 'Red Kites' },
    { id: 't2', name: 'Blue Tits' },
  ],
};

export function newGame(settings: Partial<SettingsInput> = {}, questions?: Question[]): GameState {
  const input = { questionCount: 5, questionSeconds: 10, ...settings };
  const result = createGame(input, questions ?? makeQuestions(input.questionCount, input.questionTypes), 42, HOST, T0);
  if (!result.state) throw new Error(result.error.message);
  return result.state;
}

/** Applies a command that must succeed (in place, like `apply`: `state` is the outcome's state). */
export function ok(state: GameState, command: Command, now: number): Outcome {
  const outcome = apply(state, command, now);
  if (outcome.error) throw new Error(`${command.type} refused: ${outcome.error.code} ${outcome.error.message}`);
  return outcome;
}

export function withPlayers(state: GameState, ids: string[]): GameState {
  return ids.reduce(
    (s, id) => ok(s, { type: 'join', playerId: id, nickname: `Player ${id}`, isGuest: true }, T0).state,
    state,
  );
}

/** A game with players p1..pn whose first question has just opened at `T0 + countdownMs`. */
export function atFirstQuestion(players = 2, settings: Partial<SettingsInput> = {}) {
  const ids = Array.from({ length: players }, (_, i) => `p${i + 1}`);
  const lobby = withPlayers(newGame(settings), ids);
  const counting = ok(lobby, { type: 'start', by: HOST }, T0).state;
  // The engine changes the state in place: read the countdown's end before the tick moves it on.
  const openedAt = counting.nextTickAt!;
  const question = ok(counting, { type: 'tick' }, openedAt).state;
  return { state: question, ids, openedAt };
}

export const broadcasts = (effects: Effect[]) =>
  effects.filter((e): e is Extract<Effect, { type: 'broadcast' }> => e.type === 'broadcast');

export const sends = (effects: Effect[]) =>
  effects.filter((e): e is Extract<Effect, { type: 'send' }> => e.type === 'send');

export const eventsOf = (effects: Effect[]) =>
  effects.map((e) => (e.type === 'broadcast' || e.type === 'send' ? e.event : e.type));
