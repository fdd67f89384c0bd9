import { SITE } from '../../../lib/site-config';
import { LegalPage } from './legal-page';

export function AboutPage() {
  return (
    <LegalPage
      title="About"
      intro={`${SITE.name} makes trusted trivia for every stage: pubs, classrooms, offices, gamers and developers.`}
      sections={[
        {
          heading: 'What we are building',
          body: 'Free daily quizzes, ready-made quiz packs, a custom quiz builder, live multiplayer Arena battles and a quiz API for developers: keys from the developer portal, a free tier and paid ones, documentation with examples, and Open Trivia DB–compatible paths.',
        },
        {
          heading: 'Questions from players',
          body: 'Signed-in players can suggest questions for the bank on the Contribute page. Each one is checked automatically and then by an editor, and the questions we accept name the player who sent them.',
        },
        { heading: 'The company', body: SITE.registration },
      ]}
    />
  );
}
