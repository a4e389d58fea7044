/** The reading of a recipient text, and what tests ask of it, for tests of `readRequest` over the real catalog. */
import type { CatalogIndex } from "../src/engine/catalogIndex.ts";
import { type RequestReading, readRequest } from "../src/engine/readRequest.ts";

export type ReadFields = Partial<Parameters<typeof readRequest>[1]>;

/** A reader for a birthday, unless the fields say another occasion. */
export const readerOf =
  (index: () => CatalogIndex) =>
  (recipient: string, fields: ReadFields = {}): RequestReading =>
    readRequest(index(), { occasion: "birthday", recipient, ...fields });

export const concepts = (reading: RequestReading): string[] => reading.interests.flatMap((i) => i.concepts);
export const avoided = (reading: RequestReading): string[] => reading.avoid.map((a) => a.phrase);
