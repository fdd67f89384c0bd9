import {
  IconBeer,
  IconBuilding,
  IconChalkboard,
  IconCode,
  IconSchool,
  IconSwords,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';

const ICONS: Record<string, Icon> = {
  beer: IconBeer,
  school: IconSchool,
  chalkboard: IconChalkboard,
  building: IconBuilding,
  swords: IconSwords,
  code: IconCode,
  world: IconWorld,
};

/** Contracts name icons by Tabler name; unknown names fall back to the globe. */
export function VerticalIcon({ name, size = 24 }: { name: string; size?: number }) {
  const Component = ICONS[name] ?? IconWorld;
  return <Component size={size} aria-hidden />;
}
