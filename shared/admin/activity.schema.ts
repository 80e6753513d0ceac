import * as z from 'zod';
import { text } from '../text.schema';
import { ADMIN_SCREENS } from '../roles';
import { dayRangeFilters, daysInOrder, listQuerySchema } from './list-query';
import type { AuditEntry } from './api';

// The activity view (issue 11 §5): the audit log for admins, filtered, paged, exported as CSV.
// docs/decisions/036.

/** The screens a change can be recorded on: every back-office screen, and 'system' for changes made outside one. */
export const ACTIVITY_SCREENS = [...ADMIN_SCREENS, 'system'] as const;

/**
 * The activity list's query: who (`actor`, a user id), which screen, which record (`entityType`
 * and `entityId`), which days (`from`/`to`, inclusive, in the viewer's time zone `tz`, UTC when
 * none), and `q` searching the actor's name or email, the action and the record.
 */
export const activityListQuerySchema = listQuerySchema({
  actor: text().trim().min(1).max(100).optional(),
  screen: z.enum(ACTIVITY_SCREENS, 'Choose a screen from the list').optional(),
  entityType: text().trim().min(1).max(60).optional(),
  entityId: text().trim().min(1).max(100).optional(),
  ...dayRangeFilters,
}).refine(...daysInOrder);
export type ActivityListQuery = z.infer<typeof activityListQuerySchema>;

/** The only sort of the activity list: by time (newest first by default). */
export const ACTIVITY_SORTS = ['at'] as const;

/** One line of the activity list: an audit entry as recorded. */
export type ActivityRow = AuditEntry;

/** Someone who has made a change, for the list's "who" filter (as they were last named in the log). */
export interface ActivityActor {
  id: string;
  name: string;
  email: string;
}

/** GET /api/admin/activity/actors */
export interface ActivityActors {
  actors: ActivityActor[];
}
