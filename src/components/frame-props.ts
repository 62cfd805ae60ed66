import type { ReactNode } from 'react';
import type { RouteId } from '../../contract/routes.ts';

/** What a private screen's frame (the back office's, the owner portal's) takes: its route, title and body. */
export interface FrameProps {
  routeId: RouteId;
  params?: Record<string, string>;
  title: string;
  children: ReactNode;
}
