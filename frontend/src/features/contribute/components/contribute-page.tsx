import { Button, Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { CONTRIBUTION_RATE } from '@trivia/contracts';
import { Link } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../auth';
import { ContributionForm } from './contribution-form';
import { MyContributions } from './my-contributions';

/** Logging in or signing up from here comes back here. */
const BACK_HERE = `?next=${encodeURIComponent('/contribute')}`;

/** What contributing is, for everyone: how a question gets in and what is asked of it. */
function HowItWorks() {
  return (
    <List size="sm" spacing={4}>
      <List.Item>
        Write a question with its answer, a link where the fact can be checked and the date it was true.
      </List.Item>
      <List.Item>
        It is checked as you type: British spelling, length, options, and whether the bank already asks it.
      </List.Item>
      <List.Item>
        An editor reviews it. Accepted questions join the question bank with your name as the source.
      </List.Item>
      <List.Item>
        Up to {CONTRIBUTION_RATE.perHour} questions an hour and {CONTRIBUTION_RATE.perDay} a day.
      </List.Item>
    </List>
  );
}

function SignInPrompt() {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Log in to contribute
        </Title>
        <Text size="sm">
          You need an account to send questions, so we can credit you and tell you how each one got on.
        </Text>
        <Group gap="sm">
          <Button component={Link} to={`/auth/login${BACK_HERE}`}>
            Log in
          </Button>
          <Button component={Link} to={`/auth/register${BACK_HERE}`} variant="default">
            Create an account
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /contribute: propose a question for the public bank; visitors see what it is and a way to log in. */
export function ContributePage() {
  const { status } = useCurrentUser();
  return (
    <Container size="md" py="xl">
      <PageTitle
        title="Contribute a question"
        subtitle="Know a fact that would make a good quiz question? Suggest it for the question bank."
      />
      <Stack gap="xl">
        <HowItWorks />
        {status === 'unknown' ? <LoadingSpinner /> : null}
        {status === 'logged-out' ? <SignInPrompt /> : null}
        {status === 'logged-in' ? (
          <>
            <div id="contribution-form">
              <ContributionForm />
            </div>
            <MyContributions />
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
