import { Alert, Button, FileInput, Group, List, Stack, Text } from '@mantine/core';
import { BUILDER_CSV_VERSION, BUILDER_LIMITS } from '@trivia/contracts';
import { IconFileUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../lib/api-client';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useImportCsv } from '../api/import-csv.api';
import { editorPath } from '../builder-paths';
import { issuesOf } from '../hooks/use-draft-editor';
import { csvProblems, type CsvProblem } from '../issue-paths';

const problemText = ({ line, field, message }: CsvProblem): string =>
  `${line !== null ? `Line ${line}` : 'The file'}${field ? ` (${field})` : ''}: ${message}`;

/** Reads a builder CSV and makes a draft of it; a file with bad rows is listed row by row and nothing is stored. */
export function ImportCsvPanel() {
  const navigate = useNavigate();
  const importing = useImportCsv();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [problems, setProblems] = useState<CsvProblem[]>([]);
  const problemsRef = useRef<HTMLDivElement>(null);

  const send = async (skipBadRows: boolean) => {
    if (!file) return setFileError('Choose a CSV file to import');
    if (file.size > BUILDER_LIMITS.csvBytes) return setFileError('The file is larger than 1 MB');
    const csv = await file.text();
    importing.mutate(
      { csv, skipBadRows },
      {
        onSuccess: (draft) => {
          const skipped = draft.skipped.length;
          showSuccessToast(
            'Quiz imported',
            skipped > 0 ? `${skipped} bad row${skipped === 1 ? ' was' : 's were'} left out.` : 'Every row came in.',
          );
          navigate(editorPath(draft.id));
        },
        onError: (error) => {
          const issues = issuesOf(error);
          if (issues.length === 0 && isApiError(error) && error.body?.issues?.length) {
            return setFileError(error.body.issues[0]?.message ?? null);
          }
          if (issues.length === 0) return showErrorToast(error);
          setProblems(csvProblems(issues));
          requestAnimationFrame(() => problemsRef.current?.focus());
        },
      },
    );
  };

  const lineProblems = problems.filter((problem) => problem.line !== null).length;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        A builder CSV (schema version {BUILDER_CSV_VERSION}), such as one exported from a draft: one question a row.
        Nothing is imported until the file is clean, unless you choose to leave the bad rows out.
      </Text>
      <Group align="flex-end" gap="sm">
        <FileInput
          label="CSV file"
          placeholder="Choose a file"
          accept=".csv,text/csv"
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setFileError(null);
            setProblems([]);
          }}
          error={fileError}
          leftSection={<IconFileUpload size={16} aria-hidden />}
          clearable
          w={{ base: '100%', xs: 320 }}
        />
        <Button onClick={() => void send(false)} loading={importing.isPending && !importing.variables?.skipBadRows}>
          Import
        </Button>
      </Group>
      {problems.length > 0 ? (
        <Alert
          ref={problemsRef}
          tabIndex={-1}
          color="red"
          title={`This file has ${problems.length} problem${problems.length === 1 ? '' : 's'}: nothing was imported`}
          role="alert"
        >
          <Stack gap="sm">
            <List size="sm" spacing={2} aria-label="Problems in the file">
              {problems.map((problem, i) => (
                <List.Item key={`${problem.line}-${problem.field}-${i}`}>{problemText(problem)}</List.Item>
              ))}
            </List>
            <Text size="xs">Error code: QUIZ_003</Text>
            {lineProblems > 0 ? (
              <Group gap="sm">
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => void send(true)}
                  loading={importing.isPending && importing.variables?.skipBadRows === true}
                >
                  Import the good rows only
                </Button>
                <Text size="xs">or fix the file and import it again.</Text>
              </Group>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
