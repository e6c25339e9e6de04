/** The queue's session tag when no session is chosen: every record gets it, so all are shown. */
const ALL_SESSIONS = '*';

/**
 * The prompt queue's session tag of a record's session: the shown session when they match (exactly,
 * or `agent:<agent>:<key>` for a short key such as `main`), so the prompt is displayed; else the
 * record's own key, so it waits unseen.
 */
export function sessionTag(recordKey: string | undefined, shown: string | undefined): string {
  if (shown === undefined) return ALL_SESSIONS;
  if (recordKey !== undefined && (recordKey === shown || recordKey.endsWith(`:${shown}`))) return shown;
  return recordKey ?? '';
}
