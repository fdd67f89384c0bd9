import { Alert, Anchor, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { ARCHETYPES, BUILDER_LIMITS, type BuilderDraft, type SavedBuilderQuiz } from '@trivia/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { LiveAnnouncer } from '../../../components/live-announcer';
import { isApiError } from '../../../lib/api-client';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useExportCsv } from '../api/export-csv.api';
import { useSaveBuiltQuiz } from '../api/save-built-quiz.api';
import { canAddRound } from '../draft-edits';
import { draftCount } from '../draft-counts';
import { canRedo, canUndo } from '../draft-history';
import { issueCount, placeIssues } from '../issue-paths';
import { issuesOf, useDraftEditor } from '../hooks/use-draft-editor';
import { focusSoon, useQuestionActions } from '../hooks/use-question-actions';
import { EditorToolbar } from './editor-toolbar';
import { QuestionEditor } from './question-editor';
import { RoundBoard } from './round-board';
import { SavedQuizPanel } from './saved-quiz-panel';

const ISSUES_ID = 'draft-issues';

/** The builder's editor: a draft round by round, every edit autosaved and undoable, then saved as a quiz. */
export function DraftEditor({ draft }: { draft: BuilderDraft }) {
  const editor = useDraftEditor(draft);
  const { content, history, issues } = editor;
  const [announcement, setAnnouncement] = useState('');
  const [saved, setSaved] = useState<SavedBuilderQuiz | null>(null);
  const savedRef = useRef<HTMLDivElement>(null);
  const actions = useQuestionActions({ draftId: draft.id, content, edit: editor.edit, announce: setAnnouncement });
  const save = useSaveBuiltQuiz();
  const exporting = useExportCsv();
  const count = draftCount(content, draft.settings.length);
  const slug = saved?.slug ?? draft.quizSlug;
  const problems = issueCount(issues);

  const undo = () => {
    if (!canUndo(history)) return;
    editor.undo();
    setAnnouncement('Undone.');
  };
  const redo = () => {
    if (!canRedo(history)) return;
    editor.redo();
    setAnnouncement('Redone.');
  };
  useHotkeys([
    ['mod+Z', undo],
    ['mod+shift+Z', redo],
    ['mod+Y', redo],
  ]);

  const saveQuiz = async () => {
    // The server saves what it holds, so the last edits go first; a draft it refused is not saved as a quiz.
    if (!(await editor.flush())) return focusSoon(ISSUES_ID);
    save.mutate(draft.id, {
      onSuccess: (result) => {
        setSaved(result);
        showSuccessToast('Quiz saved', `“${result.title}” is in your library with its four files.`);
        requestAnimationFrame(() => savedRef.current?.focus());
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'QUIZ_003') {
          editor.setIssues(placeIssues(issuesOf(error), content));
          return focusSoon(ISSUES_ID);
        }
        showErrorToast(error, { detail: isApiError(error) && error.code === 'QUIZ_001' ? error.body?.message : '' });
      },
    });
  };

  const addRound = () => {
    editor.edit({ kind: 'add-round', title: `Round ${content.rounds.length + 1}` });
    setAnnouncement(`Round ${content.rounds.length + 1} added.`);
  };

  return (
    <Stack gap="md">
      <LiveAnnouncer message={announcement} />
      <TextInput
        label="Quiz title"
        size="md"
        value={content.title}
        maxLength={BUILDER_LIMITS.title.max}
        onChange={(event) => editor.edit({ kind: 'title', title: event.currentTarget.value })}
        error={
          issues.title ??
          (content.title.trim().length < BUILDER_LIMITS.title.min
            ? 'Give the quiz a title of at least 3 characters'
            : undefined)
        }
        description={`${ARCHETYPES[draft.settings.archetype].name} · ${draft.settings.length} questions planned`}
      />
      <EditorToolbar
        count={count}
        state={editor.state}
        canUndo={canUndo(history)}
        canRedo={canRedo(history)}
        saving={save.isPending}
        exporting={exporting.isPending}
        saveLabel={slug ? 'Save changes' : 'Save quiz'}
        onUndo={undo}
        onRedo={redo}
        onRetry={() => void editor.flush()}
        onReload={() => void editor.reload()}
        onExport={() => void editor.flush().then((ok) => ok && exporting.mutate(draft.id))}
        onSave={() => void saveQuiz()}
      />
      {problems > 0 ? (
        <Alert
          id={ISSUES_ID}
          tabIndex={-1}
          color="red"
          title={`${problems} thing${problems === 1 ? '' : 's'} to fix before this can be saved`}
        >
          <Stack gap={4}>
            <Text size="sm">Each is marked in red on its question or round. Error code: QUIZ_003</Text>
            {issues.general.length > 0 ? (
              <List size="sm">
                {issues.general.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      {slug ? (
        <SavedQuizPanel ref={savedRef} slug={slug} title={saved?.title ?? content.title} justSaved={saved !== null} />
      ) : null}
      <RoundBoard
        content={content}
        issues={issues}
        swappingId={actions.swappingId}
        onMove={actions.move}
        onRename={(round, title) => editor.edit({ kind: 'round-title', round, title })}
        onAdd={(round) => actions.setEditing({ mode: 'add', round })}
        onDeleteRound={(round) => {
          editor.edit({ kind: 'delete-round', round });
          setAnnouncement(`Round ${round + 1} removed.`);
        }}
        actionsFor={actions.actionsFor}
      />
      <Group justify="space-between">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={addRound}
          disabled={!canAddRound(content)}
        >
          Add a round
        </Button>
        <Anchor component={Link} to="/builder" size="sm">
          Back to the builder
        </Anchor>
      </Group>
      {actions.editing ? (
        <QuestionEditor
          target={actions.editing}
          content={content}
          issues={issues}
          onClose={() => actions.setEditing(null)}
          onDone={(change, message, focusId) => {
            editor.edit(change);
            actions.setEditing(null);
            setAnnouncement(message);
            focusSoon(focusId);
          }}
        />
      ) : null}
      <Modal
        opened={editor.state === 'conflict'}
        onClose={() => undefined}
        withCloseButton={false}
        title="This draft changed elsewhere"
      >
        <Stack gap="md">
          <Text size="sm">
            It was saved from another tab or window after you opened it here, so your latest edits here were not saved.
            Reload it to carry on from the saved copy.
          </Text>
          <Button onClick={() => void editor.reload()}>Reload the draft</Button>
        </Stack>
      </Modal>
    </Stack>
  );
}
