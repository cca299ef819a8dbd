/** A node of `GET /api-auth/api/v1/user/menus`: built by the server from the modules' manifests. */
export interface MenuNode {
  id: string;
  name: string;
  url: string;
  icon: string;
  /** 1 menu, 2 button-level permission item (drops its parent's other children from the menu) */
  type: 1 | 2;
  /** The area (modules/<area>/web) that renders the screen. */
  area?: string;
  permission?: string;
  /** A screen opened from another (a detail, a print page): permitted with its code, never listed in the menu. */
  hidden?: boolean;
  children: MenuNode[];
}
