/** The one structured logger: JSON lines on stdout, so a log shipper or `npm run logs` can read them. */
import { pino, type Logger } from "pino";

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: "gift-finder" }, timestamp: pino.stdTimeFunctions.isoTime });
}
