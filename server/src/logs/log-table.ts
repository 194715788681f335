/** The table of the log database that holds every log entry (PocketBase's name). */
export const LOGS_TABLE = '_logs';
