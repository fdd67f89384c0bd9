import { z } from 'zod';

export const ADMIN_PAGE_SIZE = { default: 25, max: 100 } as const;

/** The page and page size every admin list takes from the query string. */
export const adminPageQuery = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE.max).default(ADMIN_PAGE_SIZE.default),
};

/** One page of an admin list, with the total so the UI can show how many pages there are. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });

/** How many pages a total fills (at least one, so an empty list still has page 1). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
