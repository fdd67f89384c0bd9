/** Who may open a placeholder: everyone, logged-in users, or administrators. */
export type RouteAccess = 'public' | 'user' | 'admin';

export interface ComingSoonRoute {
  path: string;
  title: string;
  description: string;
  access: RouteAccess;
}

const route = (path: string, title: string, description: string, access: RouteAccess = 'public'): ComingSoonRoute => ({
  path,
  title,
  description,
  access,
});

/** Every route of the spec's table whose screen is not built yet (the README lists them from here). */
export const COMING_SOON_ROUTES: ComingSoonRoute[] = [];
