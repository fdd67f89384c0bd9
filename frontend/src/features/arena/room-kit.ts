// What host-led sessions (features/hosted) build on: the same socket session, view, timers and screens. A public
// file apart from index.ts, so the Arena page's first download does not carry the screens only a game needs.
export { useArenaRoom, type ArenaRoom, type ArenaStatus } from './hooks/use-arena-room';
export { emitArena } from './api/arena-socket';
export {
  useArenaRoomAs,
  type ArenaViewKit,
  type ArenaViewKitLoader,
  type HostAction,
  type HostActionOptions,
} from './hooks/use-arena-room';
export { useNow } from './hooks/use-now';
export { keepMyChoice, receiveArenaEvent, viewFromSnapshot, type ArenaReceive } from './arena-reducer';
export { checkSeq, seqOf } from './arena-seq';
export { remainingMs, remainingPercent, secondsLeft } from './arena-timer';
export { revealedOptions, type RevealedOption } from './arena-reveal';
export {
  forgetRoom,
  givesUpRoom,
  rememberRoom,
  rememberedRoom,
  type RememberedRoom,
  type RoomStore,
} from './arena-rejoin';
export { joinRefusalField, nicknameError, nicknameTypingError } from './arena-nickname';
export type { ArenaPlayer, ArenaStanding, ArenaView, ArenaYou } from './arena-types';
export { ArenaOptions } from './components/arena-options';
export { TypedAnswerForm } from './components/typed-answer-form';
export { JoinDetails } from './components/host-panel';
export { QrCode } from './components/qr-code';
export { RevealedOptions } from './components/revealed-options';
export { TimerBar } from './components/timer-bar';
