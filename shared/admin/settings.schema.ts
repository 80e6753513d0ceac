import * as z from 'zod';
import { SETTING_SCHEMAS, type Settings } from '../settings';

/** Every setting at once: the settings form's resolver and PUT /api/admin/settings's validator. */
export const settingsFormSchema = z.object(SETTING_SCHEMAS);

/** A save names the version it was read at; a stale one is refused (409) with the settings as they now are. */
export const settingsSaveSchema = settingsFormSchema.extend({ version: z.string().min(1) });
export type SettingsSave = z.infer<typeof settingsSaveSchema>;

/** GET /api/admin/settings and a save's answer: every key (its default where never saved) and the version. */
export interface AdminSettings {
  settings: Settings;
  version: string;
  /** When each saved key was last changed (keys never saved are absent). */
  updatedAt: Partial<Record<keyof Settings, string>>;
}
