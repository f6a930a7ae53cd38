import pino, { type Logger } from 'pino';

/**
 * The process logger (JSON lines). Secrets are redacted wherever they might appear in a logged object:
 * passwords, tokens, cookies, contact and phone numbers.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'password', 'newPassword', 'token', 'resetToken', 'contactNumber', 'phoneNumber',
        '*.password', '*.newPassword', '*.token', '*.resetToken', '*.contactNumber', '*.phoneNumber',
        'headers.cookie', 'headers.authorization', '*.headers.cookie', '*.headers.authorization',
      ],
      censor: '[redacted]',
    },
  });
}
