/** A `%text%` pattern for ILIKE that takes the text literally: its own %, _ and \ match only themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
