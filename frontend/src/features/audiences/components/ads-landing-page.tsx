import { Container, Stack } from '@mantine/core';
import { PageTitle } from '../../../components/page-title';
import { DailyQuizTeaser } from '../../landing';
import { PlansOverview } from './plans-overview';

/**
 * /ads-landing: where visitors from our adverts arrive. Today's free quizzes come first, with how many are playing,
 * then the plans. No advert shows here: the spec allows them only under the daily quizzes and the Arena.
 */
export function AdsLandingPage() {
  return (
    <Container size="lg" py="xl">
      <PageTitle
        title="Play today’s free quiz"
        subtitle="Two new quizzes every day, free and without an account: type your answers or pick from four options, then see where you rank."
      />
      <Stack gap="xl">
        <DailyQuizTeaser />
        <PlansOverview vertical="pub" pricingPath="/pricing" />
      </Stack>
    </Container>
  );
}
