import { describe, expect, it } from "vitest";
import { boundFields, FIELD_CAP_CHARS, LONG_FIELD_CAP_CHARS } from "./boundFields.ts";

describe("boundFields", () => {
  it("cuts every string field, saying how long it was", () => {
    const bounded = boundFields({ rpcId: "x".repeat(1_000_000), method: "m".repeat(5000), short: "ok", count: 3 });
    expect(bounded.rpcId).toBe(`${"x".repeat(FIELD_CAP_CHARS)}…(1000000 chars)`);
    expect((bounded.method as string).length).toBeLessThan(FIELD_CAP_CHARS + 20);
    expect(bounded).toMatchObject({ short: "ok", count: 3 });
  });

  it("keeps more of bodies, and bounds nested objects, arrays, keys and errors", () => {
    const error = new Error("e".repeat(100_000));
    const bounded = boundFields({
      body: "b".repeat(10_000),
      data: { reason: "r".repeat(10_000), list: Array.from({ length: 1000 }, (_, i) => i) },
      ["k".repeat(10_000)]: 1,
      err: error,
    });
    expect((bounded.body as string).length).toBeLessThan(LONG_FIELD_CAP_CHARS + 20);
    const data = bounded.data as { reason: string; list: unknown[] };
    expect(data.reason.length).toBeLessThan(FIELD_CAP_CHARS + 20);
    expect(data.list.length).toBe(33);
    expect(Object.keys(bounded).every((key) => key.length < FIELD_CAP_CHARS + 20)).toBe(true);
    const err = bounded.err as { type: string; message: string; stack: string };
    expect(err.type).toBe("Error");
    expect(err.message.length).toBeLessThan(LONG_FIELD_CAP_CHARS + 20);
    expect(err.stack.length).toBeLessThan(LONG_FIELD_CAP_CHARS + 20);
  });

  it("bounds depth, so a deeply nested value cannot make the line large", () => {
    let deep: unknown = "leaf";
    for (let i = 0; i < 10_000; i++) deep = { deep };
    expect(JSON.stringify(boundFields({ deep })).length).toBeLessThan(200);
  });

  it("leaves a line within every bound as it is, and still cuts one more field than allowed", () => {
    const line = {
      dir: "in",
      kind: "request",
      rpcId: 7,
      method: "tools/call",
      ms: 1.5,
      isError: false,
      session: undefined,
      body: "b".repeat(4000),
    };
    expect(boundFields(line)).toEqual(line);
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`field${i}`, i]));
    const cut = boundFields(many);
    expect(Object.keys(cut)).toHaveLength(33);
    expect(cut["…"]).toBe("more fields left out");
  });

  it("keeps only a line's own fields, as when it copies them", () => {
    const inherited = Object.create({ fromPrototype: "not logged" }) as Record<string, unknown>;
    inherited.own = "logged";
    const bounded = boundFields(inherited);
    expect({ ...bounded }).toEqual({ own: "logged" });
    const keys: string[] = [];
    for (const key in bounded) keys.push(key);
    expect(keys).toEqual(["own"]);
  });
});
