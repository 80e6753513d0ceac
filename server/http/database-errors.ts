/**
 * SQLSTATEs that a value sent by the client causes, and that no retry or fix on our side would make
 * succeed: the request is bad data (400), not a server failure (500). The schemas should catch these
 * first; this is the net under them. Left out on purpose: the rest of class 22 (division by zero, a
 * bad regular expression or LIKE escape we built) and the other 54xxx limits are our own bugs, and
 * constraint violations (23xxx) have their own meaning per route.
 */
const CLIENT_DATA_SQLSTATES: Record<string, string> = {
  '22001': 'string_data_right_truncation', // longer than the column allows
  '22003': 'numeric_value_out_of_range',
  '22007': 'invalid_datetime_format',
  '22008': 'datetime_field_overflow',
  '22021': 'character_not_in_repertoire', // NUL or invalid UTF-8 in text
  '22P02': 'invalid_text_representation', // "abc" for a uuid or an integer
  '22P05': 'untranslatable_character',
  '54000': 'program_limit_exceeded', // a value too large to index or store
};

/** The PostgreSQL condition name when `error` is a database error caused by the client's data. */
export function clientDataCondition(error: unknown): string | undefined {
  if (!(error instanceof Error) || !('severity' in error) || !('code' in error)) return undefined;
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' ? CLIENT_DATA_SQLSTATES[code] : undefined;
}
