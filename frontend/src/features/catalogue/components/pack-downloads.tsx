import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { PACK_FILE_LABELS, PACK_FILE_TYPES, type PackFileType, type QuizDetail } from '@trivia/contracts';
import { IconCheck, IconDownload } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../auth';
import { formatLongDate } from '../../../lib/format';
import { useEntitlements } from '../../entitlements';
import { packFileUrl, useDownloadPackFile } from '../api/download-pack-file.api';
import { downloadAllowance } from '../download-allowance';

export type PackFile = QuizDetail['files'][number];

/** The four files of a pack when only the slug is known (library, landing page). */
export const packFilesFor = (slug: string): PackFile[] =>
  PACK_FILE_TYPES.map((type) => ({ type, label: PACK_FILE_LABELS[type], url: packFileUrl(slug, type) }));

function GuestPrompt({ text }: { text: string }) {
  const { pathname } = useLocation();
  const next = encodeURIComponent(pathname);
  return (
    <Stack gap="xs">
      <Text size="sm">{text}</Text>
      <Group gap="xs">
        <Button component={Link} to={`/auth/login?next=${next}`} size="sm">
          Log in
        </Button>
        <Button component={Link} to={`/auth/register?next=${next}`} size="sm" variant="light">
          Sign up free
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * A pack's download buttons with what a download costs. The server decides every download (DL_001, DL_003); the
 * buttons stay live so a refusal is explained by its toast rather than a button that does nothing.
 */
export function PackDownloads({
  slug,
  files,
  downloadedTypes = [],
  freeSample = false,
}: {
  slug: string;
  files: PackFile[];
  /** Files of this quiz the member has already downloaded (marked on their buttons). */
  downloadedTypes?: readonly PackFileType[];
  freeSample?: boolean;
}) {
  const { status } = useCurrentUser();
  const entitlements = useEntitlements();
  const allowance = downloadAllowance({
    loggedIn: status === 'logged-in',
    usage: entitlements.data?.quotas.packDownloads,
    inLibrary: downloadedTypes.length > 0,
    freeSample,
    formatDate: formatLongDate,
  });

  if (status === 'unknown') return null;
  if (allowance.kind === 'guest') return <GuestPrompt text={allowance.text} />;
  return (
    <Stack gap="sm">
      {allowance.kind === 'no-plan' ? (
        <Alert color="blue" variant="light" p="sm">
          <Stack gap={6} align="flex-start">
            <Text size="sm">{allowance.text}</Text>
            <Button component={Link} to="/pricing" size="xs" variant="light">
              View plans
            </Button>
          </Stack>
        </Alert>
      ) : allowance.text ? (
        <Text size="sm" data-testid="download-allowance">
          {allowance.text}
        </Text>
      ) : null}
      <PackFileButtons
        slug={slug}
        files={files}
        downloadedTypes={downloadedTypes}
        quiet={allowance.kind === 'no-plan' || allowance.kind === 'used-up'}
      />
    </Stack>
  );
}

/** One button per file; a file downloaded before is marked, and downloads again for free. */
export function PackFileButtons({
  slug,
  files,
  downloadedTypes,
  compact = false,
  quiet = false,
}: {
  slug: string;
  files: PackFile[];
  downloadedTypes: readonly PackFileType[];
  /** Side by side and small (the library's cards) rather than a full-width column. */
  compact?: boolean;
  /** Light buttons when a download is expected to be refused (no plan, none left): still live, the server decides. */
  quiet?: boolean;
}) {
  const download = useDownloadPackFile();
  const pendingType = download.isPending ? download.variables?.type : undefined;
  const buttons = files.map((file) => {
    const done = downloadedTypes.includes(file.type);
    return (
      <Button
        key={file.type}
        variant={done || compact || quiet ? 'light' : 'filled'}
        size={compact ? 'xs' : 'sm'}
        justify={compact ? 'center' : 'space-between'}
        leftSection={<IconDownload size={compact ? 14 : 16} aria-hidden />}
        rightSection={done ? <IconCheck size={compact ? 14 : 16} aria-hidden /> : compact ? null : <span />}
        loading={pendingType === file.type}
        disabled={pendingType !== undefined && pendingType !== file.type}
        onClick={() => download.mutate({ slug, type: file.type, url: file.url })}
        aria-label={`Download ${file.label}`}
        title={done ? 'Downloaded before: free to download again' : undefined}
        fullWidth={!compact}
      >
        {file.label}
      </Button>
    );
  });
  return compact ? <Group gap={6}>{buttons}</Group> : <Stack gap={6}>{buttons}</Stack>;
}
