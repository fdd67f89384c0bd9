import type { ArenaChoice, ArenaEvent, ArenaEventEnvelope, ArenaSnapshot } from '@trivia/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppSocket } from '../../../lib/socket-connection';
import { useSocketListeners } from '../../../lib/socket-loader';
import { showErrorToast, showFailureToast } from '../../../lib/toast';
import { emitArena, type ArenaJoinAck } from '../api/arena-socket';
import type { ArenaReceive, catchUpEvents, keepMyChoice } from '../arena-reducer';
import { forgetRoom, givesUpRoom, isGameOver, rememberRoom } from '../arena-rejoin';
import type { ArenaView } from '../arena-types';
import {
  isHostView,
  statusOf,
  type ArenaRefusal,
  type ArenaRoom,
  type HostAction,
  type HostActionOptions,
} from './arena-room-state';

export type { ArenaRefusal, ArenaRoom, ArenaStatus, HostAction, HostActionOptions } from './arena-room-state';

/** How a room's view is drawn from a snapshot and moved on by each message: the Arena's own, or one built on it. */
export interface ArenaViewKit<V extends ArenaView> {
  /** `previous`: the view being replaced (a redraw of the same question may keep what only events carried). */
  fromSnapshot: (snapshot: ArenaSnapshot, previous: V | null) => V;
  receive: (view: V, message: ArenaEvent) => ArenaReceive<V>;
}

/**
 * Loads a room's view kit. The page before a join (the Arena's lobby and forms) draws without the reducers: they
 * load with the first join, alongside the socket.io client, before any of the room's messages can be drawn.
 */
export type ArenaViewKitLoader<V extends ArenaView> = () => Promise<ArenaViewKit<V>>;

/** The kit and the reducers' helpers every view shares, once loaded. */
interface Engine<V extends ArenaView> {
  kit: ArenaViewKit<V>;
  keepMyChoice: typeof keepMyChoice;
  catchUpEvents: typeof catchUpEvents;
}

/** A first join whose reducers could not be fetched (the connection dropped): nothing was sent. */
const GAME_NOT_LOADED: ArenaRefusal = {
  ok: false,
  code: 'NET_002',
  message: 'The game could not be loaded: check your connection and try again',
};

const loadArenaViewKit: ArenaViewKitLoader<ArenaView> = () =>
  import('../arena-reducer').then(({ viewFromSnapshot, receiveArenaEvent }) => ({
    fromSnapshot: viewFromSnapshot,
    receive: receiveArenaEvent,
  }));

interface Session {
  roomId: string;
  /** Rejoins after a dropped connection go by PIN; a quick match learns it from the lobby, and rarely cannot. */
  pin: string | null;
  playerId: string;
  nickname: string | undefined;
}

/** The one owner of an Arena room session on the shared socket: join, events, seq gaps, reconnects, commands. */
export function useArenaRoom(): ArenaRoom {
  return useArenaRoomAs(loadArenaViewKit);
}

