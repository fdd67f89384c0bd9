export { useSelectedVerticalId } from './hooks/selected-vertical-store';
export { useSelectedVertical } from './hooks/use-selected-vertical';
export { useChooseVertical, type ChooseOptions, type SelectionSource } from './hooks/use-choose-vertical';
export { useVerticalPreferenceSync } from './hooks/use-vertical-preference-sync';
export { VerticalCard } from './components/vertical-card';
export { VerticalIcon } from './components/vertical-icon';
