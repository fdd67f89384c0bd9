/*
 * The verticals as data, apart from their zod schemas (verticals.ts): every page's header needs these, and a
 * zod-free module is one step towards a first download without zod (issue 16; see frontend/scripts/initial-js.mjs).
 */
export const VERTICAL_IDS = ['pub', 'student', 'teacher', 'corporate', 'gamer', 'developer', 'universal'] as const;
export type VerticalId = (typeof VERTICAL_IDS)[number];

export interface Vertical {
  id: VerticalId;
  title: string;
  description: string;
  /** A Tabler icon name; the frontend maps it to the component. */
  icon: string;
  /** A Mantine colour name. */
  color: string;
  /** Where choosing this vertical takes the user (spec section 2). */
  route: string;
  /** The feature a logged-in user needs before the vertical is offered; none means always offered. */
  requiredFeature?: 'vertical_education' | 'vertical_teachers' | 'vertical_corporate';
  hero: { title: string; description: string };
}

export const VERTICALS: Record<VerticalId, Vertical> = {
  pub: {
    id: 'pub',
    title: 'Pub Quiz Host',
    description: 'Ready-to-run pub quiz packs with answer sheets, every week.',
    icon: 'beer',
    color: 'orange',
    route: '/pricing',
    hero: {
      title: 'Pub quizzes your regulars will talk about',
      description:
        'Download a complete, British-spelling-checked pub quiz in minutes: questions, answers and score sheets.',
    },
  },
  student: {
    id: 'student',
    title: 'Student (GCSE/A-Level)',
    description: 'Revision quizzes that match how you are examined.',
    icon: 'school',
    color: 'blue',
    route: '/education',
    requiredFeature: 'vertical_education',
    hero: {
      title: 'Revise smarter for GCSE and A-Level',
      description: 'Short daily practice quizzes that show you what you know and what to revisit.',
    },
  },
  teacher: {
    id: 'teacher',
    title: 'Teacher',
    description: 'Classroom quizzes and resources, ready for your lesson.',
    icon: 'chalkboard',
    color: 'teal',
    route: '/teachers',
    requiredFeature: 'vertical_teachers',
    hero: {
      title: 'Classroom quizzes without the prep',
      description: 'Build a starter, plenary or homework quiz in minutes and print it or play it live.',
    },
  },
  corporate: {
    id: 'corporate',
    title: 'Corporate',
    description: 'Team-building quizzes with analytics for your organisation.',
    icon: 'building',
    color: 'indigo',
    route: '/corporate',
    requiredFeature: 'vertical_corporate',
    hero: {
      title: 'Team-building quizzes that people actually enjoy',
      description: 'Host a live quiz for your team, wherever they work, and see how everyone took part.',
    },
  },
  gamer: {
    id: 'gamer',
    title: 'Arena Gaming',
    description: 'Live multiplayer quiz battles against players everywhere.',
    icon: 'swords',
    color: 'grape',
    route: '/arena',
    hero: {
      title: 'Battle other players live in the Arena',
      description: 'Fast rounds, speed bonuses and streaks: prove you know more than everyone else online.',
    },
  },
  developer: {
    id: 'developer',
    title: 'Developer',
    description: 'A quiz REST API with checked questions for your app.',
    icon: 'code',
    color: 'cyan',
    route: '/developers',
    hero: {
      title: 'Quiz questions for your app, through one API',
      description: 'Checked, categorised trivia questions over a simple REST API with keys and tiers.',
    },
  },
  universal: {
    id: 'universal',
    title: 'Browse All',
    description: 'Everything the platform offers, in one place.',
    icon: 'world',
    color: 'violet',
    route: '/',
    hero: {
      title: 'Trusted trivia, tailored to every stage',
      description: 'Free daily quizzes, ready-made quiz packs, live battles and a quiz API: pick what suits you.',
    },
  },
};

/** Order of the role switcher and the landing page's "I'm a..." cards. */
export const SELECTABLE_VERTICALS: VerticalId[] = ['pub', 'student', 'teacher', 'corporate', 'gamer', 'developer'];

/** Verticals a user may pick: those needing a feature appear only when the user has it (spec section 2). */
export function availableVerticals(features: readonly string[]): Vertical[] {
  return SELECTABLE_VERTICALS.map((id) => VERTICALS[id]).filter(
    (vertical) => !vertical.requiredFeature || features.includes(vertical.requiredFeature),
  );
}
