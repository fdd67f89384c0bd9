import { List, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { CURRENCY } from '@trivia/contracts';

/** Only claims that are true today; numbers arrive when there is data behind them. */
const BENEFITS = [
  'Daily quizzes you can play without creating an account',
  `Prices shown in ${CURRENCY}, with no currency surprises`,
  'Accounts protected with optional two-factor authentication',
];

export function BenefitsSection() {
  return (
    <Stack component="section" aria-labelledby="benefits-title">
      <Title order={2} id="benefits-title" size="h3">
        Why quiz with us
      </Title>
      <List
        spacing="sm"
        icon={
          <ThemeIcon color="teal" size={22} radius="xl">
            <IconCheck size={14} aria-hidden />
          </ThemeIcon>
        }
      >
        {BENEFITS.map((benefit) => (
          <List.Item key={benefit}>{benefit}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
