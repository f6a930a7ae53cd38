import pino, { type Logger } from 'pino';

/**
 * The process logger (JSON lines). Secrets are redacted wherever they might appear in a logged object:
 * passwords, tokens, cookies, contact and phone numbers, and the SQL values of database errors.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'password', 'newPassword', 'token', 'resetToken', 'contactNumber', 'phoneNumber',
        '*.password', '*.newPassword', '*.token', '*.resetToken', '*.contactNumber', '*.phoneNumber',
        'headers.cookie', 'headers.authorization', '*.headers.cookie', '*.headers.authorization',
        // MikroORM driver errors carry the failed SQL with every value inlined (password hashes, phone numbers).
        'err.query', 'err.params', 'err.detail', '*.err.query', '*.err.params', '*.err.detail',
      ],
      censor: '[redacted]',
    },
  });
}
