import type { ArenaEvent, ArenaEventPayload, ArenaSnapshot } from '@trivia/contracts';
import {
  receiveArenaEvent,
  viewFromSnapshot,
  type ArenaReceive,
  type ArenaStanding,
  type ArenaViewKit,
} from '../arena/room-kit';
import type { AnswerGroups, HostedExtras, HostedView } from './hosted-types';

/**
 * A host-led session's view is the Arena's view (joins, questions, reveals, standings, seq gaps: all the Arena
 * reducer's) with the session's own state on top, moved on by the events battles never send.
 */

const sameQuestion = (previous: HostedView | null, snapshot: ArenaSnapshot): previous is HostedView =>
  previous !== null && previous.questionIndex === snapshot.questionIndex;

/**
 * The session's state from a snapshot. A snapshot cannot say what only events carried (an estimate's spread,
 * the typed answers to re-mark, voided questions), so a redraw of the same question keeps those from before.
 */
export function extrasFromSnapshot(snapshot: ArenaSnapshot, previous: HostedView | null): HostedExtras {
  const same = sameQuestion(previous, snapshot);
  return {
    settings: snapshot.settings,
    liveAnswered: snapshot.answeredCount,
    pausedReason: snapshot.paused ? (snapshot.hostConnected ? 'host' : 'host_away') : null,
    estimates: same && snapshot.phase === 'reveal' ? previous.estimates : null,
    answerGroups: snapshot.answerGroups ?? previous?.answerGroups ?? null,
    skipped: previous?.skipped ?? [],
    lastAdjustment: previous?.lastAdjustment ?? null,
    remarked: previous?.remarked ?? null,
    endedMessage: snapshot.phase === 'ended' ? (previous?.endedMessage ?? null) : null,
    removed: previous?.removed ?? null,
  };
}

export function hostedFromSnapshot(snapshot: ArenaSnapshot, previous: HostedView | null = null): HostedView {
  return { ...viewFromSnapshot(snapshot), ...extrasFromSnapshot(snapshot, previous) };
}

/** A player's team changed: in the list, the standings and (if it is them) their own line. */
function withTeam(view: HostedView, { playerId, teamId }: ArenaEventPayload<'arena:team-changed'>): HostedView {
  const you = view.you?.playerId === playerId ? { ...view.you, teamId } : view.you;
  return {
    ...view,
    players: view.players.map((p) => (p.id === playerId ? { ...p, teamId } : p)),
    standings: view.standings.map((s) => (s.playerId === playerId ? { ...s, teamId } : s)),
    you,
  };
}

/** The re-marked answer's group now reads as the host marked it. */
function markGroup(groups: AnswerGroups | null, questionIndex: number, answer: string, accepted: boolean) {
  if (!groups || groups.questionIndex !== questionIndex) return groups;
  return {
    ...groups,
    groups: groups.groups.map((g) => (g.answer === answer ? { ...g, correct: accepted } : g)),
  };
}

/** The host re-marked a typed answer: new standings for everyone, the groups and the presenter's note. */
function withAdjustment(view: HostedView, payload: ArenaEventPayload<'arena:scores-adjusted'>): HostedView {
  const { questionIndex, answer, accepted, changed, top, teams } = payload;
  const byId = new Map<string, ArenaStanding>(top.map((s) => [s.playerId, s]));
  const own = view.you ? byId.get(view.you.playerId) : undefined;
  return {
    ...view,
    standings: top,
    teams,
    players: view.players.map((p) => ({ ...p, score: byId.get(p.id)?.score ?? p.score })),
    you: view.you && own ? { ...view.you, score: own.score, rank: own.rank } : view.you,
    answerGroups: markGroup(view.answerGroups, questionIndex, answer, accepted),
    lastAdjustment: { questionIndex, answer, accepted, changed },
  };
}

/** To a re-marked player: their total, rank and (while it is on screen) that question's result. */
function withScoreChange(view: HostedView, payload: ArenaEventPayload<'arena:score-changed'>): HostedView {
  if (!view.you) return view;
  const { questionIndex, correct, points, score, rank } = payload;
  const result =
    view.you.result && questionIndex === view.questionIndex ? { ...view.you.result, correct, points } : view.you.result;
  return { ...view, you: { ...view.you, score, rank, result }, remarked: payload };
}

