import { Alert, Anchor, Button, Container, Group, Stack, Text } from '@mantine/core';
import {
  HOSTED_REPORT_FILE_TYPES,
  type ArenaReport,
  type HostedReportFileType,
  type HostedSessionReportResponse,
} from '@trivia/contracts';
import { IconDownload } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format';
import { useDownloadReportFile } from '../api/download-report-file.api';
import { useSessionReport } from '../api/session-report.api';
import { ParticipationChart } from './participation-chart';
import { ReportQuestions } from './report-questions';
import { ReportRemarks } from './report-remarks';
import { ReportAnswers, ReportStandings } from './report-standings';
import { EngagementSummary, TeamStandings } from './report-summary';

const FILE_LABELS: Record<HostedReportFileType, string> = {
  csv: 'CSV (every answer)',
  pdf: 'PDF (summary)',
};

function ReportDownloads({ sessionId }: { sessionId: string }) {
  const download = useDownloadReportFile();
  const pending = download.isPending ? download.variables?.type : undefined;
  return (
    <Group gap="xs">
      {HOSTED_REPORT_FILE_TYPES.map((type) => (
        <Button
          key={type}
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={pending === type}
          disabled={pending !== undefined && pending !== type}
          onClick={() => download.mutate({ sessionId, type })}
          aria-label={`Download the report as ${FILE_LABELS[type]}`}
        >
          {FILE_LABELS[type]}
        </Button>
      ))}
    </Group>
  );
}

function Report({ report }: { report: ArenaReport }) {
  return (
    <Stack gap="xl">
      <ReportDownloads sessionId={report.sessionId} />
      <EngagementSummary report={report} />
      <TeamStandings report={report} />
      <ReportStandings report={report} />
      <ParticipationChart report={report} />
      <ReportQuestions report={report} />
      <ReportRemarks report={report} />
      <ReportAnswers report={report} />
    </Stack>
  );
}

/** Why there is no report to show yet (or ever), and what to do. */
function NoReport({
  data,
  onCheck,
  checking,
}: {
  data: HostedSessionReportResponse;
  onCheck: () => void;
  checking: boolean;
}) {
  const { session } = data;
  if (session.status === 'empty')
    return (
      <Alert color="gray" variant="light" title="Nothing to report">
        Nobody played in this session, so it has no report.
      </Alert>
    );
  if (session.status === 'preparing')
    return (
      <Alert color="blue" variant="light" title="The report is being prepared">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">It takes a few seconds after the session ends; we also e-mail you when it is ready.</Text>
          <Button size="xs" variant="light" loading={checking} onClick={onCheck}>
            Check again
          </Button>
        </Stack>
      </Alert>
    );
  return (
    <Alert color="blue" variant="light" title="This session has not ended">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Its report is made when you end it or it reaches the podium.</Text>
        {session.presentUrl ? (
          <Button component={Link} to={session.presentUrl} size="xs" variant="light">
            Open the presenter view
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

function subtitle(data: HostedSessionReportResponse): string {
  const { session, report } = data;
  const when = session.endedAt ?? session.startedAt ?? session.createdAt;
  const parts = [`Session report · ${formatLongDate(when)}`];
  if (report) parts.push(`hosted by ${report.hostName}`, report.completed ? 'played to the end' : 'ended early');
  return parts.join(' · ');
}

/** /library/sessions/:id (the host, or an admin): the report of a host-led session. */
export function SessionReportPage() {
  const { id = '' } = useParams();
  const query = useSessionReport(id);
  const { data } = query;
  const code = isApiError(query.error) ? query.error.code : undefined;
  return (
    <Container size="lg" py="xl" px="md">
      <PageTitle title={data?.session.title ?? 'Session report'} subtitle={data ? subtitle(data) : undefined} />
      <Stack gap="lg">
        {query.isPending ? <LoadingSpinner label="Loading the report" /> : null}
        {query.isError ? (
          <Alert color="red" variant="light" title={code === 'ARENA_005' ? 'Not your session' : 'Report unavailable'}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {code === 'ARENA_005'
                  ? 'Only the host of this session can see its report.'
                  : code === 'RES_001'
                    ? 'There is no session at this address.'
                    : 'We could not load this report.'}
              </Text>
              {code === 'ARENA_005' || code === 'RES_001' ? null : (
                <Button size="xs" variant="light" onClick={() => void query.refetch()}>
                  Retry
                </Button>
              )}
            </Stack>
          </Alert>
        ) : null}
        {data && !data.report ? (
          <NoReport data={data} onCheck={() => void query.refetch()} checking={query.isFetching} />
        ) : null}
        {data?.report ? <Report report={data.report} /> : null}
        <Anchor component={Link} to="/library" size="sm">
          Back to your library
        </Anchor>
      </Stack>
    </Container>
  );
}
