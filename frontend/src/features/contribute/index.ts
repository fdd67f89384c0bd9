export { ContributePage } from './components/contribute-page';
export { ContributionFields, type FieldMessages } from './components/contribution-fields';
export {
  type ContributionDraft,
  draftOf,
  editsBetween,
  localToday,
  problemsByField,
  schemaProblems,
} from './contribution-draft';
