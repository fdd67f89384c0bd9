import { Container, Stack, Text, Title } from '@mantine/core';
import { VERTICALS } from '@trivia/contracts';
import { useDocumentTitle } from '@mantine/hooks';
import { BelowTheFold } from '../../../components/below-the-fold';
import { SITE } from '../../../lib/site-config';
import { useChooseVertical, useSelectedVertical } from '../../verticals';
import { BenefitsSection } from './benefits-section';
import { ContactSalesCta } from './contact-sales-cta';
import { DailyQuizTeaser } from './daily-quiz-teaser';
import { MarketCards } from './market-cards';
import { VerticalChooser } from './vertical-chooser';
import { VerticalHero } from './vertical-hero';

function Intro() {
  return (
    <Stack gap="sm" pt="xl">
      <Title order={1}>{VERTICALS.universal.hero.title}</Title>
      <Text size="lg" c="dimmed" maw={640}>
        {VERTICALS.universal.hero.description}
      </Text>
    </Stack>
  );
}

export function LandingPage() {
  useDocumentTitle(`${SITE.name} – trusted trivia for every stage`);
  const vertical = useSelectedVertical();
  const { clear } = useChooseVertical();
  return (
    <Container size="lg">
      <Stack gap={48} pb="xl">
        {vertical ? <VerticalHero vertical={vertical} onChange={clear} /> : <Intro />}
        {vertical ? null : <VerticalChooser />}
        <DailyQuizTeaser />
        <BelowTheFold>
          <MarketCards />
          <BenefitsSection />
          <ContactSalesCta />
        </BelowTheFold>
      </Stack>
    </Container>
  );
}
