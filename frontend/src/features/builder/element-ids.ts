/** Ids of the editor's elements that focus moves to after an action. */
export const questionElementId = (id: string): string => `question-${id}`;
export const addButtonId = (round: number): string => `round-add-${round}`;
export const roundDropId = (round: number): string => `round-drop:${round}`;

/** The round a drop target's id names, or null when the id is a question's. */
export function roundOfDropId(id: string): number | null {
  const match = /^round-drop:(\d+)$/.exec(id);
  return match ? Number(match[1]) : null;
}
