/**
 * CI runs the server suite on other Node lines with a better-sqlite3 addon built for each
 * (SQLITE_NATIVE_BINDING); a test that opens SQLite itself passes it on, as the app does.
 */
export const testSqliteBinding: string | undefined = process.env.SQLITE_NATIVE_BINDING || undefined;

/** better-sqlite3's constructor options for a test's own connection. */
export const testSqliteOptions = testSqliteBinding ? { nativeBinding: testSqliteBinding } : {};
