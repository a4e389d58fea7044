/**
 * pino's `isoTime` timestamp, made once per millisecond: under load the server writes several lines in the same
 * millisecond (a tool call writes three), and formatting a Date was a measurable part of writing a line
 * (docs/performance.md, fifth round). The text is exactly pino's.
 */
let madeAt = Number.NaN;
let made = "";

export function isoTime(): string {
  const now = Date.now();
  if (now !== madeAt) {
    madeAt = now;
    made = `,"time":"${new Date(now).toISOString()}"`;
  }
  return made;
}
