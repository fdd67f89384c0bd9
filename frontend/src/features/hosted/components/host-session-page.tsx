import { Alert, Anchor, Button, Container, Stack, Text } from '@mantine/core';
import { PLANS, quizSlugSchema, type RevisionSet, revisionSetName, formatNumber } from '@trivia/contracts';
import { useRef, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageTitle } from '../../../components/page-title';
import type { ApiError } from '../../../lib/api-client';
import type { FieldErrors } from '../../../lib/form-errors';
import { showErrorToast } from '../../../lib/toast';
import { useCurrentUser } from '../../auth';
import { useBuiltQuizTitle, useQuizDetail } from '../../catalogue';
import { useEntitlements } from '../../entitlements';
import { useCreateHostedSession } from '../api/create-session.api';
import { useSessionForm } from '../hooks/use-session-form';
import { hostSessionPath, pathOf, revisionHostPath, revisionSetParam, roundParam } from '../hosted-paths';
import { checkSessionForm, sessionFieldErrors } from '../session-form';
import { SessionPlayFields } from './session-play-fields';
import { SessionPollFields } from './session-poll-fields';
import { SessionSourceFields } from './session-source-fields';
import { SessionTeamFields } from './session-team-fields';
import { SectionCard } from '../../../components/section-card';

interface SessionFormProps {
  slug: string | null;
  round: number | null;
  curriculum: RevisionSet | null;
}

function SessionForm({ slug, round, curriculum }: SessionFormProps) {
  const navigate = useNavigate();
  const form = useSessionForm(slug, round, curriculum);
  const quiz = useQuizDetail(slug ?? undefined);
  const create = useCreateHostedSession();
  const playerLimit = useEntitlements().data?.arenaRoomPlayers ?? PLANS.free.grants.arenaRoomPlayers;
  // A member's own builder quiz has no catalogue page: its title comes from their library.
  const builtTitle = useBuiltQuizTitle(slug, quiz.isError);
  const quizTitle = quiz.data?.title ?? builtTitle;
  // What the server names the session when the host leaves the title blank.
  const defaultTitle =
    form.values.sourceKind !== 'quick'
      ? quizTitle
      : curriculum
        ? `${revisionSetName(curriculum.subject, curriculum.level)} revision`
        : null;
  const formRef = useRef<HTMLFormElement>(null);

  /** Shows the problems on their fields and takes the keyboard to the first of them. */
  const showErrors = (errors: FieldErrors) => {
    form.setErrors(errors);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSessionForm(form.values);
    if (!checked.request) return showErrors(checked.errors);
    form.setErrors({});
    create
      .mutateAsync(checked.request)
      .then((created) => navigate(pathOf(created.presentUrl)))
      .catch((error: unknown) => {
        const onFields = sessionFieldErrors((error as ApiError | null)?.body?.issues ?? []);
        if (onFields) showErrors(onFields);
        else showErrorToast(error);
      });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Session settings">
      <Stack gap="lg">
        <SectionCard id="session-questions" title="Questions">
          <SessionSourceFields form={form} quizTitle={quizTitle} />
        </SectionCard>
        <SectionCard id="session-play" title="How it plays">
          <SessionPlayFields form={form} defaultTitle={defaultTitle} />
        </SectionCard>
        <SectionCard id="session-teams" title="Teams">
          <SessionTeamFields form={form} />
        </SectionCard>
        <SectionCard id="session-polls" title="Polls (optional)">
          <SessionPollFields form={form} />
        </SectionCard>
        {form.errors.maxPlayers ? (
          <Text c="red" size="sm" role="alert">
            {form.errors.maxPlayers}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          Your plan hosts up to {formatNumber(playerLimit)} players.{' '}
          <Anchor component={Link} to="/pricing/arena" size="sm">
            Compare plans
          </Anchor>
        </Text>
        <Button type="submit" size="lg" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
          Create session
        </Button>
      </Stack>
    </form>
  );
}

/**
 * /arena/host-session: a host sets up a live session (from the catalogue quiz it was opened with, `?quiz=`, or a
 * quick selection), then runs it from the presenter view it opens.
 */
export function HostSessionPage() {
  const [params] = useSearchParams();
  const { status } = useCurrentUser();
  const requested = params.get('quiz');
  const slug = quizSlugSchema.safeParse(requested).success ? requested : null;
  const round = slug ? roundParam(params.get('round')) : null;
  const curriculum = slug ? null : revisionSetParam(params.get('subject'), params.get('level'));
  const here = curriculum ? revisionHostPath(curriculum) : hostSessionPath(slug ?? undefined, round ?? undefined);
  return (
    <Container size="md" py="xl" px="md">
      <PageTitle
        title="Host a live session"
        subtitle="Run a quiz from a big screen while everyone answers on their phones."
      />
      {status === 'unknown' ? <LoadingSpinner /> : null}
      {status === 'logged-out' ? (
        <Alert color="blue" title="Log in to host">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">Sessions belong to a host: log in, and you come straight back here.</Text>
            <Button component={Link} to={`/auth/login?next=${encodeURIComponent(here)}`}>
              Log in
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {status === 'logged-in' ? (
        <SessionForm
          key={`${slug ?? 'quick'}-${round ?? ''}-${curriculum ? revisionHostPath(curriculum) : ''}`}
          slug={slug}
          round={round}
          curriculum={curriculum}
        />
      ) : null}
    </Container>
  );
}
