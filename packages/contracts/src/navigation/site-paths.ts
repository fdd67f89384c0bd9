/** Pages that other parts of the product link to by name, so each path is written once. */
export const DEVELOPER_DASHBOARD_PATH = '/developers/dashboard';
