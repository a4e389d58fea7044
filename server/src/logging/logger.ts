/**
 * The one structured logger: JSON lines on stdout, so a log shipper or `npm run logs` can read them.
 * Writing is asynchronous with a bounded buffer: when the reader of stdout falls behind, lines beyond the
 * bound are dropped and counted, and one line says how many once the buffer has drained. Memory never grows
 * with a slow sink.
 */
import { type Logger, pino } from "pino";
import { boundFields } from "./boundFields.ts";

export interface LoggerOptions {
  readonly level: string;
  /** Bytes of log held in memory while the sink is slow; beyond it lines are dropped. */
  readonly bufferBytes: number;
  /** The file descriptor to write to; stdout unless a test says otherwise. */
  readonly fd?: number;
}

export function createLogger({ level, bufferBytes, fd = 1 }: LoggerOptions): Logger {
  const destination = pino.destination({ dest: fd, sync: false, minLength: 0, maxLength: bufferBytes });
  let dropped = 0;
  destination.on("drop", () => {
    dropped += 1;
  });
  const logger = pino(
    { level, base: { service: "gift-finder" }, timestamp: pino.stdTimeFunctions.isoTime, formatters: { log: boundFields } },
    destination,
  );
  // "drain" means the buffer is empty, so the count fits.
  destination.on("drain", () => {
    if (dropped === 0) return;
    const count = dropped;
    dropped = 0;
    logger.warn({ droppedLines: count, bufferBytes }, "log sink too slow; lines were dropped");
  });
  return logger;
}