/** More time on the open question; while paused the time left grows by the same amount. */
function withExtension(view: HostedView, payload: ArenaEventPayload<'arena:time-extended'>): HostedView {
  const { questionIndex, deadline, durationMs } = payload;
  if (questionIndex !== view.questionIndex || view.phase !== 'question') return view;
  const added = durationMs - view.durationMs;
  if (view.pausedRemainingMs !== null) {
    return { ...view, deadline, durationMs, pausedRemainingMs: view.pausedRemainingMs + added };
  }
  return { ...view, deadline, nextTickAt: deadline, durationMs };
}

/**
 * To the host: how many have answered the open question. A count of another question, or one that arrives after
 * the reveal, is stale; within a question the count only grows, so an older one (overtaken by a snapshot) is too.
 */
function withAnswered(view: HostedView, { questionIndex, answeredCount }: ArenaEventPayload<'arena:answered'>) {
  if (questionIndex !== view.questionIndex || view.phase !== 'question') return view;
  return { ...view, liveAnswered: Math.max(view.liveAnswered, answeredCount) };
}

/** A voided question: nobody scores it, so this player's receipt and result for it go. */
function withSkip(view: HostedView, { questionIndex }: ArenaEventPayload<'arena:skipped'>): HostedView {
  const skipped = view.skipped.includes(questionIndex) ? view.skipped : [...view.skipped, questionIndex];
  if (questionIndex !== view.questionIndex) return { ...view, skipped };
  const you = view.you ? { ...view.you, answered: false, receivedAt: null, result: null } : null;
  return { ...view, skipped, you, myChoice: null, deadline: null, nextTickAt: null };
}

/** The session's part of one message, once the Arena reducer has applied its own. */
function applyHosted(view: HostedView, message: ArenaEvent, previous: HostedView): HostedView {
  switch (message.event) {
    case 'arena:snapshot':
      return { ...view, ...extrasFromSnapshot(message.payload, previous) };
    case 'arena:question':
      return { ...view, liveAnswered: 0, estimates: null, pausedReason: null };
    case 'arena:reveal':
      return { ...view, liveAnswered: message.payload.answeredCount, estimates: message.payload.estimates };
    case 'arena:leaderboard':
    case 'arena:podium':
      return { ...view, teams: message.payload.teams, pausedReason: null };
    case 'arena:ended':
      return {
        ...view,
        teams: message.payload.teams,
        endedMessage: message.payload.message,
        pausedReason: null,
      };
    case 'arena:paused': {
      const away = message.payload.reason === 'host_away';
      return { ...view, pausedReason: message.payload.reason, hostConnected: away ? false : view.hostConnected };
    }
    case 'arena:resumed':
      // Only the host resumes, so they are back.
      return { ...view, pausedReason: null, hostConnected: true };
    case 'arena:host-back':
      return { ...view, hostConnected: true };
    case 'arena:answered':
      return withAnswered(view, message.payload);
    case 'arena:time-extended':
      return withExtension(view, message.payload);
    case 'arena:skipped':
      return withSkip(view, message.payload);
    case 'arena:team-changed':
      return withTeam(view, message.payload);
    case 'arena:answer-groups':
      return { ...view, answerGroups: message.payload };
    case 'arena:scores-adjusted':
      return withAdjustment(view, message.payload);
    case 'arena:score-changed':
      return withScoreChange(view, message.payload);
    default:
      return view;
  }
}

/**
 * The session's entry point for `arena:event`: the Arena reducer decides what applies (sequence numbers, gaps,
 * stale broadcasts) and moves its part; an applied message then moves the session's part. A message the Arena
 * reducer left alone (stale, or a gap waiting for a snapshot) changes nothing here either.
 */
export function receiveHostedEvent(view: HostedView, message: ArenaEvent): ArenaReceive<HostedView> {
  if (message.event === 'arena:kicked') {
    return { view: { ...view, removed: message.payload }, needsSync: false, kicked: true };
  }
  const received = receiveArenaEvent(view, message);
  if (received.view === view) return { ...received, view };
  // The Arena reducer copies the view it is given, so the session's fields are still there; taken from `view`
  // explicitly because a snapshot's redraw builds a fresh Arena view without them.
  const base: HostedView = { ...view, ...received.view };
  return { ...received, view: applyHosted(base, message, view) };
}

/** How useArenaRoomAs draws a host-led session. */
export const HOSTED_VIEW_KIT: ArenaViewKit<HostedView> = {
  fromSnapshot: hostedFromSnapshot,
  receive: receiveHostedEvent,
};
