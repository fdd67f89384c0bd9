import { Container, Stack } from '@mantine/core';
import { PLANS, priceLabel } from '@trivia/contracts';
import { PageTitle } from '../../../components/page-title';
import { EnquiryForm } from '../../enquiries';
import { TEACHER_OFFERS } from '../audience-offers';
import { TEACHER_SHOTS } from '../product-shots';
import { OfferGrid } from '../../../components/offer-grid';
import { PricingLink } from './pricing-link';
import { ProductShots } from './product-shots';
import { RevisionSetsSection } from './revision-sets-section';
import { SampleQuestion } from './sample-question';

/** /teachers: classroom hosting, revision sets to host or set as homework, printable packs and the builder. */
export function TeachersPage() {
  return (
    <Container size="lg" py="xl">
      <PageTitle
        title="Teacher Resources"
        subtitle="Live quizzes for the classroom, GCSE and A-level revision sets you can host or set as homework, and printable packs for cover lessons."
      />
      <Stack gap="xl">
        <OfferGrid id="teacher-offers" title="What teachers get" offers={TEACHER_OFFERS} />
        <ProductShots id="teacher-shots" title="What the class sees" shots={TEACHER_SHOTS} />
        <RevisionSetsSection hostable />
        <SampleQuestion set={{ subject: 'history', level: 'gcse' }} />
        <PricingLink
          vertical="teacher"
          to="/pricing/teachers"
          pitch={`Revision practice is free, and a free account hosts rooms of up to ${PLANS.free.grants.arenaRoomPlayers} players. Essentials (${priceLabel(PLANS.essentials)}) hosts a class of up to ${PLANS.essentials.grants.arenaRoomPlayers} and adds the builder and pack downloads.`}
        />
        <EnquiryForm kind="teachers" title="Ask about quizzes for your school" audienceLabel="Pupils" />
      </Stack>
    </Container>
  );
}
