import { IconChristmasTree, IconFlame, IconPumpkinScary } from '@tabler/icons-react';
import type { Holiday } from '@trivia/contracts';

/** Drawn icons rather than the theme's emoji, which some systems have no font for. */
export const HOLIDAY_ICONS: Record<Holiday, typeof IconFlame> = {
  halloween: IconPumpkinScary,
  bonfire_night: IconFlame,
  christmas: IconChristmasTree,
};
