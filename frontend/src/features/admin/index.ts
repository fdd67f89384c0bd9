// The admin area's frame and its section table. Each section is a page chunk of its own, loaded by the app's routes
// from sections/ (src/app/routes/lazy-pages.ts), so opening one section loads no other's code.
export { AdminLayout } from './components/admin-layout';
export { ADMIN_SECTIONS } from './admin-sections';
