import type { Offer } from '../../components/offer-grid';
import { ARENA_TEAM_LIMITS, PLANS } from '@trivia/contracts';

/** One thing an audience gets, said plainly, with where to see it in the product. */

const premium = PLANS['pub-premium'].grants;
const essentials = PLANS.essentials.grants;

/** /corporate: what a team-building organiser gets; each line is a feature the product has today. */
export const CORPORATE_OFFERS: Offer[] = [
  {
    title: 'Host-led sessions with teams',
    body: `You run the quiz from a big screen or a shared screen on a call; colleagues join on their phones with a PIN or QR code and play in up to ${ARENA_TEAM_LIMITS.count.max} named teams.`,
    link: { to: '/arena/host-session', label: 'Set up a session' },
  },
  {
    title: 'Accuracy scoring',
    body: 'Sessions score by correct answers, not reaction speed, so the careful thinkers in finance stand as good a chance as the fastest thumbs in sales.',
  },
  {
    title: 'A presenter view for the room',
    body: 'The question, a countdown, the answer reveal and the leaderboard, large enough to read from the back of the room. You move on when the room is ready.',
  },
  {
    title: 'Reports for HR and managers',
    body: 'After every session: participation, team standings, how each question went and the questions that split the room, downloadable as CSV for spreadsheets and as a PDF summary.',
    link: { to: '/library', label: 'Your session reports' },
  },
  {
    title: 'Icebreaker and feedback polls',
    body: 'Open with a light-hearted poll and close by asking how the session went; the room sees the spread, nobody is scored.',
  },
  {
    title: 'Ready-made and custom quizzes',
    body: `Run any quiz from the catalogue, or write your own about your company in the builder (${premium.quotas.customQuizzes} custom quizzes a month on Pub Premium, rooms of up to ${premium.arenaRoomPlayers} players).`,
    link: { to: '/quizzes', label: 'Browse team-building quizzes' },
  },
];

/** /education: what a GCSE or A-level student gets. */
export const EDUCATION_OFFERS: Offer[] = [
  {
    title: 'Revision quizzes by subject and level',
    body: 'Practice quizzes drawn from questions tagged to GCSE and A-level subjects, tapped or typed, marked as you go with the right answer and an explanation.',
  },
  {
    title: 'Two free daily quizzes',
    body: 'A typed-answer quiz and a multiple-choice quiz every day, free and without an account, with a daily leaderboard and a streak to keep.',
    link: { to: '/daily-quizzes', label: 'Today’s quizzes' },
  },
  {
    title: 'Arena battles',
    body: 'Live quiz battles against other players or a private room with friends: a quicker way to see what has stuck than re-reading notes.',
    link: { to: '/arena', label: 'Go to the Arena' },
  },
  {
    title: 'Your own revision quizzes',
    body: `With Essentials, build quizzes on the topics you are revising (${essentials.quotas.customQuizzes} a month) and print them as PDF or export them as CSV.`,
    link: { to: '/custom-quiz-builder', label: 'About the builder' },
  },
];

/** /teachers: what a teacher gets for the classroom. */
export const TEACHER_OFFERS: Offer[] = [
  {
    title: 'Classroom hosting',
    body: 'Put a quiz on the board and let pupils answer on their devices with a PIN or QR code; you set the pace, and typed answers are marked for spelling slips.',
    link: { to: '/arena/host-session', label: 'Set up a session' },
  },
  {
    title: 'Revision sets to host or set',
    body: 'Every GCSE and A-level set below can be played alone for homework or hosted live as a lesson starter, drawn afresh each time.',
  },
  {
    title: 'Printable packs',
    body: 'Catalogue quizzes download as a questions PDF, an answers PDF and a CSV, ready for a cover lesson or an end-of-term quiz.',
    link: { to: '/quizzes', label: 'Browse the quiz library' },
  },
  {
    title: 'The quiz builder',
    body: `Write quizzes on exactly what you taught this week, with difficulty and question types of your choosing (${essentials.quotas.customQuizzes} custom quizzes a month on Essentials).`,
    link: { to: '/builder', label: 'Open the builder' },
  },
  {
    title: 'Results after every session',
    body: 'See which questions split the class and what each pupil answered, and download it as CSV or PDF for your markbook.',
  },
];
