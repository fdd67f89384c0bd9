import { Button, Container, Group, List, SimpleGrid, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import {
  ARCHETYPES,
  BUILDER_CURVE_LABELS,
  BUILDER_CURVES,
  PACK_FILE_LABELS,
  PACK_FILE_TYPES,
  QUIZ_LENGTHS,
} from '@trivia/contracts';
import { IconArrowsSort, IconFileSpreadsheet, IconPencil, IconPresentation, IconWand } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../auth';
import { useHasFeature } from '../../entitlements';
import { builderPlans } from '../builder-plans';
import { SectionCard } from '../../../components/section-card';

const ARCHETYPE_COUNT = Object.keys(ARCHETYPES).length;
const LENGTHS = QUIZ_LENGTHS.join(', ').replace(/, (\d+)$/, ' or $1');

function Step({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <ThemeIcon variant="light" size="lg" aria-hidden>
        {icon}
      </ThemeIcon>
      <div>
        <Title order={3} size="h5">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {children}
        </Text>
      </div>
    </Group>
  );
}

function WhatItDoes() {
  const curves = BUILDER_CURVES.map((curve) => BUILDER_CURVE_LABELS[curve].toLowerCase()).join(', ');
  return (
    <SectionCard id="builder-what" title="Build a quiz in under a minute">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Step icon={<IconWand size={20} />} title="Pick a recipe">
          Choose one of {ARCHETYPE_COUNT} quiz types, {LENGTHS} questions, the categories you want, a difficulty curve (
          {curves}) and your audience. We draw a draft from our checked question bank, with no fact twice, and can leave
          out questions from your recent quizzes.
        </Step>
        <Step icon={<IconPencil size={20} />} title="Make it yours">
          Swap any question for another of the same category and difficulty, edit the wording, rename rounds and add
          your own questions: typed answers with accepted alternatives, multiple choice or true or false.
        </Step>
        <Step icon={<IconArrowsSort size={20} />} title="Arrange it">
          Reorder questions within and between rounds by dragging or from the keyboard. Every edit saves itself and can
          be undone.
        </Step>
        <Step icon={<IconPresentation size={20} />} title="Run it">
          Save it to your library, download it as the same four files as our ready-made packs, or host it live with
          everyone answering on their phones.
        </Step>
      </SimpleGrid>
    </SectionCard>
  );
}

function TheFiles() {
  return (
    <SectionCard id="builder-files" title="The same four files as every pack">
      <List spacing={4} size="sm" icon={<IconFileSpreadsheet size={16} aria-hidden />}>
        {PACK_FILE_TYPES.map((type) => (
          <List.Item key={type}>{PACK_FILE_LABELS[type]}</List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed">
        You can also import a quiz from a spreadsheet and export any draft as CSV to keep or share.
      </Text>
    </SectionCard>
  );
}

function Quotas() {
  const rows = builderPlans();
  return (
    <SectionCard id="builder-plans" title="Which plans include it">
      <Table.ScrollContainer minWidth={320}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Plan</Table.Th>
              <Table.Th scope="col">Price</Table.Th>
              <Table.Th scope="col">Custom quizzes a month</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Th scope="row" fw={500}>
                  {row.name}
                </Table.Th>
                <Table.Td>{row.price}</Table.Td>
                <Table.Td>{row.customQuizzes}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="dimmed">
        A quiz counts once, when you first save it; editing a saved quiz is free. Allowances reset on the first of each
        month.
      </Text>
    </SectionCard>
  );
}

function CallToAction() {
  const { status } = useCurrentUser();
  const canBuild = useHasFeature('custom_builder');
  if (canBuild) {
    return (
      <Group>
        <Button component={Link} to="/builder" size="md">
          Open the builder
        </Button>
      </Group>
    );
  }
  return (
    <Group>
      <Button component={Link} to="/pricing" size="md">
        View plans
      </Button>
      {status === 'logged-out' ? (
        <Button component={Link} to="/auth/login?next=%2Fbuilder" size="md" variant="light">
          Log in
        </Button>
      ) : null}
    </Group>
  );
}

/** /custom-quiz-builder: what the builder does and which plans include it, for visitors and members alike. */
export function BuilderLandingPage() {
  return (
    <Container size="md" py="xl">
      <PageTitle
        title="Custom Quiz Builder"
        subtitle="Your own quiz, from our question bank and your own questions, ready to print or host live."
      />
      <Stack gap="lg">
        <CallToAction />
        <WhatItDoes />
        <TheFiles />
        <Quotas />
        <CallToAction />
      </Stack>
    </Container>
  );
}
