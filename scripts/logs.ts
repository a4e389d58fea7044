/** `npm run logs [file]`: the server's JSON log (a file, or stdin) as a readable request/response timeline. */
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { formatTimeline } from "./logs/formatTimeline.ts";

const file = process.argv[2];
const input = file ? createReadStream(file) : process.stdin;
const lines: string[] = [];
for await (const line of createInterface({ input, crlfDelay: Infinity })) lines.push(line);
for (const row of formatTimeline(lines)) console.log(row);
