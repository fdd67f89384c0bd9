import { Button, Container, Group, Stack } from '@mantine/core';
import { PLANS, formatNumber } from '@trivia/contracts';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { EnquiryForm } from '../../enquiries';
import { CORPORATE_OFFERS } from '../audience-offers';
import { CORPORATE_SHOTS } from '../product-shots';
import { OfferGrid } from '../../../components/offer-grid';
import { PricingLink } from './pricing-link';
import { ProductShots } from './product-shots';

/** /corporate: team-building sessions with teams, accuracy scoring, a presenter view and reports for HR. */
export function CorporatePage() {
  return (
    <Container size="lg" py="xl">
      <PageTitle
        title="Corporate Solutions"
        subtitle="Team-building quizzes you host live, in the office or on a call, with teams, fair scoring and a report for HR afterwards."
      />
      <Stack gap="xl">
        <Group gap="sm">
          <Button component={Link} to="/arena/host-session">
            Host a team quiz
          </Button>
          <Button component="a" href="#enquiry-form-title" variant="light">
            Talk to our team
          </Button>
        </Group>
        <OfferGrid id="corporate-offers" title="What your team gets" offers={CORPORATE_OFFERS} />
        <ProductShots id="corporate-shots" title="From the session to the report" shots={CORPORATE_SHOTS} />
        <PricingLink
          vertical="corporate"
          to="/pricing/corporate"
          pitch={`Pub Premium hosts sessions of up to ${formatNumber(PLANS['pub-premium'].grants.arenaRoomPlayers)} colleagues, with custom quizzes about your organisation. For a larger event, or a plan arranged for your organisation, ask our team.`}
        />
        <EnquiryForm kind="corporate" title="Plan a team-building quiz with us" audienceLabel="Colleagues per event" />
      </Stack>
    </Container>
  );
}
