export { HostSessionPage } from './components/host-session-page';
export { PresenterPage } from './components/presenter-page';
export { PlayerPage } from './components/player-page';
export { hostSessionPath, revisionHostPath } from './hosted-paths';
