import type { ARENA_HOST_ACTIONS } from '@trivia/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getSocket } from '../../../lib/socket';
import { showErrorToast } from '../../../lib/toast';
import { emitArena, type ArenaAck, type JoinAckData } from '../api/arena-socket';
import { isHostView, receiveArenaEvent, viewFromSnapshot } from '../arena-reducer';
import type { ArenaSnapshot, ArenaView } from '../arena-types';

export type HostAction = (typeof ARENA_HOST_ACTIONS)[number];

/** Which screen the room shows: a status → screen map (STYLE's Rahoot example) lives in arena-room.tsx. */
export type ArenaStatus =
  'idle' | 'joining' | 'lobby' | 'countdown' | 'question' | 'reveal' | 'leaderboard' | 'podium' | 'ended' | 'kicked';

interface Session {
  roomId: string;
  pin: string;
  playerId: string;
  nickname: string | undefined;
}

export interface ArenaRoom {
  status: ArenaStatus;
  view: ArenaView | null;
  pin: string | null;
  playerId: string | null;
  isHost: boolean;
  /** False while the shared socket is down; the room re-joins and re-syncs when it comes back. */
  connected: boolean;
  joining: boolean;
  answering: boolean;
  /** The host command waiting for its ack, to show a spinner on its button. */
  pendingHostAction: HostAction | null;
  join: (pin: string, nickname?: string) => Promise<boolean>;
  answer: (choice: number | string) => void;
  host: (action: HostAction, playerId?: string) => void;
  leave: () => void;
}

function statusOf(view: ArenaView | null, kicked: boolean, joining: boolean): ArenaStatus {
  if (kicked) return 'kicked';
  if (view) return view.phase;
  return joining ? 'joining' : 'idle';
}

const isRefusal = <T>(ack: ArenaAck<T>): ack is Extract<ArenaAck<T>, { ok: false }> => !ack.ok;

