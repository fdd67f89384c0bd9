/** The live domain's public face: the live counters port other domains count players with. */
export { LIVE_COUNTERS, type LiveCounters } from './live-counters';
export { LiveCountersModule } from './live-counters.module';
