import { Container, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { OfferGrid } from '../../../components/offer-grid';
import { PageTitle } from '../../../components/page-title';
import { EnquiryForm } from '../../enquiries';
import { WHITE_LABEL_OFFER, WHITE_LABEL_STEPS } from '../white-label-offer';

/** /white-label: what a white-label deployment offers, how it is arranged, and the form that reaches our team. */
export function WhiteLabelPage() {
  return (
    <Container size="lg" py="xl">
      <PageTitle
        title="White-label quizzes"
        subtitle="The platform behind this site, running under your brand: for media companies, venue groups, membership bodies and anyone who wants quizzes of their own."
      />
      <Stack gap="xl">
        <OfferGrid id="white-label-offer" title="What a deployment includes" offers={WHITE_LABEL_OFFER} />
        <section aria-labelledby="white-label-steps">
          <Title order={2} size="h3" id="white-label-steps" mb="md">
            How it is arranged
          </Title>
          <Text mb="sm">
            Every white-label deployment is arranged with our team: the parts of the platform you want, your branding
            and the terms are agreed with you, so there is no price list here.
          </Text>
          <List
            type="ordered"
            spacing="xs"
            icon={
              <ThemeIcon size={20} radius="xl" variant="light" aria-hidden>
                <IconCheck size={12} />
              </ThemeIcon>
            }
          >
            {WHITE_LABEL_STEPS.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </section>
        <EnquiryForm kind="white-label" title="Ask about a white-label deployment" audienceLabel="Players you expect" />
      </Stack>
    </Container>
  );
}
