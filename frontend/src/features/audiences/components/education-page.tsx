import { Button, Container, Group, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { EnquiryForm } from '../../enquiries';
import { EDUCATION_OFFERS } from '../audience-offers';
import { practicePath } from '../revision-paths';
import { OfferGrid } from '../../../components/offer-grid';
import { PricingLink } from './pricing-link';
import { RevisionSetsSection } from './revision-sets-section';
import { SampleQuestion } from './sample-question';

/** /education: GCSE and A-level students revise with real sets from the bank, the daily quizzes and the Arena. */
export function EducationPage() {
  return (
    <Container size="lg" py="xl">
      <PageTitle
        title="GCSE and A-Level Revision"
        subtitle="Quick, free revision quizzes by subject and level, marked as you go, plus two new daily quizzes and live battles to test what has stuck."
      />
      <Stack gap="xl">
        <Group gap="sm">
          <Button component={Link} to={practicePath({ subject: 'science', level: 'gcse' })}>
            Start a GCSE Science quiz
          </Button>
          <Button component={Link} to="/daily-quizzes" variant="light">
            Today’s daily quizzes
          </Button>
        </Group>
        <SampleQuestion set={{ subject: 'science', level: 'gcse' }} />
        <RevisionSetsSection hostable={false} />
        <OfferGrid id="education-offers" title="What students get" offers={EDUCATION_OFFERS} />
        <PricingLink
          vertical="student"
          to="/pricing/education"
          pitch="Revision sets, the daily quizzes and the Arena are free. Essentials adds your own quizzes in the builder, printable packs and no adverts."
        />
        <EnquiryForm kind="education" title="Ask about revision for your school or college" audienceLabel="Students" />
      </Stack>
    </Container>
  );
}
