import { Accordion, Stack, Text, Title } from '@mantine/core';
import { MONEY_BACK_DAYS, VAT_RATE_PERCENT } from '@trivia/contracts';

export interface FaqEntry {
  question: string;
  answer: string;
}

const QUESTIONS: FaqEntry[] = [
  {
    question: 'What is the money-back guarantee?',
    answer:
      `If a plan is not for you, ask for a refund from Billing & Subscription within ${MONEY_BACK_DAYS} days of your ` +
      'first payment on it. We refund every payment made on that subscription in full, and your paid access ends ' +
      'straight away. No questions asked.',
  },
  {
    question: 'Do the prices include VAT?',
    answer:
      `Yes. Every price is in pounds sterling and includes UK VAT at ${VAT_RATE_PERCENT}%. Your receipts show the ` +
      'VAT separately.',
  },
  {
    question: 'Why do I give up the 14-day cancellation right?',
    answer:
      'Your plan starts the moment you pay. Under the Consumer Contracts Regulations 2013 you lose the 14-day right ' +
      'to cancel digital content once you ask for it to start and it does, so we ask you to confirm that at ' +
      `checkout. The ${MONEY_BACK_DAYS}-day money-back guarantee still applies.`,
  },
  {
    question: 'How do I cancel?',
    answer:
      'Cancel any time from Billing & Subscription. Your plan keeps working until the end of the period you have ' +
      'paid for, and you can change your mind before then. Nothing further is charged.',
  },
  {
    question: 'Can I change plan?',
    answer:
      'Yes, from Billing & Subscription. The change applies straight away and is pro-rated: you pay for the days ' +
      'left in the period at the new price, less a credit for the unused days of your current plan.',
  },
  {
    question: 'What happens to my downloads if I cancel?',
    answer:
      'Quiz packs you have already downloaded are yours to keep and use. Downloading new packs and building new ' +
      'custom quizzes stop when your paid access ends. Monthly allowances reset on the first of each month and do ' +
      'not roll over.',
  },
];

/**
 * The questions people ask before paying, answered with the terms the billing code actually applies (the site's
 * plans by default; the developer pricing page passes its own).
 */
export function PricingFaq({
  questions = QUESTIONS,
  title = 'Questions about paying',
}: {
  questions?: readonly FaqEntry[];
  title?: string;
}) {
  return (
    <Stack component="section" aria-labelledby="pricing-faq-title" gap="sm">
      <Title order={2} id="pricing-faq-title">
        {title}
      </Title>
      <Accordion variant="separated">
        {questions.map(({ question, answer }) => (
          <Accordion.Item key={question} value={question}>
            <Accordion.Control>{question}</Accordion.Control>
            <Accordion.Panel>
              <Text size="sm">{answer}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
