import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

export function LegalPage({ title, intro, sections }: { title: string; intro: string; sections: LegalSection[] }) {
  return (
    <Container size="sm" py="xl">
      <PageTitle title={title} subtitle={intro} />
      <Stack gap="lg">
        {sections.map((section) => (
          <section key={section.heading}>
            <Title order={2} size="h4" mb={4}>
              {section.heading}
            </Title>
            <Text component="div">{section.body}</Text>
          </section>
        ))}
      </Stack>
    </Container>
  );
}
