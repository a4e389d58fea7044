/** A request reading with nothing understood, for unit tests that set only the fields they are about. */
import type { RequestReading } from "../src/engine/readRequest.ts";

export function blankReading(fields: Partial<RequestReading> = {}): RequestReading {
  return {
    occasion: undefined,
    age: undefined,
    exactAge: undefined,
    relationship: undefined,
    relation: undefined,
    interests: [],
    avoid: [],
    has: new Set(),
    petsLost: [],
    platforms: [],
    baby: false,
    babyBorn: false,
    notes: [],
    family: undefined,
    beginner: false,
    expert: false,
    listener: false,
    homebound: false,
    neglectsPlants: false,
    inCareHome: false,
    rents: false,
    ownsHome: false,
    collects: false,
    group: false,
    forPet: false,
    owned: [],
    homemade: [],
    readsNamedWriter: false,
    ownedTitles: [],
    gender: undefined,
    foreignLanguage: undefined,
    ...fields,
  };
}
