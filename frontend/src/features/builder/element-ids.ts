/** Ids of the editor's elements that focus moves to after an action. */
export const questionElementId = (id: string): string => `question-${id}`;
export const addButtonId = (round: number): string => `round-add-${round}`;
export const roundDropId = (round: number): string => `round-drop:${round}`;
