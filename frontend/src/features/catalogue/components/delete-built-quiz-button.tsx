import { ConfirmButton } from '../../../components/confirm-button';
import { useDeleteBuiltQuiz } from '../api/delete-built-quiz.api';

/** Deletes a quiz the member built, once they confirm; the month's custom quiz it used is not given back. */
export function DeleteBuiltQuizButton({ slug, title }: { slug: string; title: string }) {
  const remove = useDeleteBuiltQuiz();
  return (
    <ConfirmButton
      ariaLabel={`Delete ${title}`}
      title={`Delete “${title}”?`}
      text="The quiz, its files and its draft go for good. The custom quiz it used this month is not given back."
      labels={{ confirm: 'Delete quiz', cancel: 'Keep it' }}
      onConfirm={() => remove.mutate(slug)}
      loading={remove.isPending}
    >
      Delete
    </ConfirmButton>
  );
}
