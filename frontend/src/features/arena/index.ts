export { ArenaPage } from './components/arena-page';
export { useArenaRoom, type ArenaRoom, type ArenaStatus } from './hooks/use-arena-room';