/** useArenaRoom with its view drawn by the kit `loadKit` gives (a module constant: it must not change between renders). */
export function useArenaRoomAs<V extends ArenaView>(loadKit: ArenaViewKitLoader<V>): ArenaRoom<V> {
  const [view, setView] = useState<V | null>(null);
  const [session, setSession] = useState<Session | null>(null);
  const [kicked, setKicked] = useState(false);
  const [joining, setJoining] = useState(false);
  const [answering, setAnswering] = useState(false);
  const [connected, setConnected] = useState(true);
  const [pendingHostAction, setPendingHostAction] = useState<HostAction | null>(null);
  const [startingSolo, setStartingSolo] = useState(false);
  // Socket callbacks read and write these synchronously: several events can arrive before React re-renders.
  const viewRef = useRef<V | null>(null);
  const sessionRef = useRef<Session | null>(null);
  const syncingRef = useRef(false);
  const droppedRef = useRef(false);
  const connectedRef = useRef(true);
  // Answers sent so far: a snapshot asked for before the latest one cannot know about it.
  const answersSentRef = useRef(0);
  // The server subscribes a socket to a room before it joins, so a broadcast can beat the join's ack here.
  const earlyRef = useRef<ArenaEventEnvelope[] | null>(null);
  // Set by the first join (a view, and so a session, exists only after it).
  const engineRef = useRef<Engine<V> | null>(null);

  const loadEngine = useCallback(async (): Promise<Engine<V>> => {
    if (engineRef.current) return engineRef.current;
    const [kit, reducer] = await Promise.all([loadKit(), import('../arena-reducer')]);
    engineRef.current = { kit, keepMyChoice: reducer.keepMyChoice, catchUpEvents: reducer.catchUpEvents };
    return engineRef.current;
  }, [loadKit]);

  const setViewNow = useCallback((next: V | null) => {
    viewRef.current = next;
    setView(next);
  }, []);

  const setConnectedNow = useCallback((next: boolean) => {
    connectedRef.current = next;
    setConnected(next);
  }, []);

  const sync = useCallback(async () => {
    const current = sessionRef.current;
    const engine = engineRef.current;
    if (!current || !engine || syncingRef.current) return;
    syncingRef.current = true;
    const answersBefore = answersSentRef.current;
    const ack = await emitArena('arena:sync', { roomId: current.roomId });
    syncingRef.current = false;
    if (sessionRef.current?.roomId !== current.roomId) return;
    if (!ack.ok) {
      showErrorToast(ack);
      return;
    }
    const answeredSince = answersSentRef.current !== answersBefore;
    const latest = viewRef.current;
    // A broadcast that came while the snapshot was on its way is newer: drawing the snapshot would step back.
    if (latest && ack.data.seq < latest.seq) return;
    setViewNow(engine.keepMyChoice(latest, engine.kit.fromSnapshot(ack.data, latest), answeredSince));
  }, [setViewNow]);

  // The room's broadcasts and the connection's ups and downs, from the moment the socket.io client has loaded
  // (before any command can reach the server: commands wait for the same load).
  const attach = useCallback(
    (socket: AppSocket) => {
      const onEvent = (envelope: ArenaEventEnvelope) => {
        const current = viewRef.current;
        const engine = engineRef.current;
        if (!current) earlyRef.current?.push(envelope);
        if (!current || !engine || envelope.roomId !== sessionRef.current?.roomId) return;
        const received = engine.kit.receive(current, envelope);
        if (received.kicked) {
          forgetRoom();
          setKicked(true);
        }
        if (received.view !== current) setViewNow(received.view);
        if (received.needsSync) void sync();
      };
      const onDisconnect = () => {
        droppedRef.current = true;
        setConnectedNow(false);
      };
      const rejoin = async (current: Session) => {
        const { pin } = current;
        if (!pin) {
          showFailureToast('Could not rejoin the game', 'This game can no longer be found. Go back to the Arena.');
          return;
        }
        // Same PIN, same identity (session or guest cookie): the server treats it as a reconnect.
        const ack = await emitArena('arena:join', { pin, nickname: current.nickname });
        if (!ack.ok) {
          if (givesUpRoom(ack.code)) forgetRoom();
          if (ack.code === 'ARENA_009') setKicked(true);
          else showErrorToast(ack);
          return;
        }
        // The ack holds the room as it is now. Drawing it here rather than asking again means no snapshot older
        // than the player's next answer is still on its way once the answer buttons come back.
        const latest = viewRef.current;
        const snapshot = ack.data?.snapshot;
        const engine = engineRef.current;
        if (engine && snapshot && (!latest || snapshot.seq >= latest.seq))
          setViewNow(engine.keepMyChoice(latest, engine.kit.fromSnapshot(snapshot, latest)));
      };
      const onConnect = () => {
        const current = sessionRef.current;
        const dropped = droppedRef.current;
        droppedRef.current = false;
        if (!dropped || !current) {
          setConnectedNow(true);
          return;
        }
        // Back in the room only once the re-join has answered (unless the socket dropped again meanwhile).
        void rejoin(current).finally(() => {
          if (!droppedRef.current && socket.connected) setConnectedNow(true);
        });
      };
      socket.on('arena:event', onEvent);
      socket.on('disconnect', onDisconnect);
      socket.on('connect', onConnect);
      return () => {
        socket.off('arena:event', onEvent);
        socket.off('disconnect', onDisconnect);
        socket.off('connect', onConnect);
      };
    },
    [setConnectedNow, setViewNow, sync],
  );
  useSocketListeners(attach);

  // Leaving the page leaves the room (a lobby seat is freed; mid-game the server keeps the score for a return).
  // A reload never gets here, so the remembered room survives it and the next load rejoins.
  useEffect(
    () => () => {
      const current = sessionRef.current;
      if (!current) return;
      forgetRoom();
      void emitArena('arena:leave', { roomId: current.roomId });
    },
    [],
  );

  // Once the game is over there is nothing to come back to after a reload.
  const phase = view?.phase;
  useEffect(() => {
    if (phase && isGameOver(phase)) forgetRoom();
  }, [phase]);

  /**
   * Asks to join (by PIN or quick match), keeping the room's broadcasts that arrive before the answer. The view's
   * reducers load first (by now usually fetched already, after the page's first load), so the answer can be drawn.
   */
  const request = useCallback(
    async <Ack extends ArenaJoinAck>(send: () => Promise<Ack>) => {
      setJoining(true);
      setKicked(false);
      const engine = await loadEngine().catch(() => null);
      if (!engine) {
        setJoining(false);
        return { ack: GAME_NOT_LOADED, early: [], engine };
      }
      earlyRef.current = [];
      const ack = await send();
      const early = earlyRef.current;
      earlyRef.current = null;
      setJoining(false);
      return { ack, early, engine };
    },
    [loadEngine],
  );

  /** Draws the joined room from the ack's snapshot plus the broadcasts that came before it; a refusal is returned. */
  const enter = useCallback(
    (
      { ack, early, engine }: { ack: ArenaJoinAck; early: ArenaEventEnvelope[]; engine: Engine<V> | null },
      pin: string | null,
      nickname?: string,
    ): ArenaRefusal | null => {
      if (!ack.ok) return ack;
      if (!engine) return GAME_NOT_LOADED;
      const { roomId } = ack.data;
      const next: Session = { roomId, pin, playerId: ack.data.playerId, nickname };
      sessionRef.current = next;
      setSession(next);
      if (pin) rememberRoom({ roomId, pin, nickname: nickname ?? null });
      const caught = engine.catchUpEvents(
        engine.kit.fromSnapshot(ack.data.snapshot, null),
        early.filter((envelope) => envelope.roomId === roomId),
        engine.kit.receive,
      );
      if (caught.kicked) {
        forgetRoom();
        setKicked(true);
      }
      setViewNow(caught.view);
      if (caught.needsSync) void sync();
      return null;
    },
    [setViewNow, sync],
  );

  const join = useCallback(
    async (pin: string, nickname?: string): Promise<ArenaRefusal | null> => {
      return enter(await request(() => emitArena('arena:join', { pin, nickname })), pin, nickname);
    },
    [enter, request],
  );

  const quickMatch = useCallback(
    async (nickname?: string): Promise<ArenaRefusal | null> => {
      const requested = await request(() => emitArena('arena:quick-match', nickname ? { nickname } : {}));
      return enter(requested, requested.ack.ok ? requested.ack.data.pin : null, nickname);
    },
    [enter, request],
  );

  const answer = useCallback(
    (choice: ArenaChoice) => {
      const current = viewRef.current;
      const room = sessionRef.current;
      if (!current || !room || current.phase !== 'question' || current.paused || current.you?.answered) return;
      // While reconnecting the socket would hold the answer and send it before the re-join, to be refused.
      if (!connectedRef.current) return;
      if (current.myChoice !== null) return;
      setViewNow({ ...current, myChoice: choice });
      setAnswering(true);
      answersSentRef.current += 1;
      void emitArena('arena:answer', {
        roomId: room.roomId,
        questionIndex: current.questionIndex,
        choice,
      }).then((ack) => {
        setAnswering(false);
        if (ack.ok) {
          // The ack is this tab's receipt: the room's own receipt (for the player's other tabs) may come later,
          // behind a question still being written to a big room's other sockets.
          const latest = viewRef.current;
          const engine = engineRef.current;
          if (!latest || !engine) return;
          const receipt: ArenaEventEnvelope = {
            roomId: room.roomId,
            event: 'arena:receipt',
            payload: { questionIndex: current.questionIndex, receivedAt: ack.data.receivedAt, accepted: true },
          };
          const received = engine.kit.receive(latest, receipt);
          if (received.view !== latest) setViewNow(received.view);
          return;
        }
        showErrorToast(ack);
        const latest = viewRef.current;
        if (latest && ack.code !== 'ARENA_002' && latest.questionIndex === current.questionIndex)
          setViewNow({ ...latest, myChoice: null });
      });
    },
    [setViewNow],
  );

  const host = useCallback((action: HostAction, options: HostActionOptions = {}) => {
    const room = sessionRef.current;
    if (!room) return;
    setPendingHostAction(action);
    void emitArena('arena:host', { roomId: room.roomId, action, ...options }).then((ack) => {
      setPendingHostAction(null);
      if (!ack.ok) showErrorToast(ack);
    });
  }, []);

  const resync = useCallback(() => void sync(), [sync]);

  const playSolo = useCallback(() => {
    const room = sessionRef.current;
    if (!room) return;
    setStartingSolo(true);
    void emitArena('arena:solo', { roomId: room.roomId }).then((ack) => {
      setStartingSolo(false);
      if (!ack.ok) showErrorToast(ack);
    });
  }, []);

  const leave = useCallback(() => {
    const room = sessionRef.current;
    forgetRoom();
    if (room) void emitArena('arena:leave', { roomId: room.roomId });
    sessionRef.current = null;
    setSession(null);
    setKicked(false);
    setViewNow(null);
  }, [setViewNow]);

  return {
    status: statusOf(view, kicked, joining),
    view,
    roomId: session?.roomId ?? null,
    pin: session?.pin ?? null,
    playerId: session?.playerId ?? null,
    isHost: view !== null && isHostView(view, session?.playerId ?? null),
    connected,
    joining,
    answering,
    pendingHostAction,
    join,
    quickMatch,
    answer,
    host,
    resync,
    playSolo,
    startingSolo,
    leave,
  };
}
