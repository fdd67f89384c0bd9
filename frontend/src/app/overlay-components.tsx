// Loaded lazily by overlay-hosts.tsx: Mantine's toast container and confirm-dialog host, with their transitions,
// focus traps and scroll locks. (Importing them here, not in a dynamic import of the packages, lets the bundler
// keep them apart from the toast store the first download needs.)
export { Notifications } from '@mantine/notifications';
export { ModalsProvider } from '@mantine/modals';
