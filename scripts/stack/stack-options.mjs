// Turns the parsed environment of `npm start` into startStack options.

/**
 * Real Firebase (FIREBASE_API_KEY) needs no emulator; FIREBASE_AUTH_EMULATOR_HOST points at one already running.
 * SMTP_URL (passed on to the API) needs no mail catcher.
 * @param {import('../config/scripts-env.mjs').StackEnv} env
 * @returns {import('./start-stack.mjs').StackOptions}
 */
export function stackOptionsFromEnv(env) {
  return {
    port: env.PORT,
    host: env.HOST,
    apiPort: env.API_PORT,
    authEmulator: env.FIREBASE_AUTH_EMULATOR_HOST ? 'external' : env.FIREBASE_API_KEY ? 'none' : 'start',
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
    authEmulatorPort: env.AUTH_EMULATOR_PORT,
    authEmulatorHubPort: env.AUTH_EMULATOR_HUB_PORT,
    authEmulatorLoggingPort: env.AUTH_EMULATOR_LOGGING_PORT,
    firebaseProjectId: env.FIREBASE_PROJECT_ID,
    mailCatcher: env.SMTP_URL ? 'none' : 'start',
    mailCatcherPort: env.MAIL_INBOX_PORT,
    mailCatcherSmtpPort: env.MAIL_CATCHER_SMTP_PORT,
    databaseUrl: env.DATABASE_URL,
    embeddedPgDir: env.EMBEDDED_PG_DIR,
    embeddedPgPort: env.EMBEDDED_PG_PORT,
    remoteUrls: env.remoteUrls,
    ...(env.FIREBASE_API_KEY
      ? {
          firebaseWebConfig: {
            apiKey: env.FIREBASE_API_KEY,
            authDomain: env.FIREBASE_AUTH_DOMAIN,
            projectId: env.FIREBASE_PROJECT_ID,
            appId: env.FIREBASE_APP_ID,
          },
        }
      : {}),
  };
}

/**
 * The fixed ports `npm start` is about to take, with the variable that moves each.
 * @param {import('./start-stack.mjs').StackOptions} options
 */
export function portsToCheck(options) {
  return [
    { port: options.port ?? 0, host: options.host, variable: 'PORT' },
    { port: options.apiPort ?? 0, variable: 'API_PORT' },
    ...(options.authEmulator === 'start' ? [{ port: options.authEmulatorPort ?? 0, variable: 'AUTH_EMULATOR_PORT' }] : []),
    ...(options.mailCatcher === 'start'
      ? [
          { port: options.mailCatcherPort ?? 0, variable: 'MAIL_INBOX_PORT' },
          { port: options.mailCatcherSmtpPort ?? 0, variable: 'MAIL_CATCHER_SMTP_PORT' },
        ]
      : []),
  ];
}
