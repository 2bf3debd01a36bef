import pino from 'pino';

export function createLogger(level: string) {
  const pretty = process.stdout.isTTY && !process.env.LOG_JSON;
  return pino({
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.client_secret'],
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  });
}