/** The one owner of an Arena room session on the shared socket: join, events, seq gaps, reconnects, commands. */
export function useArenaRoom(): ArenaRoom {
  const [view, setView] = useState<ArenaView | null>(null);
  const [session, setSession] = useState<Session | null>(null);
  const [kicked, setKicked] = useState(false);
  const [joining, setJoining] = useState(false);
  const [answering, setAnswering] = useState(false);
  const [connected, setConnected] = useState(true);
  const [pendingHostAction, setPendingHostAction] = useState<HostAction | null>(null);
  // Socket callbacks read and write these synchronously: several events can arrive before React re-renders.
  const viewRef = useRef<ArenaView | null>(null);
  const sessionRef = useRef<Session | null>(null);
  const syncingRef = useRef(false);
  const droppedRef = useRef(false);

  const setViewNow = useCallback((next: ArenaView | null) => {
    viewRef.current = next;
    setView(next);
  }, []);

  const sync = useCallback(async () => {
    const current = sessionRef.current;
    if (!current || syncingRef.current) return;
    syncingRef.current = true;
    const ack = await emitArena<ArenaSnapshot, 'arena:sync'>('arena:sync', { roomId: current.roomId });
    syncingRef.current = false;
    if (sessionRef.current?.roomId !== current.roomId) return;
    if (isRefusal(ack)) {
      showErrorToast(ack);
      return;
    }
    if (ack.data) {
      const myChoice = viewRef.current?.myChoice ?? null;
      const next = viewFromSnapshot(ack.data);
      setViewNow({ ...next, myChoice: next.phase === 'question' && next.you?.answered ? myChoice : null });
    }
  }, [setViewNow]);

  useEffect(() => {
    const socket = getSocket();
    const onEvent = (envelope: { roomId: string; event: string; payload: Record<string, unknown> }) => {
      const current = viewRef.current;
      if (!current || envelope.roomId !== sessionRef.current?.roomId) return;
      const received = receiveArenaEvent(current, envelope.event, envelope.payload);
      if (received.kicked) setKicked(true);
      if (received.view !== current) setViewNow(received.view);
      if (received.needsSync) void sync();
    };
    const onDisconnect = () => {
      droppedRef.current = true;
      setConnected(false);
    };
    const onConnect = () => {
      setConnected(true);
      const current = sessionRef.current;
      if (!droppedRef.current || !current) return;
      droppedRef.current = false;
      // Same PIN, same identity (session or guest cookie): the server treats it as a reconnect.
      void emitArena<JoinAckData, 'arena:join'>('arena:join', { pin: current.pin, nickname: current.nickname }).then(
        (ack) => {
          if (isRefusal(ack)) {
            if (ack.code === 'ARENA_009') setKicked(true);
            else showErrorToast(ack);
            return;
          }
          void sync();
        },
      );
    };
    socket.on('arena:event', onEvent);
    socket.on('disconnect', onDisconnect);
    socket.on('connect', onConnect);
    return () => {
      socket.off('arena:event', onEvent);
      socket.off('disconnect', onDisconnect);
      socket.off('connect', onConnect);
    };
  }, [setViewNow, sync]);

  // Leaving the page leaves the room (a lobby seat is freed; mid-game the server keeps the score for a return).
  useEffect(
    () => () => {
      const current = sessionRef.current;
      if (current) void emitArena('arena:leave', { roomId: current.roomId });
    },
    [],
  );

  const join = useCallback(
    async (pin: string, nickname?: string): Promise<boolean> => {
      setJoining(true);
      setKicked(false);
      const ack = await emitArena<JoinAckData, 'arena:join'>('arena:join', { pin, nickname });
      setJoining(false);
      if (isRefusal(ack)) {
        showErrorToast(ack);
        return false;
      }
      if (!ack.data) return false;
      const next: Session = { roomId: ack.data.roomId, pin, playerId: ack.data.playerId, nickname };
      sessionRef.current = next;
      setSession(next);
      setViewNow(viewFromSnapshot(ack.data.snapshot));
      return true;
    },
    [setViewNow],
  );

  const answer = useCallback(
    (choice: number | string) => {
      const current = viewRef.current;
      const room = sessionRef.current;
      if (!current || !room || current.phase !== 'question' || current.paused || current.you?.answered) return;
      if (current.myChoice !== null) return;
      setViewNow({ ...current, myChoice: choice });
      setAnswering(true);
      void emitArena<{ receivedAt: number }, 'arena:answer'>('arena:answer', {
        roomId: room.roomId,
        questionIndex: current.questionIndex,
        choice,
      }).then((ack) => {
        setAnswering(false);
        if (!isRefusal(ack)) return;
        showErrorToast(ack);
        const latest = viewRef.current;
        if (latest && ack.code !== 'ARENA_002' && latest.questionIndex === current.questionIndex)
          setViewNow({ ...latest, myChoice: null });
      });
    },
    [setViewNow],
  );

  const host = useCallback((action: HostAction, playerId?: string) => {
    const room = sessionRef.current;
    if (!room) return;
    setPendingHostAction(action);
    void emitArena('arena:host', { roomId: room.roomId, action, ...(playerId ? { playerId } : {}) }).then((ack) => {
      setPendingHostAction(null);
      if (isRefusal(ack)) showErrorToast(ack);
    });
  }, []);

  const leave = useCallback(() => {
    const room = sessionRef.current;
    if (room) void emitArena('arena:leave', { roomId: room.roomId });
    sessionRef.current = null;
    setSession(null);
    setKicked(false);
    setViewNow(null);
  }, [setViewNow]);

  return {
    status: statusOf(view, kicked, joining),
    view,
    pin: session?.pin ?? null,
    playerId: session?.playerId ?? null,
    isHost: view !== null && isHostView(view, session?.playerId ?? null),
    connected,
    joining,
    answering,
    pendingHostAction,
    join,
    answer,
    host,
    leave,
  };
}
