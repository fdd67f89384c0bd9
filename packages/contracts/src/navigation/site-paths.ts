/** Pages that other parts of the product link to by name, so each path is written once. */
export const DEVELOPER_DASHBOARD_PATH = '/developers/dashboard';
/** A member's home: the landing page sends members here (spec section 2). */
export const MEMBER_HOME_PATH = '/dashboard';
